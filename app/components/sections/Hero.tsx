import { Calculator } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { pagePath } from "../../lib/page-path.ts";
import { MerchantSignupLink } from "../layout/MerchantSignupLink.tsx";
import { buttonClassName, ButtonLink } from "../ui/ButtonLink.tsx";
import { HeroScene } from "./HeroScene.tsx";

/** The home hero: the pitch and its calls to action beside the moving scene (HeroScene). */
export function Hero() {
  const { t } = useTranslation("home");
  return (
    <section className="overflow-hidden bg-gradient-to-b from-tint to-surface">
      <div className="mx-auto grid max-w-(--container-content) items-center gap-12 px-4 pt-12 pb-20 sm:px-6 lg:grid-cols-[1.05fr_1fr] lg:px-8 lg:pt-20 lg:pb-28">
        <div>
          <p className="eyebrow text-sm font-bold uppercase tracking-wider text-primary">
            {t("hero.eyebrow")}
          </p>
          <h1 className="mt-3 text-display font-extrabold text-ink">{t("hero.title")}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft">{t("hero.description")}</p>
          {/* Phones: the three stacked across the column, each a full button. */}
          <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
            <MerchantSignupLink className={buttonClassName("primary")}>
              {t("hero.primaryCta")}
            </MerchantSignupLink>
            <ButtonLink to={pagePath("rates")} variant="outline">
              <Calculator aria-hidden="true" className="size-5 shrink-0" />
              {t("hero.calculatorCta")}
            </ButtonLink>
            <ButtonLink to={pagePath("contact")} variant="outline">
              {t("hero.secondaryCta")}
            </ButtonLink>
          </div>
        </div>
        <HeroScene />
      </div>
    </section>
  );
}
