import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { Quote } from "../../../domain/rates/engine.ts";
import { formatMeasure, formatMoney } from "../../../domain/rates/format.ts";
import { MEASUREMENT_RULES } from "../../../domain/rates/measurement.ts";
import { market } from "../../i18n/i18n.ts";
import { merchantAppUrl } from "virtual:site-config";
import { ExternalLink } from "../../components/ui/ExternalLink.tsx";
import type { SortOrder } from "../../../domain/rates/query.ts";
import { cardRanksView, detailsView, ratesCalculator } from "./rates-calculator.ts";

const rule = MEASUREMENT_RULES[market.id];
const money = (minorUnits: number, currency: Quote["currency"]) =>
  formatMoney(minorUnits, currency, market.locale);
const weight = (value: number) => formatMeasure(value, rule.units.weight, market.locale);

/**
 * One carrier's offer: price without VAT, delivery days, modality, Contract, and the details,
 * which the calculator's behaviour opens and closes: the price with its tax, the real and the
 * chargeable weight (the form's figure: one rule for every card), and the weight it is billed as,
 * rounded up by the market's rule. `rank` is the card's place in each order.
 */
export function RateCard({
  quote,
  cheapest,
  fastest,
  contractQuery,
  rank,
  labels,
}: {
  quote: Quote;
  cheapest: boolean;
  fastest: boolean;
  contractQuery: string;
  rank: Record<SortOrder, number>;
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

  return (
    <li
      data-testid="rate-card"
      data-quote={quote.id}
      {...ratesCalculator.part("card")}
      {...cardRanksView(rank)}
      className="@container rounded-2xl border border-line bg-white p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {cheapest || fastest ? (
            <div className="mb-2 flex flex-wrap gap-2">
              {cheapest ? (
                <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-bold text-green-800">
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
          <h3 className="text-lg font-bold">
            {quote.carrierName} · {t(`results.services.${quote.serviceId}`)}
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
          href={`${merchantAppUrl}/contratar?${contractQuery}&quote=${encodeURIComponent(quote.id)}`}
          className="inline-flex min-h-11 items-center rounded-xl bg-accent px-5 font-semibold text-ink hover:bg-[#ff8550]"
        >
          {t("results.contract")}
          <span className="sr-only">: {quote.carrierName}</span>
        </ExternalLink>
        <button
          type="button"
          {...ratesCalculator.part("details-toggle")}
          {...details.toggle}
          aria-controls={detailsId}
          className="group/details inline-flex min-h-11 items-center gap-1 rounded-xl px-3 font-semibold text-primary hover:bg-primary-soft"
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
        className="mt-4 rounded-xl bg-surface-muted p-4"
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
