import { ArrowRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pagePath } from "../../lib/page-path.ts";
import { BrandLogo } from "../logos/BrandLogo.tsx";
import { buttonClassName } from "../ui/ButtonLink.tsx";
import { Link } from "react-router";
import { Section } from "../ui/Section.tsx";

/**
 * How many columns the calculator tile spans at lg (4 columns) so the grid ends flush. Below lg
 * (2 columns) it takes a whole row, and an odd last carrier takes the row above it.
 */
const LG_SPAN = ["lg:col-span-4", "lg:col-span-3", "lg:col-span-2", "lg:col-span-1"] as const;

/** The market's carriers (the active ones), and a last tile that compares them in the calculator. */
export function CarrierGrid() {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation("content");
  const carriers = tc("carriers.items", { returnObjects: true }).filter((c) => c.active);
  return (
    <Section
      id="carrier-list"
      title={t("carriers.list.title")}
      subtitle={t("carriers.list.subtitle")}
      tone="tint"
    >
      <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
        {carriers.map((carrier, index) => (
          <li
            key={carrier.logo}
            data-testid="carrier"
            className={`group/brand flex h-24 items-center justify-center rounded-(--radius-card) border border-line bg-white px-3 text-[0.9375rem] transition-colors hover:border-primary/40 sm:px-4 sm:text-xl ${
              index === carriers.length - 1 && carriers.length % 2 === 1
                ? "col-span-2 lg:col-span-1"
                : ""
            }`}
          >
            <BrandLogo name={carrier.logo} />
            <span className="sr-only">{carrier.name}</span>
          </li>
        ))}
        <li
          className={`col-span-2 flex flex-col items-start justify-center gap-4 rounded-(--radius-card) bg-primary-soft p-6 ${LG_SPAN[carriers.length % 4]}`}
        >
          <div>
            <p className="font-bold text-ink">{t("carriers.list.quoteTitle")}</p>
            <p className="mt-1 text-sm text-ink-soft">{t("carriers.list.quoteText")}</p>
          </div>
          <Link to={pagePath("rates")} className={`${buttonClassName("secondary")} shrink-0`}>
            {t("carriers.list.quoteButton")}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      </ul>
    </Section>
  );
}
