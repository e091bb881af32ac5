import { expect, test } from "./test.ts";
import type { Page } from "@playwright/test";
import { MARKETS, type MarketId } from "../../domain/site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import type rates from "../../domain/locales/es-MX/rates.json";
import { fill, marketOf } from "./copy.ts";
import { sampleQuotePath, unservedQuotePath } from "./sample-routes.ts";
import { pathOf } from "./paths.ts";
import { ratesCalculator } from "../../app/widgets/rates-calculator/rates-calculator.ts";

/**
 * The calculator in each market's units and locale (rates.spec.ts tests its behaviour in detail,
 * on Mexico). Runs for every project: each test's expectations are the market's.
 */

const copyOf = (market: MarketId) =>
  readLocaleNamespace(MARKETS[market].locale, "rates") as typeof rates;

/** What each market's sample quote (sample-routes.ts) shows, and how its visitors type numbers. */
const EXPECTED = {
  mx: {
    units: { length: "cm", weight: "kg" },
    rule: ["/ 4000", "centímetros", "kilogramos"],
    chargeable: "2.25 kg",
    billed: "2.5 kg",
    priceNote: "sin IVA",
    sides: ["length", "height", "width"],
    // 30.5 × 20 × 15 / 4000 = 2.2875, shown to two decimals
    typed: { length: "30,5", side2: "20", side3: "15", weight: "2,5" },
    typedChargeable: "2.29 kg",
  },
  ar: {
    units: { length: "cm", weight: "kg" },
    rule: ["/ 4000", "centímetros", "kilogramos"],
    chargeable: "2,25 kg",
    billed: "2,5 kg",
    priceNote: "sin IVA",
    sides: ["length", "height", "width"],
    typed: { length: "30,5", side2: "20", side3: "15", weight: "2,5" },
    typedChargeable: "2,29 kg",
  },
  us: {
    units: { length: "in", weight: "lb" },
    rule: ["/ 139", "inches", "pounds"],
    chargeable: "4.14 lb", // 12 × 8 × 6 / 139 = 4.1439…
    billed: "5 lb",
    priceNote: "before tax",
    sides: ["length", "width", "height"],
    typed: { length: "12.5", side2: "8", side3: "6", weight: "2.5" },
    typedChargeable: "4.32 lb", // 600 / 139 = 4.3165…
  },
} as const;

/** Text as a visitor reads it: Intl's no-break spaces are spaces. */
const readable = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

const ready = (page: Page) =>
  expect(page.locator('[data-module="rates-calculator"]')).toHaveAttribute("data-ready", "true");

test("the form and every card's details agree, in the market's units and number format", async ({
  page,
}, info) => {
  const market = marketOf(info.project.name);
  const copy = copyOf(market);
  const expected = EXPECTED[market];
  await page.goto(sampleQuotePath(market));
  await expect(page.getByTestId("chargeable-weight")).toHaveText(expected.chargeable);
  const rule = readable(await page.getByTestId("chargeable-rule").textContent());
  for (const part of expected.rule) expect(rule).toContain(part);

  const cards = page.getByTestId("rate-card");
  expect(await cards.count()).toBeGreaterThan(1);
  const chargeable = (await cards.getByTestId("rate-chargeable-weight").allTextContents()).map(
    readable,
  );
  const billed = (await cards.getByTestId("rate-billed-weight").allTextContents()).map(readable);
  expect(new Set(chargeable)).toEqual(new Set([expected.chargeable]));
  expect(new Set(billed)).toEqual(new Set([expected.billed]));
  expect(chargeable).toHaveLength(await cards.count());

  await ready(page);
  const first = cards.first();
  await first.getByRole("button", { name: copy.results.showDetails }).click();
  await expect(first.getByTestId("rate-chargeable-weight")).toBeVisible();
  await expect(first.getByTestId("rate-billed-weight")).toHaveText(expected.billed);
  await expect(first).toContainText(expected.priceNote);
});

test("the form asks for the market's units, in its order, and reads numbers as its visitors type them", async ({
  page,
}, info) => {
  const market = marketOf(info.project.name);
  const copy = copyOf(market);
  const expected = EXPECTED[market];
  await page.goto(pathOf("rates"));
  await ready(page);
  await expect(page.locator("fieldset legend")).toHaveText(
    fill(copy.form.dimensions, { unit: expected.units.length }),
  );
  const names = await page
    .locator("fieldset input")
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));
  expect(names).toEqual(expected.sides);

  const field = (label: string) => page.getByRole("textbox", { name: label, exact: true });
  const [, second, third] = expected.sides;
  await field(copy.form.origin.label).fill(copy.form.origin.placeholder);
  await field(copy.form.destination.label).fill(copy.form.destination.placeholder);
  await field(copy.form.length).fill(expected.typed.length);
  await field(copy.form[second]).fill(expected.typed.side2);
  await field(copy.form[third]).fill(expected.typed.side3);
  await field(fill(copy.form.weight, { unit: expected.units.weight })).fill(expected.typed.weight);
  await expect(page.getByTestId("chargeable-weight")).toHaveText(expected.typedChargeable);
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByTestId("rate-card").first()).toBeVisible();
  await expect(page.getByTestId("chargeable-weight")).toHaveText(expected.typedChargeable);
  await expect(page.getByTestId("rate-chargeable-weight").first()).toHaveText(
    expected.typedChargeable,
  );
});

test("a weight typed with a decimal comma is quoted where visitors write one, refused elsewhere", async ({
  page,
}, info) => {
  const market = marketOf(info.project.name);
  const copy = copyOf(market);
  const query = new URLSearchParams(sampleQuotePath(market).split("?")[1]);
  query.set("weight", "2,5");
  await page.goto(`${pathOf("rates")}?${query}`);
  const realWeight = page.getByTestId("rate-real-weight");
  const shown = { mx: "2.5 kg", ar: "2,5 kg", us: null }[market];
  if (shown === null) {
    await expect(page.getByText(copy.errors.invalid_number)).toBeVisible();
    await expect(realWeight).toHaveCount(0);
  } else {
    await expect(page.getByTestId("rate-card").first()).toBeVisible();
    expect(new Set((await realWeight.allTextContents()).map(readable))).toEqual(new Set([shown]));
  }
});

test("the page names only the market's units, and its prices before tax", async ({
  page,
}, info) => {
  const market = marketOf(info.project.name);
  const expected = EXPECTED[market];
  const foreign =
    market === "us"
      ? [/\bkg\b/, /\bcm\b/, /kilogram/i, /centim/i, /\/ 4000/]
      : [/\blb\b/, /\bpounds?\b/i, /\binch(es)?\b/i, /\/ 139/];
  for (const url of [pathOf("rates"), sampleQuotePath(market)]) {
    await page.goto(url);
    const text = readable(await page.locator("body").textContent());
    for (const unit of foreign) expect(text, `${url}: ${unit}`).not.toMatch(unit);
  }
  const notes = page.getByTestId("rate-card").getByText(expected.priceNote, { exact: true });
  expect(await notes.count()).toBe(await page.getByTestId("rate-card").count());
});

/** The spec's no-results copy (section 8): a title and a lede; the US copy says both in one line. */
const NO_RESULTS = {
  mx: { title: "¡Lo sentimos!", lede: "No encontramos resultados para tu búsqueda" },
  ar: { title: "¡Lo sentimos!", lede: "No encontramos resultados para tu búsqueda" },
  us: { title: "We're sorry, no results found", lede: undefined },
} satisfies Record<MarketId, { title: string; lede: string | undefined }>;

test("no results: the spec's words lead, then why and what to try", async ({ page }, info) => {
  const market = marketOf(info.project.name);
  const copy = copyOf(market);
  const expected = NO_RESULTS[market];
  await page.goto(unservedQuotePath(market));
  const empty = page.getByTestId("rates-empty");
  await expect(empty.getByRole("heading", { level: 2 })).toHaveText(expected.title);
  const lede = empty.getByTestId("rates-empty-lede");
  if (expected.lede) await expect(lede).toHaveText(expected.lede);
  else await expect(lede).toHaveCount(0);
  await expect(empty.getByTestId("rates-empty-reason")).toBeVisible();
  await expect(empty.getByRole("heading", { level: 3 })).toHaveText(copy.noResults.tryTitle);
  await expect(empty.getByRole("listitem").first()).toHaveText(copy.noResults.checkCodes);
});

test("the results recommend one offer in each order, in the market's words, with one primary button", async ({
  page,
}, info) => {
  const market = marketOf(info.project.name);
  const copy = copyOf(market);
  for (const sort of ["cheapest", "fastest"]) {
    await page.goto(`${sampleQuotePath(market)}&sort=${sort}`);
    const cards = page.getByTestId("rate-card").filter({ visible: true });
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(page.getByTestId("recommended-badge").filter({ visible: true })).toHaveCount(1);
    await expect(cards.first().getByTestId("recommended-badge")).toHaveText(
      copy.results.recommended,
    );
    // One card per carrier, each with its wordmark.
    const marks = await cards.getByTestId("carrier-mark").allTextContents();
    expect(marks).toHaveLength(await cards.count());
    expect(new Set(marks).size).toBe(marks.length);
    const backgrounds = await cards
      .getByTestId("rate-contract")
      .evaluateAll((links) => links.map((link) => getComputedStyle(link).backgroundColor));
    const primary = backgrounds.filter((colour) => colour !== "rgb(255, 255, 255)");
    expect(primary, sort).toHaveLength(1);
    expect(backgrounds[0], sort).toBe(primary[0]);
  }
});

test("the results' heading counts the cards shown, says of how many when it shows fewer, and every card's details start closed alike", async ({
  page,
}, info) => {
  const market = marketOf(info.project.name);
  const copy = copyOf(market);
  await page.goto(sampleQuotePath(market));
  await ready(page);
  const cards = page.getByTestId("rate-card").filter({ visible: true });
  const shown = await cards.count();
  const showAll = page.locator(ratesCalculator.selector("show-all"));
  await expect(showAll).toHaveCount(1);
  const total = Number(/\d+/.exec((await showAll.textContent()) ?? "")?.[0]);
  expect(total).toBeGreaterThan(shown);
  await expect(page.getByTestId("rates-count")).toHaveText(
    fill(copy.results.titleShortlist_other, { shown, count: total }),
  );
  // The same closed toggle on every card, whatever its place.
  const toggles = cards.locator(ratesCalculator.selector("details-toggle"));
  await expect(toggles).toHaveCount(shown);
  expect(new Set(await toggles.allTextContents())).toEqual(new Set([copy.results.showDetails]));
  expect(
    new Set(
      await toggles.evaluateAll((all) => all.map((toggle) => toggle.getAttribute("aria-expanded"))),
    ),
  ).toEqual(new Set(["false"]));

  await showAll.click();
  await expect(page.getByTestId("rate-card").filter({ visible: true })).toHaveCount(total);
  await expect(page.getByTestId("rates-count")).toHaveText(
    fill(copy.results.title_other, { count: total }),
  );
});
