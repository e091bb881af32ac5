import { useTranslation } from "react-i18next";
import { formatPayload } from "../../../domain/figures.ts";
import { MEASUREMENT_RULES } from "../../../domain/rates/measurement.ts";
import { market } from "../../i18n/i18n.ts";
import { IllustrationImage } from "../illustrations/IllustrationImage.tsx";
import { CardGrid } from "../ui/CardGrid.tsx";
import { Section } from "../ui/Section.tsx";
import type { FleetCopy, Vehicle } from "./Fleet.content.ts";

/** Pounds where the market weighs in pounds (the US), tonnes elsewhere. */
const system = MEASUREMENT_RULES[market.id].units.weight === "lb" ? "us" : "metric";

/** The five vehicle types of the dedicated fleet, smallest to largest. */
export function Fleet({ title, subtitle, items }: Pick<FleetCopy, "title" | "subtitle" | "items">) {
  const { t } = useTranslation("services");
  const payload = (vehicle: Vehicle) =>
    formatPayload(vehicle.payloadKg, system, market.locale, (load) =>
      t("dedicated.fleet.tonnes", { load }),
    );
  return (
    <Section id="fleet" title={title} subtitle={subtitle}>
      <CardGrid
        items={items}
        keyOf={(vehicle) => vehicle.id}
        className="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
        cardClassName="flex flex-col p-5"
        card={(vehicle) => (
          <>
            <div className="flex aspect-[2/1] items-end rounded-control bg-tint px-2">
              <IllustrationImage name={vehicle.image} className="w-full" />
            </div>
            <h3 className="mt-5 font-bold">{vehicle.title}</h3>
            {/* The pallets and the payload on a line each, in every card: one line for both
                wrapped inside a range ("10,000–" over "13,000 lb") in the narrow columns. */}
            <p className="mt-1 w-fit rounded-full bg-accent-soft px-3 py-1 text-sm font-bold text-accent-strong">
              {t("dedicated.fleet.pallets", { count: vehicle.pallets })}
            </p>
            <p className="mt-1.5 text-sm font-semibold whitespace-nowrap text-ink">
              {payload(vehicle)}
            </p>
            <p className="mt-3 text-sm text-ink-soft">{vehicle.description}</p>
          </>
        )}
      />
    </Section>
  );
}
