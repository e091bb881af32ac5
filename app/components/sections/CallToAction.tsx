import { useTranslation } from "react-i18next";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { pagePath } from "../../lib/page-path.ts";

/** The closing block of every page: one sentence and a button to the contact page. */
export function CallToAction() {
  const { t } = useTranslation("content");
  return (
    <section aria-labelledby="cta-title" className="bg-surface">
      <div className="mx-auto max-w-(--container-content) px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-12 text-white sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:py-16">
          <div className="max-w-2xl">
            <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t("cta.title")}
            </h2>
            <p className="mt-4 text-lg text-white/90">{t("cta.content")}</p>
          </div>
          <div className="mt-8 shrink-0 lg:mt-0">
            <ButtonLink to={pagePath("contact")}>{t("cta.button")}</ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
