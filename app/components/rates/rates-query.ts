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

/** `values`, with each empty field taken from `fallback`. */
export function fillBlanks(values: RateFormValues, fallback: RateFormValues): RateFormValues {
  return Object.fromEntries(
    RATE_FIELDS.map((field) => [field, values[field] || fallback[field]]),
  ) as RateFormValues;
}

/** What the form's inputs hold, field by field ("" for a missing input). */
export function valuesInForm(form: HTMLFormElement): RateFormValues {
  return Object.fromEntries(
    RATE_FIELDS.map((field) => {
      const input = form.elements.namedItem(field);
      return [field, input instanceof HTMLInputElement ? input.value : ""];
    }),
  ) as RateFormValues;
}

/** True when every field has a value: the URL describes a complete quote request. */
export function isCompleteQuery(values: RateFormValues): boolean {
  return RATE_FIELDS.every((field) => values[field].trim() !== "");
}
