import { useTranslation } from "react-i18next";
import { figureParts } from "../../../domain/figures.ts";
import { market } from "../../i18n/i18n.ts";
import { facts } from "../../lib/facts.ts";
import { FactNotes } from "./FactNotes.tsx";

/**
 * The company's numbers, from the fact sheet, with what each counts beneath. From 1060 px the
 * figures sit left of the heading; below, the heading comes first and the figures follow (spec
 * breakpoint 1060 px).
 */
export function KpiGrid() {
  const { t } = useTranslation("home");
  const items = facts(t("kpis.items", { returnObjects: true }));
  return (
    <section aria-labelledby="kpis-title" className="bg-surface-muted">
      <div className="mx-auto grid max-w-(--container-content) gap-10 px-4 py-16 sm:px-6 min-[1060px]:grid-cols-[1.6fr_1fr] min-[1060px]:items-center lg:px-8 lg:py-24">
        <div data-testid="kpi-intro" className="min-[1060px]:order-last">
          <h2 id="kpis-title" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t("kpis.title")}
          </h2>
          <p className="mt-4 text-lg text-ink-soft">{t("kpis.subtitle")}</p>
        </div>
        <div>
          <dl data-testid="kpi-grid" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
            {items.map((item) => (
              <div
                key={item.id}
                className="@container flex flex-col gap-1 rounded-card border border-line bg-white p-4 sm:p-6"
              >
                <dt className="text-sm text-ink-soft">{item.label}</dt>
                {/* Sized to its card, so the longest figure ("40,000 m²") stays inside at 360 px. */}
                <dd className="order-first text-[clamp(1.25rem,17cqi,1.875rem)] leading-tight font-extrabold tracking-tight whitespace-nowrap text-primary">
                  <KpiFigure parts={figureParts(item, market.locale)} />
                </dd>
              </div>
            ))}
          </dl>
          <FactNotes items={items} />
        </div>
      </div>
    </section>
  );
}

/** A KPI's figure, its unit set smaller beside the number ("430,000 sq ft" fits a phone's tile). */
function KpiFigure({ parts }: { parts: ReturnType<typeof figureParts> }) {
  return (
    <>
      {parts.value}
      {parts.unit ? (
        <span className="ml-1 text-[0.6em] font-bold tracking-normal">{parts.unit}</span>
      ) : null}
    </>
  );
}
