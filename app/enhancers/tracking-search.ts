import { cleanupAll, listen, required, type Enhancer } from "./types.ts";

/** Spec: the tracking-number field asks for at least 5 characters. */
export const TRACKING_NUMBER_MIN_LENGTH = 5;

/**
 * The tracking search. Search stays disabled until the field has been edited (spec); a search
 * shows the spinner (`data-searching` on the root) and opens the shipment's page, skipping the
 * /tracking/buscar redirect that the form uses without JavaScript. Coming back to this page from
 * the browser's back-forward cache shows the form again, not the spinner.
 */
export const enhanceTrackingSearch: Enhancer = (root) => {
  const form = required<HTMLFormElement>(root, "form");
  const field = required<HTMLInputElement>(form, 'input[name="numero"]');
  const submit = required<HTMLButtonElement>(form, 'button[type="submit"]');
  submit.disabled = true;
  const showForm = () => delete root.dataset.searching;
  return cleanupAll([
    listen(field, "input", () => {
      submit.disabled = false;
    }),
    listen(form, "submit", (event) => {
      event.preventDefault();
      const number = field.value.trim();
      if (number.length < TRACKING_NUMBER_MIN_LENGTH) return;
      root.dataset.searching = "true";
      window.location.assign(`/tracking/${encodeURIComponent(number)}`);
    }),
    listen(window, "pageshow", (event) => {
      if (event.persisted) showForm();
    }),
    () => {
      submit.disabled = false;
      showForm();
    },
  ]);
};
