import { Check } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { pagePath } from "../../lib/page-path.ts";

export function Ecosystem() {
  const { t } = useTranslation("home");
  const points = t("ecosystem.points", { returnObjects: true });
  return (
    <section aria-labelledby="ecosystem-title" className="bg-surface">
      <div className="mx-auto grid max-w-(--container-content) items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div className="order-last rounded-3xl bg-tint p-6 lg:order-first">
          <IllustrationImage name={t("ecosystem.image")} className="w-full" />
        </div>
        <div>
          <p className="eyebrow text-sm font-bold uppercase tracking-wider text-primary">
            {t("ecosystem.eyebrow")}
          </p>
          <h2
            id="ecosystem-title"
            className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {t("ecosystem.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{t("ecosystem.content")}</p>
          <ul className="mt-6 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <ButtonLink to={pagePath("integrations")} variant="secondary">
              {t("ecosystem.cta")}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
