import type { MarketId } from "../site.ts";
import { readDecimal } from "./decimal.ts";
import { chargeableWeight, MEASUREMENT_RULES } from "./measurement.ts";

/** The calculator's fields, as they travel in the page's URL so a quote can be shared. */
export const RATE_FIELDS = [
  "origin",
  "destination",
  "length",
  "height",
  "width",
  "weight",
] as const;
export type RateField = (typeof RATE_FIELDS)[number];
export type RateFormValues = Record<RateField, string>;

export const SORT_ORDERS = ["cheapest", "fastest"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export function valuesFromQuery(params: URLSearchParams): RateFormValues {
  return Object.fromEntries(
    RATE_FIELDS.map((field) => [field, params.get(field) ?? ""]),
  ) as RateFormValues;
}

export function sortFromQuery(params: URLSearchParams): SortOrder {
  const sort = params.get("sort");
  return sort === "fastest" ? "fastest" : "cheapest";
}

/**
 * Whether the results list every offer (`all=1`) rather than each carrier's best: a view of the
 * same quote, kept like the order.
 */
export function showAllFromQuery(params: URLSearchParams): boolean {
  return params.get("all") === "1";
}

/** True when the URL carries the form (sent, even with blanks), false for the bare page. */
export function isSubmittedQuery(params: URLSearchParams): boolean {
  return RATE_FIELDS.some((field) => params.has(field));
}

/** The query of the page that shows these values' quotes in this order (all of them, if asked). */
export function quoteQuery(
  values: RateFormValues,
  sort: SortOrder,
  showAll = false,
): URLSearchParams {
  const query = new URLSearchParams(RATE_FIELDS.map((field) => [field, values[field].trim()]));
  if (sort !== "cheapest") query.set("sort", sort);
  if (showAll) query.set("all", "1");
  return query;
}

/**
 * The chargeable weight of the sides typed, by the market's rule and as the market's visitors
 * write numbers ("2,5" in Mexico and Argentina), or null until all three are positive numbers.
 */
export function chargeableWeightOf(values: RateFormValues, market: MarketId): number | null {
  const [length, height, width] = [values.length, values.height, values.width].map((text) =>
    readDecimal(text, market),
  );
  if (length === undefined || height === undefined || width === undefined) return null;
  if (!(length > 0 && height > 0 && width > 0)) return null;
  return chargeableWeight({ length, height, width }, MEASUREMENT_RULES[market]);
}
