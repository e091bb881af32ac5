import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatCutOff, servicePromise } from "../../../domain/services/promises.ts";
import { market } from "../../i18n/i18n.ts";
import { pagePath } from "../../lib/page-path.ts";
import { Section } from "../ui/Section.tsx";
import type { PickupZonesCopy } from "./PickupZones.content.ts";

/**
 * Pickup's own section: where and when we collect, zone by zone, the capital's cut-off from the
 * promise data; past the last zone, the branch drop-off.
 */
export function PickupZones() {
  const { t } = useTranslation("pages");
  const { timing } = servicePromise(market.id, "pickup");
  const time = timing.kind === "cutOff" ? formatCutOff(timing.at, market.locale) : "";
  const zones = t("pickup.zones.items", { returnObjects: true, time }) as PickupZonesCopy["items"];
  return (
    <Section
      id="pickup-zones"
      title={t("pickup.zones.title")}
      subtitle={t("pickup.zones.subtitle")}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {zones.map((zone) => (
          <li key={zone.name} className="rounded-card border border-line bg-white p-6 shadow-soft">
            <h3 className="text-lg font-bold">{zone.name}</h3>
            <dl className="mt-4 grid gap-3 text-sm">
              <div>
                <dt className="font-semibold text-muted">{t("pickup.zones.requestBy")}</dt>
                <dd className="mt-0.5 text-base font-bold text-ink">{zone.requestBy}</dd>
              </div>
              <div>
                <dt className="font-semibold text-muted">{t("pickup.zones.collection")}</dt>
                <dd className="mt-0.5 text-base text-ink">{zone.collection}</dd>
              </div>
            </dl>
          </li>
        ))}
        <li className="rounded-card border border-dashed border-line p-6">
          <h3 className="text-lg font-bold">{t("pickup.zones.elsewhere.name")}</h3>
          <p className="mt-4 text-ink-soft">{t("pickup.zones.elsewhere.text")}</p>
          <Link
            to={pagePath("directo")}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline"
          >
            {t("pickup.zones.elsewhere.link")}
          </Link>
        </li>
      </ul>
    </Section>
  );
}
