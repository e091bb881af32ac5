import { ArrowRight } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isPromiseId, startsWith } from "../../../domain/services/promises.ts";
import type { PageId } from "../../lib/page-meta.ts";
import { pagePath } from "../../lib/page-path.ts";
import { IllustrationFromFile } from "../illustrations/IllustrationImage.tsx";
import { MerchantSignupLink } from "../layout/MerchantSignupLink.tsx";
import { buttonClassName, ButtonLink } from "../ui/ButtonLink.tsx";

/** Whether a page's service runs from an account (pickup, drop-off, carriers): it leads to sign-up. */
export const isSelfServe = (page: PageId): boolean =>
  isPromiseId(page) && startsWith(page) === "account";

/**
 * The opening block of a page: eyebrow, h1, description (the page's own, or `description` when a
 * page words it from its figures), its one primary button and an optional illustration beside the
 * text. The button is sales (the contact page) for a service set up with sales; for a self-serve
 * one it is "Crea tu cuenta", with the contact page as a link beside it.
 */
export function PageHeader({
  page,
  image,
  showContactButton = true,
  description,
}: {
  page: Exclude<PageId, "home">;
  image?: string;
  showContactButton?: boolean;
  description?: string;
}) {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-tint to-surface">
      <div
        className={`mx-auto grid max-w-(--container-content) items-center gap-12 px-4 pt-14 pb-16 sm:px-6 lg:px-8 lg:pt-20 lg:pb-24 ${image ? "lg:grid-cols-[1.1fr_1fr]" : ""}`}
      >
        <div>
          <p className="eyebrow text-sm font-bold uppercase tracking-wider text-primary">
            {t(`pages.${page}.eyebrow`)}
          </p>
          <h1 className="mt-3 max-w-3xl text-display font-extrabold text-ink">
            {t(`pages.${page}.title`)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft">
            {description ?? t(`pages.${page}.description`)}
          </p>
          {showContactButton && isSelfServe(page) ? (
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              <MerchantSignupLink className={buttonClassName("primary")}>
                {t("nav.signup")}
              </MerchantSignupLink>
              <Link
                to={pagePath("contact")}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:text-primary-strong"
              >
                {t(`pages.${page}.cta`)}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </div>
          ) : showContactButton ? (
            <div className="mt-8">
              <ButtonLink to={pagePath("contact")}>{t(`pages.${page}.cta`)}</ButtonLink>
            </div>
          ) : null}
        </div>
        {image ? (
          <div className="mx-auto w-full max-w-xl rounded-panel bg-white/60 p-4 shadow-soft">
            <IllustrationFromFile name={image} className="w-full" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
