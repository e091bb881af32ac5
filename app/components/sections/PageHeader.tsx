import { useTranslation } from "react-i18next";
import type { PageId } from "../../lib/page-meta.ts";
import { Illustration } from "../illustrations/Illustration.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { pagePath } from "../../lib/page-path.ts";

/**
 * The opening block of a page: eyebrow, h1, description (the page's own, or `description` when a
 * page words it from its figures), a button to the contact page and an optional illustration
 * beside the text.
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
          <p className="text-sm font-bold uppercase tracking-wider text-primary">
            {t(`pages.${page}.eyebrow`)}
          </p>
          <h1 className="mt-3 max-w-3xl text-display font-extrabold text-ink">
            {t(`pages.${page}.title`)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-soft">
            {description ?? t(`pages.${page}.description`)}
          </p>
          {showContactButton ? (
            <div className="mt-8">
              <ButtonLink to={pagePath("contact")}>{t(`pages.${page}.cta`)}</ButtonLink>
            </div>
          ) : null}
        </div>
        {image ? (
          <div className="mx-auto w-full max-w-xl rounded-3xl bg-white/60 p-4 shadow-soft">
            <Illustration name={image} className="w-full" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
