import { useTranslation } from "react-i18next";
import { formatMeasure } from "../../../domain/rates/format.ts";
import { MEASUREMENT_RULES } from "../../../domain/rates/measurement.ts";
import { heaviestPallet } from "../../../domain/rates/starting-price.ts";
import { formatCutOff, servicePromise } from "../../../domain/services/promises.ts";
import { market } from "../../i18n/i18n.ts";
import type { B2bSpecsCopy } from "./B2bSpecs.content.ts";
import { SpecSheet } from "./SpecSheet.tsx";

/**
 * B2B's own section: what the service moves and how, its pallet limit from the rate cards and
 * its cut-off from the promise data.
 */
export function B2bSpecs() {
  const { t } = useTranslation("services");
  const { timing } = servicePromise(market.id, "b2b");
  const specs = t("b2b.specs.rows", {
    returnObjects: true,
    time: timing.kind === "cutOff" ? formatCutOff(timing.at, market.locale) : "",
    maxWeight: formatMeasure(
      heaviestPallet(market.id),
      MEASUREMENT_RULES[market.id].units.weight,
      market.locale,
    ),
  }) as B2bSpecsCopy["rows"];
  return (
    <SpecSheet
      id="b2b-specs"
      title={t("b2b.specs.title")}
      subtitle={t("b2b.specs.subtitle")}
      specs={specs}
    />
  );
}
