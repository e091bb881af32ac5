import { marketId } from "virtual:site-config";
import {
  isSubmittedQuery,
  quoteQuery,
  RATE_FIELDS,
  showAllFromQuery,
  sortFromQuery,
  valuesFromQuery,
  type RateFormValues,
  type SortOrder,
} from "../../../domain/rates/query.ts";
import { showFieldError } from "../field-error.ts";
import { handleSubmit, type SubmitSteps } from "../form-submit.ts";
import { applyAttributes, applyView, cleanupAll, listen, type Behaviour } from "../widget.ts";
import {
  cardListView,
  cardRank,
  cardView,
  chargeableView,
  detailsView,
  errorPart,
  rateErrorText,
  ratesCalculator,
  sortButtonView,
  submitView,
} from "./rates-calculator.ts";
import type { RatesCheck } from "./rates-validation.ts";

/** Below this width the results sit under the form, so a search lands on them. */
const SIDE_BY_SIDE_QUERY = "(min-width: 1024px)";

/** What the form's inputs hold, field by field ("" for a missing input). */
function valuesInForm(form: HTMLFormElement): RateFormValues {
  return Object.fromEntries(
    RATE_FIELDS.map((field) => {
      const input = form.elements.namedItem(field);
      return [field, input instanceof HTMLInputElement ? input.value : ""];
    }),
  ) as RateFormValues;
}

/** The query of the quote the page shows, or null on the bare page. */
function shownQuery(): string | null {
  const params = new URLSearchParams(window.location.search);
  return isSubmittedQuery(params)
    ? quoteQuery(
        valuesFromQuery(params),
        sortFromQuery(params),
        showAllFromQuery(params),
      ).toString()
    : null;
}

/**
 * The rates calculator's behaviour on the server's markup (RatesCalculator.tsx): the chargeable
 * weight follows the sides as they are typed; Search checks the form with the shared schema,
 * shows the errors in place, or opens the quote's page (with the spinner meanwhile), or, when the
 * page already shows that very quote, brings its results into view (opening the same URL plus
 * #resultados would only scroll, and the spinner would stay); the order buttons sort the cards in
 * place and keep the order in the URL; each card's details open and close. The check (zod) is
 * fetched when the visitor starts on the form.
 */
export const ratesCalculatorBehaviour: Behaviour = (root) => {
  const { form, submit, submitLabel, chargeable, results } = ratesCalculator.parts<{
    form: HTMLFormElement;
    submit: HTMLButtonElement;
  }>(root);
  const options = ratesCalculator.options(root);
  let check: Promise<RatesCheck> | undefined;
  const loadCheck = () =>
    (check ??= import("./rates-validation.ts").then(({ ratesCheck }) => ratesCheck(marketId)));
  const shownParams = new URLSearchParams(window.location.search);
  let sort = sortFromQuery(shownParams);
  const showAll = showAllFromQuery(shownParams);

  const showChargeableWeight = () => {
    const view = chargeableView(valuesInForm(form), marketId, options);
    applyAttributes(chargeable, view.attributes);
    chargeable.textContent = view.text;
  };

  const fieldParts = RATE_FIELDS.map((field) => ({
    field,
    input: form.elements.namedItem(field) as HTMLInputElement,
    message: ratesCalculator.one(root, errorPart(field)),
  }));

  const showErrors = (errors: Record<string, string[]>) => {
    for (const { field, input, message } of fieldParts) {
      const code = errors[field]?.[0];
      const text = code ? rateErrorText(options.errorTemplates, code, options.maxima[field]) : "";
      showFieldError(message, text, [input]);
    }
  };

  const setSearching = (searching: boolean) => {
    const view = submitView(searching, options);
    applyView({ root, submit }, view, [[submitLabel, view.label]]);
  };

  /** The values to search, checked; null when the check could not be fetched. */
  const steps: SubmitSteps<RateFormValues | null> = {
    check: async () => {
      const values = valuesInForm(form);
      let errors: Record<string, string[]>;
      try {
        errors = (await loadCheck())(values);
      } catch (error) {
        // Without the check the form goes as it is: the server checks it and shows the errors.
        console.error("Rates calculator: could not load the form's check", error);
        check = undefined;
        return { ok: true, values: null };
      }
      showErrors(errors);
      return Object.keys(errors).length > 0 ? { ok: false } : { ok: true, values };
    },
    pending: setSearching,
    failed: () => form.submit(),
    send: async (values) => {
      if (values === null) {
        form.submit();
        return "leaving";
      }
      const query = quoteQuery(values, sort, showAll).toString();
      if (query === shownQuery()) {
        results.focus({ preventScroll: true });
        results.scrollIntoView({ block: "start" });
        return "shown";
      }
      const onPhone = !window.matchMedia(SIDE_BY_SIDE_QUERY).matches;
      // The form's action is the calculator's path in this market.
      window.location.assign(
        `${form.getAttribute("action")}?${query}${onPhone ? `#${results.id}` : ""}`,
      );
      return "leaving";
    },
  };

  /**
   * Shows the cards of the order in the places the server gave them (the recommended card's look
   * follows the list's order in CSS), and keeps the order in the URL and in the link to the other
   * view.
   */
  const sortCards = (order: SortOrder) => {
    sort = order;
    for (const button of ratesCalculator.all<HTMLButtonElement>(root, "sort")) {
      applyAttributes(button, sortButtonView(button.value as SortOrder, order));
    }
    const [list] = ratesCalculator.all(root, "cards");
    if (list) {
      applyAttributes(list, cardListView(order));
      const cards = ratesCalculator.all(list, "card");
      for (const card of cards) applyAttributes(card, cardView(cardRank(card, order)));
      const place = (card: HTMLElement) => cardRank(card, order) ?? Infinity;
      list.append(...cards.sort((a, b) => place(a) - place(b)));
    }
    const withOrder = (href: string) => {
      const url = new URL(href, window.location.href);
      url.searchParams.set("sort", order);
      return url;
    };
    for (const link of ratesCalculator.all<HTMLAnchorElement>(root, "show-all")) {
      const url = withOrder(link.href);
      link.href = `${url.pathname}${url.search}${url.hash}`;
    }
    window.history.replaceState(window.history.state, "", withOrder(window.location.href));
  };

  const toggleDetails = (toggle: HTMLElement) => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    const view = detailsView(open, options);
    applyAttributes(toggle, view.toggle);
    const details = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (details) applyAttributes(details, view.details);
    ratesCalculator.one(toggle, "details-toggle-label").textContent = view.label;
  };

  showChargeableWeight();
  if (form.contains(document.activeElement)) void loadCheck();
  return cleanupAll([
    listen(form, "focusin", () => void loadCheck()),
    listen(form, "input", showChargeableWeight),
    handleSubmit(form, steps, "Rates calculator"),
    ...ratesCalculator.all<HTMLButtonElement>(root, "sort").map((button) =>
      listen(button, "click", (event) => {
        event.preventDefault();
        sortCards(button.value === "fastest" ? "fastest" : "cheapest");
      }),
    ),
    ...ratesCalculator
      .all(root, "details-toggle")
      .map((toggle) => listen(toggle, "click", () => toggleDetails(toggle))),
    // Back from the quote's page through the back-forward cache: the form again, not the spinner.
    listen(window, "pageshow", (event) => {
      if (event.persisted) setSearching(false);
    }),
    () => setSearching(false),
  ]);
};
