import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../domain/rates/format.ts";
import { formatCutOff, servicePromise } from "../../../domain/services/promises.ts";
import { market } from "../../i18n/i18n.ts";
import { Section } from "../ui/Section.tsx";
import type { DropOffOrPickupCopy } from "./DropOffOrPickup.content.ts";
import { priceNote } from "./ServicePromise.tsx";

type Option = "directo" | "pickup";
const OPTIONS = ["directo", "pickup"] as const satisfies readonly (keyof DropOffOrPickupCopy)[];
const ROWS = [
  "who",
  "when",
  "price",
  "bestFor",
  "activation",
] as const satisfies readonly (keyof DropOffOrPickupCopy["rows"])[];

/**
 * The branch drop-off's own section: it next to pickup, row by row, their "from" prices quoted
 * for the same box on the same route (the promise data), so the choice is plain.
 */
export function DropOffOrPickup() {
  const { t } = useTranslation("pages");
  const { t: services } = useTranslation("services");
  const value = (option: Option, row: (typeof ROWS)[number]) => {
    const promise = servicePromise(market.id, option);
    if (row === "price") {
      return promise.price
        ? services("promise.from", {
            price: formatMoney(promise.price.amount, promise.price.currency, market.locale, {
              whole: true,
            }),
          })
        : services("promise.quoted");
    }
    const time =
      promise.timing.kind === "cutOff" ? formatCutOff(promise.timing.at, market.locale) : "";
    return t(`directo.comparison.${option}.${row}`, { time });
  };
  const reference = servicePromise(market.id, "directo").price;
  return (
    <Section
      id="drop-off-or-pickup"
      title={t("directo.comparison.title")}
      subtitle={t("directo.comparison.subtitle")}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {OPTIONS.map((option) => (
          <article
            key={option}
            aria-labelledby={`compare-${option}`}
            className={`rounded-card p-6 sm:p-8 ${option === "directo" ? "border-2 border-primary bg-white shadow-soft" : "border border-line bg-surface-muted"}`}
          >
            <h3 id={`compare-${option}`} className="text-xl font-extrabold tracking-tight">
              {t(`directo.comparison.${option}.name`)}
            </h3>
            <dl className="mt-5 grid gap-4">
              {ROWS.map((row) => (
                <div key={row}>
                  <dt className="text-sm font-semibold text-muted">
                    {t(`directo.comparison.rows.${row}`)}
                  </dt>
                  <dd className={`mt-0.5 ${row === "price" ? "text-lg font-bold" : ""} text-ink`}>
                    {value(option, row)}
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
      {reference ? (
        <p className="mt-4 text-sm text-muted">{priceNote(reference, services)}</p>
      ) : null}
    </Section>
  );
}
