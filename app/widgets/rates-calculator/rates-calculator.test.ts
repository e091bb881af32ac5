// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { quoteParcel } from "../../../domain/rates/quotes.ts";
import { MAX_WEIGHT } from "../../../domain/rates/schema.ts";
import { RatesCalculator, type RatesPageState } from "./RatesCalculator.tsx";
import { shortlist } from "../../../domain/rates/shortlist.ts";
import {
  showAllFromQuery,
  sortFromQuery,
  valuesFromQuery,
  type RateField,
  type SortOrder,
} from "../../../domain/rates/query.ts";
import rates from "../../../domain/locales/es-MX/rates.json";
import { renderWidget } from "../test-helpers.ts";
import { errorPart, ratesCalculator } from "./rates-calculator.ts";
import { ratesCalculatorBehaviour } from "./rates-calculator.behaviour.ts";

const QUOTE = "origin=06700&destination=44100&length=30&height=20&width=15&weight=2";

let root: HTMLElement;
let cleanup: () => void;

/** The calculator as the server draws it for `query`, with its behaviour. */
function open(query = "") {
  const params = new URLSearchParams(query);
  const values = valuesFromQuery(params);
  const outcome = quoteParcel("mx", values);
  const view = { values, sort: sortFromQuery(params), showAll: showAllFromQuery(params) };
  const state: RatesPageState =
    query && outcome.ok
      ? { ...view, kind: "results", quotes: outcome.quotes }
      : { ...view, kind: "initial" };
  window.history.replaceState(null, "", `/cotizador${query ? `?${query}` : ""}`);
  root = renderWidget(createElement(RatesCalculator, { state }), ratesCalculator);
  vi.stubGlobal("matchMedia", () => ({ matches: true }));
  // jsdom does not navigate; it reports the attempt on the console.
  vi.spyOn(console, "error").mockImplementation(() => {});
  cleanup = ratesCalculatorBehaviour(root);
}

const input = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
function type(name: string, value: string) {
  input(name).value = value;
  input(name).dispatchEvent(new Event("input", { bubbles: true }));
}
const errorOf = (name: RateField) => ratesCalculator.one(root, errorPart(name)).textContent;
const chargeable = () => ratesCalculator.one(root, "chargeable").textContent;
const cards = () => [...root.querySelectorAll<HTMLElement>('[data-testid="rate-card"]')];
/** The ids of the cards shown, in their order. */
const cardIds = () =>
  cards()
    .filter((card) => !card.hidden)
    .map((card) => card.dataset.quote);
const quotesOf = (query: string) => {
  const outcome = quoteParcel("mx", valuesFromQuery(new URLSearchParams(query)));
  if (!outcome.ok) throw new Error(query);
  return outcome.quotes;
};
/** Sends the form and waits for its check (a chunk of its own) to have answered. */
async function send() {
  ratesCalculator.one<HTMLFormElement>(root, "form").requestSubmit();
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
const sortButton = (order: SortOrder) =>
  ratesCalculator.all<HTMLButtonElement>(root, "sort").find((button) => button.value === order)!;

const elementScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  Element.prototype.scrollIntoView = elementScrollIntoView;
  vi.doUnmock("./rates-validation.ts");
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("rates calculator", () => {
  it("shows the chargeable weight as the sides are typed, including those typed before it ran", () => {
    open();
    input("length").value = "30";
    cleanup();
    cleanup = ratesCalculatorBehaviour(root);
    expect(chargeable()).toBe(rates.form.chargeable.empty);
    type("height", "20");
    type("width", "15");
    expect(chargeable()).toBe("2.25\u00a0kg"); // 30 × 20 × 15 / 4000, exactly
    type("width", "15,5"); // a decimal comma, as visitors in Mexico may type it
    expect(chargeable()).toBe("2.33\u00a0kg"); // 2.325
    type("width", "");
    expect(chargeable()).toBe(rates.form.chargeable.empty);
  });

  it("states the market's rule with its divisor and units, and asks for the sides in its order", () => {
    open();
    const rule = root.querySelector('[data-testid="chargeable-rule"]')!.textContent;
    expect(rule).toContain("/\u00a04000");
    expect(rule).toContain("centímetros");
    expect(rule).toContain("kilogramos");
    const names = [...root.querySelectorAll("input")].map((field) => field.name);
    expect(names).toEqual(["origin", "destination", "length", "height", "width", "weight"]);
    expect(root.querySelector("fieldset legend")!.textContent).toBe("Medidas del paquete (cm)");
    expect(root.querySelector(`label[for="${input("weight").id}"]`)!.textContent).toBe(
      "Peso real (kg)",
    );
  });

  it("shows in each card's details the form's chargeable weight and, apart, the weight it is billed as", () => {
    open(QUOTE);
    const cards = [...root.querySelectorAll<HTMLElement>('[data-testid="rate-card"]')];
    expect(cards.length).toBeGreaterThan(1);
    for (const card of cards) {
      const text = (id: string) => card.querySelector(`[data-testid="${id}"]`)!.textContent;
      expect(text("rate-chargeable-weight")).toBe(chargeable());
      expect(text("rate-billed-weight")).toBe("2.5\u00a0kg");
      expect(card.textContent).toContain(
        rates.results.details.billedRule.replace("{{increment}}", "0.5\u00a0kg"),
      );
    }
    expect(chargeable()).toBe("2.25\u00a0kg");
  });

  it("shows each field's error in the visitor's language, with the market's bound, and does not search", async () => {
    open();
    type("origin", "123");
    type("weight", "9999");
    await send();
    expect(errorOf("origin")).toBe(rates.errors.invalid_postal_code);
    expect(errorOf("destination")).toBe(rates.errors.required);
    expect(MAX_WEIGHT.mx).toBe(1000);
    expect(errorOf("weight")).toBe(rates.errors.too_heavy.replace("{{max}}", "1,000\u00a0kg"));
    expect(input("origin").getAttribute("aria-invalid")).toBe("true");
    expect(input("origin").getAttribute("aria-describedby")).toBe(
      ratesCalculator.one(root, errorPart("origin")).id,
    );
    expect(root.dataset.searching).toBeUndefined();

    type("origin", "06700");
    await send();
    expect(errorOf("origin")).toBe("");
    expect(input("origin").hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows the spinner for a valid form, and the form again after a return from the back-forward cache", async () => {
    open();
    for (const [name, value] of new URLSearchParams(QUOTE)) type(name, value);
    await send();
    const submit = ratesCalculator.one<HTMLButtonElement>(root, "submit");
    expect(root.dataset.searching).toBe("true");
    expect(submit.disabled).toBe(true);
    expect(submit.textContent).toBe(rates.form.searching);
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(root.dataset.searching).toBeUndefined();
    expect(submit.textContent).toBe(rates.form.submit);
  });

  it("on a quote's page, a search with the same values brings the results into view, without the spinner", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled; // jsdom has none
    open(`${QUOTE}&sort=fastest`);
    vi.stubGlobal("matchMedia", () => ({ matches: false })); // a phone: results under the form
    await send();
    const submit = ratesCalculator.one<HTMLButtonElement>(root, "submit");
    expect(root.dataset.searching).toBeUndefined();
    expect(submit.disabled).toBe(false);
    expect(submit.textContent).toBe(rates.form.submit);
    expect(scrolled).toHaveBeenCalledOnce();
    expect(scrolled.mock.contexts[0]).toBe(ratesCalculator.one(root, "results"));
    expect(document.activeElement).toBe(ratesCalculator.one(root, "results"));
    expect(window.location.hash).toBe(""); // not the same URL plus #resultados

    // Another value is another quote: its page opens, with the spinner meanwhile.
    type("weight", "3");
    await send();
    expect(root.dataset.searching).toBe("true");
    expect(submit.disabled).toBe(true);
  });

  it("sends the form as it is for the server to check when its own check cannot be fetched", async () => {
    vi.doMock("./rates-validation.ts", () => {
      throw new Error("offline");
    });
    open();
    const nativeSubmit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    type("origin", "123");
    await send();
    expect(nativeSubmit).toHaveBeenCalledOnce();
    expect(root.dataset.searching).toBe("true");
  });

  it("sorts the cards in place in the server's orders, each carrier's best, and keeps the order in the URL", () => {
    open(QUOTE);
    const { quotes, fastestId } = quotesOf(QUOTE);
    const ids = (order: SortOrder) => shortlist(quotes, order).map((q) => q.id);
    const cheapestFirst = cardIds();
    expect(cheapestFirst).toEqual(ids("cheapest"));
    expect(sortButton("cheapest").getAttribute("aria-pressed")).toBe("true");

    sortButton("fastest").click();
    const fastestFirst = cardIds();
    expect(fastestFirst).toEqual(ids("fastest"));
    expect(fastestFirst[0]).toBe(fastestId);
    expect(fastestFirst).not.toEqual(cheapestFirst);
    expect(ratesCalculator.one(root, "cards").dataset.sort).toBe("fastest");
    expect(sortButton("fastest").getAttribute("aria-pressed")).toBe("true");
    expect(sortButton("cheapest").getAttribute("aria-pressed")).toBe("false");
    expect(new URL(window.location.href).searchParams.get("sort")).toBe("fastest");
    const showAll = ratesCalculator.one<HTMLAnchorElement>(root, "show-all");
    expect(new URL(showAll.href).searchParams.get("sort")).toBe("fastest");
    expect(new URL(showAll.href).searchParams.get("all")).toBe("1");

    sortButton("cheapest").click();
    expect(cardIds()).toEqual(cheapestFirst);
    expect(ratesCalculator.one(root, "cards").dataset.sort).toBe("cheapest");
  });

  it("shows one card per carrier, up to the shortlist, and links to every offer", () => {
    open(QUOTE);
    const { quotes } = quotesOf(QUOTE);
    const shown = cards().filter((card) => !card.hidden);
    const carriers = shown.map((card) => card.dataset.quote!.split(":")[0]);
    expect(new Set(carriers).size).toBe(shown.length);
    expect(shown.length).toBeLessThan(quotes.length);
    const showAll = ratesCalculator.one<HTMLAnchorElement>(root, "show-all");
    expect(showAll.textContent).toBe(
      rates.results.showAll.replace("{{count}}", String(quotes.length)),
    );
    expect(showAll.getAttribute("href")).toMatch(/^\/cotizador\?.*&all=1#resultados$/);

    open(`${QUOTE}&all=1`);
    expect(cardIds()).toHaveLength(quotes.length);
    expect(ratesCalculator.one(root, "show-all").textContent).toBe(rates.results.showBest);
    // The form keeps the view: sent again (a new order without JavaScript), it shows every offer.
    expect(root.querySelector<HTMLInputElement>('input[name="all"]')?.value).toBe("1");
  });

  it.each([
    ["each carrier's best", ""],
    ["every offer", "&all=1"],
  ])("recommends the first card of each order, and no other (%s)", (_, view) => {
    open(`${QUOTE}${view}`);
    for (const order of ["cheapest", "fastest"] as const) {
      sortButton(order).click();
      const recommended = cards().filter((card) =>
        card.dataset.recommended?.split(" ").includes(order),
      );
      expect(recommended.map((card) => card.dataset.quote)).toEqual([cardIds()[0]]);
      expect(recommended[0]!.querySelector('[data-testid="recommended-badge"]')?.textContent).toBe(
        rates.results.recommended,
      );
    }
  });

  it("shows each card's carrier wordmark and a Contract link to the merchant app's sign-up", () => {
    open(QUOTE);
    const { quotes } = quotesOf(QUOTE);
    for (const card of cards()) {
      const quote = quotes.find((q) => q.id === card.dataset.quote)!;
      expect(card.querySelector('[data-testid="carrier-mark"]')?.textContent).toBe(
        quote.carrierName,
      );
      const contract = card.querySelector<HTMLAnchorElement>('[data-testid="rate-contract"]')!;
      expect(contract.textContent).toContain(rates.results.contract);
      expect(contract.target).toBe("_blank");
      const href = new URL(contract.href);
      expect(href.pathname).toBe("/registro");
      expect(href.searchParams.get("quote")).toBe(quote.id);
      expect(href.searchParams.get("origin")).toBe("06700");
    }
  });

  it("opens and closes a card's details", () => {
    open(QUOTE);
    const toggle = ratesCalculator.one<HTMLButtonElement>(root, "details-toggle");
    const details = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(details.hidden).toBe(true);
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe(rates.results.hideDetails);
    expect(details.hidden).toBe(false);
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.textContent).toBe(rates.results.showDetails);
    expect(details.hidden).toBe(true);
  });
});
