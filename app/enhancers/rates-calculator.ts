import { marketId } from "virtual:site-config";
import {
  chargeableWeightOf,
  quoteQuery,
  RATE_FIELDS,
  rateErrorText,
  sortFromQuery,
  valuesInForm,
  type SortOrder,
} from "../../domain/rates/query.ts";
import { showFieldError } from "./field-error.ts";
import type { RatesCheck } from "./rates-validation.ts";
import { cleanupAll, listen, required, type Enhancer } from "./types.ts";

/** Below this width the results sit under the form, so a search lands on them. */
const SIDE_BY_SIDE_QUERY = "(min-width: 1024px)";

/**
 * The rates calculator's behaviour on the server's markup (components/rates/RatesCalculator.tsx):
 * the chargeable weight follows the dimensions as they are typed; Search checks the form with the
 * shared schema, shows the errors in place or opens the quote's page (with the spinner meanwhile);
 * the order buttons sort the cards in place and keep the order in the URL; each card's details
 * open and close. The check (zod) is fetched when the visitor starts on the form.
 */
export const enhanceRatesCalculator: Enhancer = (root) => {
  const form = required<HTMLFormElement>(root, "form");
  const submit = required<HTMLButtonElement>(form, 'button[type="submit"]');
  const submitLabel = required<HTMLElement>(submit, "[data-label]");
  const idleLabel = submitLabel.textContent;
  const chargeable = required<HTMLElement>(form, "[data-chargeable-weight]");
  const messages = JSON.parse(form.dataset.errorMessages ?? "{}") as Record<string, string>;
  let check: Promise<RatesCheck> | undefined;
  const loadCheck = () =>
    (check ??= import("./rates-validation.ts").then(({ ratesCheck }) => ratesCheck(marketId)));
  let sort = sortFromQuery(new URLSearchParams(window.location.search));

  const showChargeableWeight = () => {
    const weight = chargeableWeightOf(valuesInForm(form));
    chargeable.textContent =
      weight === null
        ? (chargeable.dataset.empty ?? "")
        : (chargeable.dataset.valueTemplate ?? "{value}").replace("{value}", String(weight));
  };

  const fieldParts = RATE_FIELDS.map((field) => ({
    field,
    input: required<HTMLInputElement>(form, `input[name="${field}"]`),
    message: required<HTMLElement>(form, `[data-error-for="${field}"]`),
  }));

  const showErrors = (errors: Record<string, string[]>) => {
    for (const { field, input, message } of fieldParts) {
      const code = errors[field]?.[0];
      const text = code ? rateErrorText(messages, code, input.dataset.max ?? "") : "";
      showFieldError(message, text, [input]);
    }
  };

  const setSearching = (searching: boolean) => {
    if (searching) root.dataset.searching = "true";
    else delete root.dataset.searching;
    submit.disabled = searching;
    submitLabel.textContent = searching ? (submit.dataset.searchingLabel ?? idleLabel) : idleLabel;
  };

  const search = async () => {
    const values = valuesInForm(form);
    let errors: Record<string, string[]>;
    try {
      errors = (await loadCheck())(values);
    } catch (error) {
      // Without the check the form goes as it is: the server checks it and shows the errors.
      console.error("Rates calculator: could not load the form's check", error);
      check = undefined;
      setSearching(true);
      form.submit();
      return;
    }
    showErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSearching(true);
    const onPhone = !window.matchMedia(SIDE_BY_SIDE_QUERY).matches;
    window.location.assign(
      `/cotizador?${quoteQuery(values, sort).toString()}${onPhone ? "#resultados" : ""}`,
    );
  };

  /** Reorders the cards by the places the server gave them, and keeps the order in the URL. */
  const sortCards = (order: SortOrder) => {
    sort = order;
    for (const button of root.querySelectorAll<HTMLElement>("[data-sort-order]")) {
      button.setAttribute("aria-pressed", String(button.dataset.sortOrder === order));
    }
    const list = root.querySelector<HTMLElement>("[data-rate-cards]");
    if (list) {
      const rankOf = (card: HTMLElement) =>
        Number(order === "fastest" ? card.dataset.rankFastest : card.dataset.rankCheapest);
      const cards = [...list.querySelectorAll<HTMLElement>(":scope > [data-rank-cheapest]")];
      list.append(...cards.sort((a, b) => rankOf(a) - rankOf(b)));
    }
    const url = new URL(window.location.href);
    url.searchParams.set("sort", order);
    window.history.replaceState(window.history.state, "", url);
  };

  const toggleDetails = (toggle: HTMLElement) => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    const details = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (details) details.hidden = !open;
    required<HTMLElement>(toggle, "[data-label]").textContent =
      (open ? toggle.dataset.hideLabel : toggle.dataset.showLabel) ?? "";
  };

  showChargeableWeight();
  if (form.contains(document.activeElement)) void loadCheck();
  return cleanupAll([
    listen(form, "focusin", () => void loadCheck()),
    listen(form, "input", showChargeableWeight),
    listen(form, "submit", (event) => {
      event.preventDefault();
      void search();
    }),
    listen(root, "click", (event) => {
      const target = event.target as Element;
      const sortButton = target.closest<HTMLElement>("[data-sort-order]");
      if (sortButton) {
        event.preventDefault();
        sortCards(sortButton.dataset.sortOrder === "fastest" ? "fastest" : "cheapest");
        return;
      }
      const toggle = target.closest<HTMLElement>("[data-details-toggle]");
      if (toggle) toggleDetails(toggle);
    }),
    // Back from the quote's page through the back-forward cache: the form again, not the spinner.
    listen(window, "pageshow", (event) => {
      if (event.persisted) setSearching(false);
    }),
    () => setSearching(false),
  ]);
};
