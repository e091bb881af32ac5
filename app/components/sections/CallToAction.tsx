import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pagePath } from "../../lib/page-path.ts";
import { MerchantSignupLink } from "../layout/MerchantSignupLink.tsx";
import { buttonClassName, ButtonLink } from "../ui/ButtonLink.tsx";

/**
 * The closing block of every page: one sentence and its one button, to the contact page; on a
 * self-serve service's page (`account`), to sign-up, with the contact page as a link beside it.
 */
export function CallToAction({ startWith = "sales" }: { startWith?: "sales" | "account" }) {
  const { t } = useTranslation("content");
  const key = startWith === "account" ? "ctaAccount" : "cta";
  return (
    <section aria-labelledby="cta-title" className="bg-surface">
      <div className="mx-auto max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="relative overflow-hidden rounded-panel bg-primary px-6 py-12 text-white sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:py-16">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t(`${key}.title`)}
            </h2>
            <p className="mt-4 text-lg text-white/90">{t(`${key}.content`)}</p>
          </div>
          {startWith === "account" ? (
            <div className="mt-8 flex shrink-0 flex-col items-start gap-3 lg:mt-0 lg:items-end">
              <MerchantSignupLink className={buttonClassName("primary")}>
                {t("ctaAccount.button")}
              </MerchantSignupLink>
              <Link
                to={pagePath("contact")}
                className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-white/90"
              >
                {t("ctaAccount.sales")}
              </Link>
            </div>
          ) : (
            <div className="mt-8 shrink-0 lg:mt-0">
              <ButtonLink to={pagePath("contact")}>{t("cta.button")}</ButtonLink>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
