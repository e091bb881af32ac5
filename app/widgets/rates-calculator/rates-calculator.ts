import { MARKETS, type MarketId } from "../../../domain/site.ts";
import { formatMeasure } from "../../../domain/rates/format.ts";
import { MEASUREMENT_RULES } from "../../../domain/rates/measurement.ts";
import {
  chargeableWeightOf,
  RATE_FIELDS,
  type RateField,
  type RateFormValues,
  type SortOrder,
} from "../../../domain/rates/query.ts";
import { defineWidget, type Attributes } from "../widget.ts";

/** What the behaviour shows later, in the market's words: the markup hands it over. */
export interface RatesCalculatorOptions {
  /** Each error code's text, with "{max}" where the field's bound goes. */
  errorTemplates: Record<string, string>;
  /** Each field's bound with its unit, as the market writes it ("240 cm", "2,200 lb"). */
  maxima: Record<RateField, string>;
  /** What the chargeable weight says until the three sides are typed. */
  chargeableEmpty: string;
  submitLabel: string;
  searchingLabel: string;
  showDetails: string;
  hideDetails: string;
}

export const errorPart = (field: RateField) => `${field}-error` as const;

/**
 * The rates calculator. Parts: the form, the chargeable weight, Search and its label, each field's
 * error, the results, the order buttons, the list of cards and each card, the link to the other
 * view (every offer, or each carrier's best), and each card's details with the button that opens
 * them.
 */
export const ratesCalculator = defineWidget("rates-calculator", [
  "form",
  "chargeable",
  "submit",
  "submit-label",
  "results",
  "sort",
  "cards",
  "card",
  "show-all",
  "details-toggle",
  "details-toggle-label",
  "details",
  ...RATE_FIELDS.map(errorPart),
]).withOptions<RatesCalculatorOptions>();

/** An error's text for a field: its code's template with the field's bound in place of {max}. */
export function rateErrorText(
  templates: Record<string, string>,
  code: string,
  max: number | string,
): string {
  return (templates[code] ?? code).replace("{max}", String(max));
}

/**
 * The chargeable weight of what the form holds, by the market's rule and in its locale ("2.25 kg",
 * "2,25 kg", "4.14 lb"): the figure every card's details repeat. Until the three sides are typed,
 * a hint in its place, marked empty so it reads as one.
 */
export function chargeableView(
  values: RateFormValues,
  market: MarketId,
  options: Pick<RatesCalculatorOptions, "chargeableEmpty">,
): { text: string; attributes: Attributes } {
  const weight = chargeableWeightOf(values, market);
  return weight === null
    ? { text: options.chargeableEmpty, attributes: { "data-empty": "true" } }
    : {
        text: formatMeasure(weight, MEASUREMENT_RULES[market].units.weight, MARKETS[market].locale),
        attributes: { "data-empty": undefined },
      };
}

/** Search: its label and whether it can be pressed, while a quote's page opens or not. */
export function submitView(
  searching: boolean,
  options: Pick<RatesCalculatorOptions, "submitLabel" | "searchingLabel">,
): { root: Attributes; submit: Attributes; label: string } {
  return {
    root: { "data-searching": searching ? "true" : undefined },
    submit: { disabled: searching },
    label: searching ? options.searchingLabel : options.submitLabel,
  };
}

/** An order button: which order it asks for, and whether it is the one shown. */
export const sortButtonView = (order: SortOrder, shown: SortOrder): Attributes => ({
  value: order,
  "aria-pressed": String(order === shown),
});

/**
 * A card's place in each order, so the behaviour sorts the cards the server drew in place; none
 * for an order that does not show it.
 */
export const cardRanksView = (rank: Record<SortOrder, number | null>): Attributes => ({
  "data-rank-cheapest": rank.cheapest === null ? undefined : String(rank.cheapest),
  "data-rank-fastest": rank.fastest === null ? undefined : String(rank.fastest),
});

/** A card's place in the order, or null when the order does not show it. */
export function cardRank(card: HTMLElement, order: SortOrder): number | null {
  const rank = order === "fastest" ? card.dataset.rankFastest : card.dataset.rankCheapest;
  return rank === undefined ? null : Number(rank);
}

/**
 * The list of cards in an order: which it is (the recommended card's badge and primary button
 * follow it in CSS), and whether each card is shown in it.
 */
export const cardListView = (order: SortOrder): Attributes => ({ "data-sort": order });
export const cardView = (rank: number | null): Attributes => ({ hidden: rank === null });

/** A card's details, open or closed, and the label of the button that toggles them. */
export function detailsView(
  open: boolean,
  options: Pick<RatesCalculatorOptions, "showDetails" | "hideDetails">,
): { toggle: Attributes; details: Attributes; label: string } {
  return {
    toggle: { "aria-expanded": String(open) },
    details: { hidden: !open },
    label: open ? options.hideDetails : options.showDetails,
  };
}
