import { cleanTrackingNumber, normaliseTrackingNumber } from "../../../domain/tracking/number.ts";
import { defineWidget, type Attributes } from "../widget.ts";

/** What can be wrong with the number in the field, each with the copy's message. */
export type TrackingFieldError = "required" | "invalid";

export interface TrackingSearchOptions {
  /**
   * Search may be pressed before the field is edited: the number in it is worth searching again
   * (the error screen's number, once the visitor goes back to the search).
   */
  searchAsIs: boolean;
  /** The tracking page's path in this market: a shipment's page is this path and its number. */
  trackingPath: string;
  /** The field's error messages, in the market's language. */
  errors: Record<TrackingFieldError, string>;
}

/**
 * The tracking search: a tracking number and Search, then a spinner while the result opens. On
 * the error page, a screen with the error and its retry link comes first, and the search shows
 * once the link is followed.
 */
export const trackingSearch = defineWidget("tracking-search", [
  "form",
  "field",
  "error",
  "submit",
  "retry",
]).withOptions<TrackingSearchOptions>();

export interface TrackingSearchState {
  /** Search can be pressed: always without JavaScript; with it, once the field is edited (spec). */
  canSearch: boolean;
  searching: boolean;
  /** The field's error message; empty for none. */
  error: string;
}

/** As the server draws it: a form that works without JavaScript. */
export const SERVER_TRACKING_SEARCH: TrackingSearchState = {
  canSearch: true,
  searching: false,
  error: "",
};

/**
 * The number the search opens (cleaned as the server cleans it, its case kept), or why not: the
 * check the server makes (normaliseTrackingNumber), made before the page is left.
 */
export function numberToSearch(typed: string): { number: string } | { error: TrackingFieldError } {
  const number = cleanTrackingNumber(typed);
  if (!number) return { error: "required" };
  return normaliseTrackingNumber(number) ? { number } : { error: "invalid" };
}

/** The ids of the field's error and hint, which the field points at. */
export const describedIds = (fieldId: string) => ({
  error: `${fieldId}-error`,
  hint: `${fieldId}-hint`,
});

export const trackingSearchView = (
  state: TrackingSearchState,
  ids: ReturnType<typeof describedIds>,
): Record<"root" | "field" | "submit", Attributes> => ({
  root: { "data-searching": state.searching ? "true" : undefined },
  field: {
    "aria-describedby": state.error ? `${ids.error} ${ids.hint}` : ids.hint,
    "aria-invalid": state.error ? "true" : undefined,
  },
  submit: { disabled: !state.canSearch || state.searching },
});
