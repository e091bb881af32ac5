import { ArrowRight, Calculator, SearchX } from "../../components/ui/icons.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatMeasure, formatNumber, unitLabel, unitName } from "../../../domain/rates/format.ts";
import { MEASUREMENT_RULES, type Side } from "../../../domain/rates/measurement.ts";
import type { LargestAccepted, NoQuotes, ParcelQuotes } from "../../../domain/rates/quotes.ts";
import { MAX_DIMENSION, MAX_WEIGHT, RATES_ERRORS } from "../../../domain/rates/schema.ts";
import { viewCards } from "../../../domain/rates/shortlist.ts";
import { REFERENCE_PARCELS } from "../../../domain/rates/starting-price.ts";
import { market } from "../../i18n/i18n.ts";
import { pagePath } from "../../lib/page-path.ts";
import { Field } from "../../components/forms/Field.tsx";
import { INPUT_CLASS } from "../../components/forms/field-styles.ts";
import { ButtonLink, DISABLED_BUTTON } from "../../components/ui/ButtonLink.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { RateCard } from "./RateCard.tsx";
import {
  quoteQuery,
  RATE_FIELDS,
  SORT_ORDERS,
  type RateField,
  type RateFormValues,
  type SortOrder,
} from "../../../domain/rates/query.ts";
import { fieldErrorView } from "../field-error.ts";
import {
  cardListView,
  chargeableView,
  errorPart,
  rateErrorText,
  ratesCalculator,
  sortButtonView,
  submitView,
  type RatesCalculatorOptions,
} from "./rates-calculator.ts";

/**
 * What the calculator shows for the page's URL: the bare form, the form's errors, or quotes (each
 * carrier's best, or every offer when `showAll`).
 */
export type RatesPageState = { values: RateFormValues; sort: SortOrder; showAll: boolean } & (
  | { kind: "initial" }
  | { kind: "invalid"; errors: Partial<Record<string, string[]>> }
  | { kind: "results"; quotes: ParcelQuotes }
);

const rule = MEASUREMENT_RULES[market.id];
const measure = (value: number, unit: "length" | "weight") =>
  formatMeasure(value, rule.units[unit], market.locale);

/** The "{max}" in an error's text: the market's bound for that field, with its unit. */
const maxFor = (field: RateField) =>
  field === "weight"
    ? measure(MAX_WEIGHT[market.id], "weight")
    : measure(MAX_DIMENSION[market.id], "length");

/** A unit's name as a sentence says it: "centímetros", "inches". */
const nameOf = (unit: "length" | "weight") => unitName(rule.units[unit], market.locale);

/**
 * The rate calculator, drawn by the server for the page's URL, so a quote can be shared, reloaded,
 * and asked for without JavaScript (the form is a GET of this page). Its behaviour shows the
 * chargeable weight while typing, checks the form before sending it, and sorts and opens the cards
 * in place; the texts it needs are its options. Sizes and weights are in the market's units
 * (measurement.ts), the sides asked in the order the market names them.
 */
export function RatesCalculator({ state }: { state: RatesPageState }) {
  const { t } = useTranslation("rates");
  const formId = useId();
  const { values, sort, showAll } = state;
  const errors = state.kind === "invalid" ? state.errors : {};
  const options: RatesCalculatorOptions = {
    errorTemplates: Object.fromEntries(
      Object.values(RATES_ERRORS).map((code) => [code, t(`errors.${code}`, { max: "{max}" })]),
    ),
    maxima: Object.fromEntries(RATE_FIELDS.map((field) => [field, maxFor(field)])) as Record<
      RateField,
      string
    >,
    chargeableEmpty: t("form.chargeable.empty"),
    submitLabel: t("form.submit"),
    searchingLabel: t("form.searching"),
    showDetails: t("results.showDetails"),
    hideDetails: t("results.hideDetails"),
  };
  const errorFor = (field: RateField) => {
    const code = errors[field]?.[0];
    return code ? rateErrorText(options.errorTemplates, code, options.maxima[field]) : "";
  };
  const submit = submitView(false, options);
  const chargeable = chargeableView(values, market.id, options);
  const example = REFERENCE_PARCELS[market.id];
  const placeholder = (value: number) => formatNumber(value, market.locale);

  const field = (name: RateField, label: string, placeholderText: string, numeric: boolean) => {
    const error = fieldErrorView(`${formId}-${name}-error`, errorFor(name));
    return (
      <Field
        key={name}
        controlId={`${formId}-${name}`}
        label={label}
        errorId={`${formId}-${name}-error`}
        errorText={errorFor(name)}
        errorAttributes={ratesCalculator.part(errorPart(name))}
      >
        <input
          id={`${formId}-${name}`}
          name={name}
          inputMode={numeric ? "decimal" : "numeric"}
          autoComplete={numeric ? "off" : "postal-code"}
          placeholder={placeholderText}
          defaultValue={values[name]}
          {...error.described}
          {...error.invalid}
          className={INPUT_CLASS}
        />
      </Field>
    );
  };
  const side = (name: Side) => field(name, t(`form.${name}`), placeholder(example[name]), true);

  return (
    <div
      {...ratesCalculator.root(options)}
      {...submit.root}
      className="group/rates grid gap-10 lg:grid-cols-[minmax(0,26rem)_1fr]"
    >
      <form
        id={formId}
        method="get"
        action={pagePath("rates")}
        noValidate
        {...ratesCalculator.part("form")}
        className="h-fit rounded-panel border border-line bg-white p-6 shadow-soft sm:p-8"
      >
        <div className="grid grid-cols-2 gap-x-4">
          {field("origin", t("form.origin.label"), t("form.origin.placeholder"), false)}
          {field(
            "destination",
            t("form.destination.label"),
            t("form.destination.placeholder"),
            false,
          )}
        </div>
        <fieldset className="mt-2">
          <legend className="font-semibold">
            {t("form.dimensions", { unit: unitLabel(rule.units.length, market.locale) })}
          </legend>
          <div className="mt-1 grid grid-cols-3 gap-x-3">{rule.sides.map(side)}</div>
        </fieldset>
        {field(
          "weight",
          t("form.weight", { unit: unitLabel(rule.units.weight, market.locale) }),
          placeholder(example.weight),
          true,
        )}
        <div className="mt-1 rounded-card bg-tint p-4" aria-live="polite">
          <p className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
            <span className="whitespace-nowrap">{t("form.chargeable.label")}</span>
            <span
              data-testid="chargeable-weight"
              {...ratesCalculator.part("chargeable")}
              {...chargeable.attributes}
              className="data-empty:text-sm data-empty:font-normal data-empty:text-ink-soft"
            >
              {chargeable.text}
            </span>
          </p>
          <p className="mt-1 text-sm text-ink-soft" data-testid="chargeable-rule">
            {t("form.chargeable.explanation", {
              lengthUnit: nameOf("length"),
              weightUnit: nameOf("weight"),
              divisor: formatNumber(rule.divisor, market.locale, { grouping: false }),
            })}
          </p>
        </div>
        {/* The view asked for stays when the form is sent again (a new order without JavaScript). */}
        {showAll ? <input type="hidden" name="all" value="1" /> : null}
        <button
          type="submit"
          {...ratesCalculator.part("submit")}
          {...submit.submit}
          className={`mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-control bg-primary px-6 font-semibold text-white hover:bg-primary-strong ${DISABLED_BUTTON}`}
        >
          <Calculator aria-hidden="true" className="size-5" />
          <span {...ratesCalculator.part("submit-label")}>{submit.label}</span>
        </button>
      </form>

      <section
        id="resultados"
        tabIndex={-1}
        aria-live="polite"
        {...ratesCalculator.part("results")}
        className="scroll-mt-24 focus:outline-none"
      >
        <div className="hidden group-data-[searching=true]/rates:block">
          <Spinner label={t("form.searching")} />
        </div>
        <div className="group-data-[searching=true]/rates:hidden">
          {state.kind === "results" ? (
            <RatesResults
              quotes={state.quotes}
              values={values}
              sort={sort}
              showAll={showAll}
              formId={formId}
              labels={options}
            />
          ) : (
            <div className="rounded-panel border border-dashed border-line p-8 text-center">
              <h2 className="text-xl font-bold">{t("initial.title")}</h2>
              <p className="mt-2 text-ink-soft">{t("initial.description")}</p>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * No quotes: why (no carrier reaches the route, or the parcel is over the route's limits), what
 * to try, and sales for what the calculator cannot quote.
 */
function NoResults({ why, values }: { why: NoQuotes; values: RateFormValues }) {
  const { t } = useTranslation("rates");
  const limits = (kind: "parcelLimits" | "palletLimits", largest: LargestAccepted) =>
    t(`noResults.${kind}`, {
      length: measure(largest.maxLength, "length"),
      weight: measure(largest.maxWeight, "weight"),
      minWeight: measure(largest.minBilledWeight, "weight"),
    });
  const tips =
    why.reason === "route"
      ? [t("noResults.checkCodes"), t("noResults.tryNearby")]
      : [
          t("noResults.checkUnits", {
            lengthUnit: nameOf("length"),
            weightUnit: nameOf("weight"),
          }),
          ...(why.parcel ? [limits("parcelLimits", why.parcel)] : []),
          ...(why.pallet ? [limits("palletLimits", why.pallet)] : []),
        ];
  // The spec's words lead (title and lede; the US copy says both in its title), then why.
  const lede = t("noResults.lede");
  return (
    <div className="rounded-panel border border-line bg-white p-6 sm:p-8" data-testid="rates-empty">
      <SearchX aria-hidden="true" className="size-10 text-primary" />
      <h2 className="mt-4 text-2xl font-extrabold tracking-tight">{t("noResults.title")}</h2>
      {lede ? (
        <p className="mt-1 text-xl font-semibold text-ink" data-testid="rates-empty-lede">
          {lede}
        </p>
      ) : null}
      <p className="mt-3 text-lg text-ink-soft" data-testid="rates-empty-reason">
        {why.reason === "route"
          ? t("noResults.route", {
              origin: values.origin.trim(),
              destination: values.destination.trim(),
            })
          : t("noResults.parcel")}
      </p>
      <h3 className="mt-6 font-bold">{t("noResults.tryTitle")}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-soft">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-4 rounded-card bg-tint p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose">{t("noResults.sales")}</p>
        <div className="shrink-0">
          <ButtonLink to={pagePath("contact")}>{t("noResults.contact")}</ButtonLink>
        </div>
      </div>
    </div>
  );
}

/**
 * The quotes in the URL's order: each carrier's best offer, a few of them (or every offer when
 * asked), the first one recommended. The cards of the other order are drawn too, hidden, and each
 * card carries its place in both orders, so the behaviour sorts in place; without JavaScript the
 * order buttons send the form again with `sort`.
 */
function RatesResults({
  quotes: { quotes, cheapestId, fastestId, noQuotes },
  values,
  sort,
  showAll,
  formId,
  labels,
}: {
  quotes: ParcelQuotes;
  values: RateFormValues;
  sort: SortOrder;
  showAll: boolean;
  formId: string;
  labels: RatesCalculatorOptions;
}) {
  const { t } = useTranslation("rates");
  if (quotes.length === 0) {
    return <NoResults why={noQuotes ?? { reason: "route" }} values={values} />;
  }
  const cards = viewCards(quotes, sort, showAll);
  const shownCount = cards.filter(({ place }) => place[sort] !== null).length;
  const contractQuery = quoteQuery(values, "cheapest").toString();
  const otherView = showAll
    ? t("results.showBest")
    : quotes.length > shownCount
      ? t("results.showAll", { count: quotes.length })
      : null;
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          {/* The count of the cards shown, and of all the offers when the view shows fewer. */}
          <h2 className="text-xl font-bold" data-testid="rates-count">
            {shownCount < quotes.length
              ? t("results.titleShortlist", { shown: shownCount, count: quotes.length })
              : t("results.title", { count: quotes.length })}
          </h2>
          {showAll ? null : <p className="text-sm text-ink-soft">{t("results.perCarrier")}</p>}
        </div>
        <div
          role="group"
          aria-label={t("results.sortLabel")}
          className="flex rounded-control border border-line p-1"
        >
          {SORT_ORDERS.map((order) => (
            <button
              key={order}
              type="submit"
              form={formId}
              name="sort"
              {...ratesCalculator.part("sort")}
              {...sortButtonView(order, sort)}
              className="min-h-10 rounded-small px-4 text-sm font-semibold aria-pressed:bg-ink aria-pressed:text-white"
            >
              {t(`results.${order}`)}
            </button>
          ))}
        </div>
      </div>
      <ul
        className="group/cards mt-4 space-y-4"
        {...ratesCalculator.part("cards")}
        {...cardListView(sort)}
      >
        {cards.map(({ quote, place }) => (
          <RateCard
            key={quote.id}
            quote={quote}
            cheapest={quote.id === cheapestId}
            fastest={quote.id === fastestId}
            contractQuery={contractQuery}
            rank={place}
            shown={sort}
            labels={labels}
          />
        ))}
      </ul>
      {otherView ? (
        <p className="mt-4">
          <a
            href={`${pagePath("rates")}?${quoteQuery(values, sort, !showAll).toString()}#resultados`}
            {...ratesCalculator.part("show-all")}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {otherView}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </p>
      ) : null}
      <p className="mt-4 text-sm text-ink-soft">
        {t("results.contractHint")} {t("results.sampleNotice")}
      </p>
    </div>
  );
}
