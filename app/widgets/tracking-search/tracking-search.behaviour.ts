import { handleSubmit } from "../form-submit.ts";
import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import {
  describedIds,
  numberToSearch,
  SERVER_TRACKING_SEARCH,
  trackingSearch,
  trackingSearchView,
  type TrackingSearchState,
} from "./tracking-search.ts";

/**
 * Search stays disabled until the field has been edited (spec), unless the markup says the number
 * in it is worth searching as it is; a search checks the number as the server will (spaces and
 * case do not matter), says in the page what is wrong with it, or shows the spinner and opens the
 * shipment's page, skipping the search route's redirect that the form uses without JavaScript.
 * The error screen's retry link shows the search (its target, the link's own fragment) and puts
 * the focus in the field.
 * Coming back to this page from the browser's back-forward cache shows the form again, not the
 * spinner.
 */
export const trackingSearchBehaviour: Behaviour = (root) => {
  const { form, field, error, submit } = trackingSearch.parts<{
    form: HTMLFormElement;
    field: HTMLInputElement;
    submit: HTMLButtonElement;
  }>(root);
  const retry = trackingSearch.all<HTMLAnchorElement>(root, "retry");
  const ids = describedIds(field.id);
  const render = (state: TrackingSearchState) => {
    const view = trackingSearchView(state, ids);
    applyAttributes(root, view.root);
    applyAttributes(field, view.field);
    applyAttributes(submit, view.submit);
    error.textContent = state.error;
  };
  const { searchAsIs, errors, trackingPath } = trackingSearch.options(root);
  let state: TrackingSearchState = {
    canSearch: searchAsIs,
    searching: false,
    error: error.textContent ?? "",
  };
  const update = (change: Partial<TrackingSearchState>) =>
    render((state = { ...state, ...change }));
  render(state);
  return cleanupAll([
    listen(field, "input", () => update({ canSearch: true, error: "" })),
    handleSubmit(
      form,
      {
        check: () => {
          const search = numberToSearch(field.value);
          if ("number" in search) return { ok: true, values: search.number };
          update({ error: errors[search.error] });
          return { ok: false, focus: field };
        },
        pending: (searching) => update({ searching }),
        failed: () => form.submit(),
        send: async (number) => {
          window.location.assign(`${trackingPath}/${encodeURIComponent(number)}`);
          return "leaving";
        },
      },
      "Tracking search",
    ),
    ...retry.map((link) =>
      listen(link, "click", (event) => {
        event.preventDefault();
        window.location.hash = link.hash;
        field.focus();
      }),
    ),
    listen(window, "pageshow", (event) => {
      if (event.persisted) update({ searching: false });
    }),
    () => render(SERVER_TRACKING_SEARCH),
  ]);
};
