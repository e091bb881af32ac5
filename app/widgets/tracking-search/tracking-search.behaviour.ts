import { TRACKING_NUMBER_MIN_LENGTH } from "../../../domain/tracking/number.ts";
import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import {
  SERVER_TRACKING_SEARCH,
  trackingSearch,
  trackingSearchView,
  type TrackingSearchState,
} from "./tracking-search.ts";

/**
 * Search stays disabled until the field has been edited (spec), unless the markup says the number
 * in it is worth searching as it is (a lookup that failed); a search shows the spinner and
 * opens the shipment's page, skipping the /tracking/buscar redirect that the form uses without
 * JavaScript. Coming back to this page from the browser's back-forward cache shows the form again,
 * not the spinner.
 */
export const trackingSearchBehaviour: Behaviour = (root) => {
  const form = trackingSearch.one<HTMLFormElement>(root, "form");
  const field = trackingSearch.one<HTMLInputElement>(root, "field");
  const submit = trackingSearch.one<HTMLButtonElement>(root, "submit");
  const render = (state: TrackingSearchState) => {
    const view = trackingSearchView(state);
    applyAttributes(root, view.root);
    applyAttributes(submit, view.submit);
  };
  const { searchAsIs, trackingPath } = trackingSearch.options(root);
  let state: TrackingSearchState = { canSearch: searchAsIs, searching: false };
  const update = (change: Partial<TrackingSearchState>) =>
    render((state = { ...state, ...change }));
  render(state);
  return cleanupAll([
    listen(field, "input", () => update({ canSearch: true })),
    listen(form, "submit", (event) => {
      event.preventDefault();
      const number = field.value.trim();
      if (number.length < TRACKING_NUMBER_MIN_LENGTH) return;
      update({ searching: true });
      window.location.assign(`${trackingPath}/${encodeURIComponent(number)}`);
    }),
    listen(window, "pageshow", (event) => {
      if (event.persisted) update({ searching: false });
    }),
    () => render(SERVER_TRACKING_SEARCH),
  ]);
};
