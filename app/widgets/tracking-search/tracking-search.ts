import { defineWidget, type Attributes } from "../widget.ts";

export interface TrackingSearchOptions {
  /**
   * Search may be pressed before the field is edited: the number in it is worth searching again
   * (the lookup failed, not the number).
   */
  searchAsIs: boolean;
  /** The tracking page's path in this market: a shipment's page is this path and its number. */
  trackingPath: string;
}

/** The tracking search: a tracking number and Search, then a spinner while the result opens. */
export const trackingSearch = defineWidget("tracking-search", [
  "form",
  "field",
  "submit",
]).withOptions<TrackingSearchOptions>();

export interface TrackingSearchState {
  /** Search can be pressed: always without JavaScript; with it, once the field is edited (spec). */
  canSearch: boolean;
  searching: boolean;
}

/** As the server draws it: a form that works without JavaScript. */
export const SERVER_TRACKING_SEARCH: TrackingSearchState = { canSearch: true, searching: false };

export const trackingSearchView = (
  state: TrackingSearchState,
): Record<"root" | "submit", Attributes> => ({
  root: { "data-searching": state.searching ? "true" : undefined },
  submit: { disabled: !state.canSearch || state.searching },
});
