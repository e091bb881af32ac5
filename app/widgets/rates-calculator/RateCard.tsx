import { ChevronDown } from "../../components/ui/icons.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Quote } from "../../../domain/rates/engine.ts";
import { formatMeasure, formatMoney } from "../../../domain/rates/format.ts";
import { MEASUREMENT_RULES } from "../../../domain/rates/measurement.ts";
import { market } from "../../i18n/i18n.ts";
import { MERCHANT_SIGNUP_URL } from "../../components/layout/navigation-links.ts";
import { WORDMARK } from "../../components/logos/wordmark.ts";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";
import type { SortOrder } from "../../../domain/rates/query.ts";
import { cardRanksView, cardView, detailsView, ratesCalculator } from "./rates-calculator.ts";

const rule = MEASUREMENT_RULES[market.id];
const money = (minorUnits: number, currency: Quote["currency"]) =>
  formatMoney(minorUnits, currency, market.locale);
const weight = (value: number) => formatMeasure(value, rule.units.weight, market.locale);

const ACTION =
  "inline-flex min-h-11 items-center rounded-control border px-5 font-semibold transition-colors motion-reduce:transition-none";
const SECONDARY = "border-ink/20 bg-white text-ink hover:border-primary hover:text-primary";
const PRIMARY = "border-accent bg-accent text-ink hover:bg-accent-hover";

/**
 * How a card looks: where it is the recommended offer (the first of an order), the list's
 * `data-sort` switches its highlight, badge and primary button on and off in CSS, so sorting in
 * place changes no more than that attribute; the others are plain, with a secondary button.
 * Literal classes, so Tailwind generates them.
 */
const LOOK = {
  plain: { card: "border-line", shown: "hidden", action: SECONDARY },
  cheapest: {
    card: "border-line group-data-[sort=cheapest]/cards:border-accent group-data-[sort=cheapest]/cards:ring-1 group-data-[sort=cheapest]/cards:ring-accent",
    shown: "hidden group-data-[sort=cheapest]/cards:inline-flex",
    action:
      SECONDARY +
      " group-data-[sort=cheapest]/cards:border-accent group-data-[sort=cheapest]/cards:bg-accent group-data-[sort=cheapest]/cards:hover:bg-accent-hover group-data-[sort=cheapest]/cards:hover:text-ink",
  },
  fastest: {
    card: "border-line group-data-[sort=fastest]/cards:border-accent group-data-[sort=fastest]/cards:ring-1 group-data-[sort=fastest]/cards:ring-accent",
    shown: "hidden group-data-[sort=fastest]/cards:inline-flex",
    action:
      SECONDARY +
      " group-data-[sort=fastest]/cards:border-accent group-data-[sort=fastest]/cards:bg-accent group-data-[sort=fastest]/cards:hover:bg-accent-hover group-data-[sort=fastest]/cards:hover:text-ink",
  },
  both: { card: "border-accent ring-1 ring-accent", shown: "inline-flex", action: PRIMARY },
} as const;

/**
 * One carrier's offer: its wordmark and service, price without VAT, delivery days, modality,
 * Contract (the merchant app's sign-up, with the quote), and the details, which the calculator's
 * behaviour opens and closes: the price with its tax, the real and the chargeable weight (the
 * form's figure: one rule for every card), and the weight it is billed as, rounded up by the
 * market's rule. `rank` is the card's place in each order (null: not shown in it); the first of an
 * order is recommended there, with a badge and the view's one primary button.
 */
export function RateCard({
  quote,
  cheapest,
  fastest,
  contractQuery,
  rank,
  shown,
  labels,
}: {
  quote: Quote;
  cheapest: boolean;
  fastest: boolean;
  contractQuery: string;
  rank: Record<SortOrder, number | null>;
  /** The order the list is drawn in. */
  shown: SortOrder;
  labels: Parameters<typeof detailsView>[1];
}) {
  const { t } = useTranslation("rates");
  const detailsId = useId();
  const details = detailsView(false, labels);
  const { min, max } = quote.transitDays;
  const days =
    quote.serviceId === "same_day"
      ? t("results.sameDay")
      : min === max && min === 1
        ? t("results.oneDay", { min })
        : t("results.days", { min, max });
  const service = t(`results.services.${quote.serviceId}`);
  const recommendedIn = (["cheapest", "fastest"] as const).filter((order) => rank[order] === 0);
  const look = LOOK[recommendedIn.length === 2 ? "both" : (recommendedIn[0] ?? "plain")];

  return (
    <li
      data-testid="rate-card"
      data-quote={quote.id}
      data-recommended={recommendedIn.join(" ") || undefined}
      {...ratesCalculator.part("card")}
      {...cardRanksView(rank)}
      {...cardView(rank[shown])}
      className={`@container rounded-card border bg-white p-5 sm:p-6 ${look.card}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {recommendedIn.length > 0 || cheapest || fastest ? (
            <div className="mb-2 flex flex-wrap gap-2">
              {recommendedIn.length > 0 ? (
                <span
                  data-testid="recommended-badge"
                  className={`${look.shown} rounded-full bg-accent px-2.5 py-0.5 text-xs font-bold text-ink`}
                >
                  {t("results.recommended")}
                </span>
              ) : null}
              {cheapest ? (
                <span className="rounded-full bg-success-soft px-2.5 py-0.5 text-xs font-bold text-success-strong">
                  {t("results.cheapestBadge")}
                </span>
              ) : null}
              {fastest ? (
                <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-bold text-accent-strong">
                  {t("results.fastestBadge")}
                </span>
              ) : null}
            </div>
          ) : null}
          <h3 className="text-lg">
            <span data-testid="carrier-mark" className={`text-ink ${WORDMARK}`}>
              {quote.carrierName}
            </span>{" "}
            <span className="font-semibold text-ink-soft">· {service}</span>
          </h3>
          <p className="text-ink-soft" data-testid="rate-days">
            {days} · {t(`results.modality.${quote.modality}`)}
          </p>
        </div>
        {/* In a narrow card the price wraps under the service: aligned left there, with its
            "without VAT" under it, and to the right only where it sits beside the service. */}
        <div className="text-left @md:text-right">
          <p className="text-2xl font-extrabold tracking-tight" data-testid="rate-price">
            {money(quote.priceExVat, quote.currency)}
          </p>
          <p className="text-sm text-ink-soft">{t("results.priceExVat")}</p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <ExternalLink
          href={`${MERCHANT_SIGNUP_URL}?${contractQuery}&quote=${encodeURIComponent(quote.id)}`}
          data-testid="rate-contract"
          className={`${ACTION} ${look.action}`}
        >
          {t("results.contract")}
          <span className="sr-only">
            : {quote.carrierName}, {service}
          </span>
          {recommendedIn.length > 0 ? (
            <span className={`sr-only ${look.shown}`}>, {t("results.recommended")}</span>
          ) : null}
        </ExternalLink>
        <button
          type="button"
          {...ratesCalculator.part("details-toggle")}
          {...details.toggle}
          aria-controls={detailsId}
          className="group/details inline-flex min-h-11 items-center gap-1 rounded-control px-3 font-semibold text-primary hover:bg-primary-soft"
        >
          <span {...ratesCalculator.part("details-toggle-label")}>{details.label}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-aria-expanded/details:rotate-180 motion-reduce:transition-none"
          />
        </button>
      </div>
      <div
        id={detailsId}
        {...ratesCalculator.part("details")}
        {...details.details}
        className="mt-4 rounded-control bg-surface-muted p-4"
      >
        <h4 className="font-bold">{t("results.details.title", { carrier: quote.carrierName })}</h4>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
          <dt className="text-ink-soft">{t("results.details.base")}</dt>
          <dd className="text-right">{money(quote.priceExVat, quote.currency)}</dd>
          {quote.vatRate > 0 ? (
            <>
              <dt className="text-ink-soft">
                {t("results.details.vat", { rate: Math.round(quote.vatRate * 100) })}
              </dt>
              <dd className="text-right">{money(quote.vat, quote.currency)}</dd>
              <dt className="font-semibold">{t("results.details.total")}</dt>
              <dd className="text-right font-semibold">
                {money(quote.priceIncVat, quote.currency)}
              </dd>
            </>
          ) : (
            <>
              <dt className="text-ink-soft">{t("results.details.tax")}</dt>
              <dd className="text-right">{t("results.details.taxNotIncluded")}</dd>
            </>
          )}
        </dl>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-line pt-3 text-sm">
          <dt className="text-ink-soft">{t("results.details.realWeight")}</dt>
          <dd className="text-right" data-testid="rate-real-weight">
            {weight(quote.realWeight)}
          </dd>
          <dt className="text-ink-soft">{t("results.details.chargeableWeight")}</dt>
          <dd className="text-right" data-testid="rate-chargeable-weight">
            {weight(quote.chargeableWeight)}
          </dd>
          <dt className="font-semibold">{t("results.details.billedWeight")}</dt>
          <dd className="text-right font-semibold" data-testid="rate-billed-weight">
            {weight(quote.billedWeight)}
          </dd>
        </dl>
        <p className="mt-1 text-sm text-ink-soft">
          {t("results.details.billedRule", { increment: weight(rule.billingIncrement) })}
        </p>
        <p className="mt-2 text-sm text-ink-soft">
          {[t("results.details.zone", { zone: quote.zone }), quote.coverageNote]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
    </li>
  );
}
