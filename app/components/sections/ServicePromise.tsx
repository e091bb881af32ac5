import { ArrowRight, Clock, MapPin, Tag } from "../ui/icons.ts";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import {
  formatMeasure,
  formatMoney,
  formatNumber,
  unitLabel,
} from "../../../domain/rates/format.ts";
import { MEASUREMENT_RULES } from "../../../domain/rates/measurement.ts";
import { REFERENCE_PALLETS } from "../../../domain/rates/starting-price.ts";
import type { StartingPrice } from "../../../domain/rates/starting-price.ts";
import { formatCutOff, servicePromise, type PromiseId } from "../../../domain/services/promises.ts";
import { market } from "../../i18n/i18n.ts";
import { pagePath } from "../../lib/page-path.ts";

/**
 * "1 kg", "30 × 20 × 15 cm" and the route: the shipment a starting price is for, in the market's
 * units, and where it travels.
 */
function referenceParts({ reference }: StartingPrice) {
  const { units } = MEASUREMENT_RULES[market.id];
  const sides = [reference.length, reference.height, reference.width]
    .map((side) => formatNumber(side, market.locale))
    .join(" × ");
  return {
    weight: formatMeasure(reference.weight, units.weight, market.locale),
    size: `${sides}\u00a0${unitLabel(units.length, market.locale)}`,
  };
}

/** What a "from" price is for: "Before tax, for a 1 kg box of 30 × 20 × 15 cm, Dallas to Chicago." */
export function priceNote(price: StartingPrice, t: TFunction<"services">): string {
  const isPallet = price.reference === REFERENCE_PALLETS[market.id];
  return t(isPallet ? "promise.palletNote" : "promise.parcelNote", {
    ...referenceParts(price),
    route: t(`promise.routes.${price.route}`),
  });
}

/**
 * A service's or delivery type's promise as a definition list: its cut-off, its coverage and its
 * starting price (from the rate cards; "tailored" where a service is quoted per operation).
 */
export function PromiseFacts({ id, layout }: { id: PromiseId; layout: "row" | "stack" }) {
  const { t } = useTranslation("services");
  const promise = servicePromise(market.id, id);
  const price = promise.price;
  const { timing } = promise;
  const time = timing.kind === "cutOff" ? formatCutOff(timing.at, market.locale) : "";
  // Announced, not offered yet: when (soon), where it will start; no cut-off and no price.
  const facts = promise.comingSoon
    ? ([
        {
          key: "timing",
          label: t("promise.timing.availability"),
          Icon: Clock,
          value: t("promise.comingSoon.value"),
          note: t("promise.comingSoon.note"),
        },
        {
          key: "coverage",
          label: t("promise.coverage"),
          Icon: MapPin,
          value: t(`promise.items.${id}.coverage`),
        },
      ] as const)
    : ([
        {
          key: "timing",
          label: t(`promise.timing.${timing.kind}`),
          Icon: Clock,
          value: t(`promise.items.${id}.timing`, { time }),
        },
        {
          key: "coverage",
          label: t("promise.coverage"),
          Icon: MapPin,
          value: t(`promise.items.${id}.coverage`),
        },
        {
          key: "price",
          label: t("promise.price"),
          Icon: Tag,
          value: price
            ? t("promise.from", {
                price: formatMoney(price.amount, price.currency, market.locale, { whole: true }),
              })
            : t("promise.quoted"),
          note: price ? priceNote(price, t) : t("promise.quotedNote"),
        },
      ] as const);
  return (
    <dl
      className={layout === "row" ? "grid gap-6 md:grid-cols-3 md:gap-8" : "grid gap-4"}
      data-testid="promise"
    >
      {facts.map(({ key, label, Icon, value, ...rest }) => (
        // dt and dd must be the div's own children: the icon sits inside the dt, in the padding.
        <div key={key} className="relative min-w-0 pl-8">
          <dt className="text-sm font-semibold text-muted">
            <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-primary" />
            {label}
          </dt>
          <dd className={`mt-0.5 font-bold text-ink ${layout === "row" ? "text-lg" : ""}`}>
            {value}
          </dd>
          {"note" in rest ? <dd className="mt-1 text-sm text-muted">{rest.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The band under a service page's header: its promise, and the calculator when it is priced. */
export function ServicePromise({
  id,
  nextTone = "plain",
}: {
  id: PromiseId;
  /** The tone of the section after it: a tinted one needs the band's own space below. */
  nextTone?: "plain" | "tint";
}) {
  const { t } = useTranslation("services");
  const priced = servicePromise(market.id, id).price !== null;
  return (
    <section aria-labelledby="promise-title" className="bg-surface">
      <div
        className={`mx-auto max-w-(--container-content) px-4 sm:px-6 lg:px-8 ${nextTone === "tint" ? "pb-16" : ""}`}
      >
        <div className="rounded-card border border-line bg-white p-6 shadow-soft sm:p-8">
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
            <h2 id="promise-title" className="text-xl font-extrabold tracking-tight">
              {t("promise.title")}
            </h2>
            {priced ? (
              <Link
                to={pagePath("rates")}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:text-primary-strong"
              >
                {t("promise.quote")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
          </div>
          <PromiseFacts id={id} layout="row" />
        </div>
      </div>
    </section>
  );
}
