import { expect, test } from "./test.ts";
import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { copyFor, fill } from "./copy.ts";
import { sampleQuotePath } from "./sample-routes.ts";
import { pathOf } from "./paths.ts";

const copy = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../../domain/locales/es-MX/rates.json"), "utf8"),
);
const common = copyFor("mx");
const weightLabel = fill(copy.form.weight, { unit: "kg" });
const input = (page: Page, label: string) =>
  page.getByRole("textbox", { name: label, exact: true });
/** The cards the view shows (the other order's are drawn too, hidden). */
const shownCards = (page: Page) => page.getByTestId("rate-card").filter({ visible: true });
const prices = async (page: Page) =>
  (await shownCards(page).getByTestId("rate-price").allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, "")),
  );

/** The accent: the primary button's colour. */
const PRIMARY_BACKGROUND = "rgb(255, 107, 44)";

/**
 * The view recommends one offer, its first: one badge, one primary Contract button, and every
 * card shows its carrier's wordmark.
 */
async function expectOneRecommendation(page: Page) {
  const cards = shownCards(page);
  await expect(page.getByTestId("recommended-badge").filter({ visible: true })).toHaveCount(1);
  await expect(cards.first().getByTestId("recommended-badge")).toHaveText(copy.results.recommended);
  await expect(cards.first().getByTestId("rate-contract")).toHaveAccessibleName(
    new RegExp(`${copy.results.recommended}`),
  );
  await expect
    .poll(() =>
      cards
        .getByTestId("rate-contract")
        .evaluateAll((links) => links.map((link) => getComputedStyle(link).backgroundColor)),
    )
    .toEqual(
      [PRIMARY_BACKGROUND].concat(
        Array.from({ length: (await cards.count()) - 1 }, () => "rgb(255, 255, 255)"),
      ),
    );
  await expect(cards.getByTestId("carrier-mark")).toHaveCount(await cards.count());
}

const calculator = (page: Page) => page.locator('[data-module="rates-calculator"]');

/** Waits for the calculator's behaviour: the page works as a form before, but does less. */
const ready = (page: Page) => expect(calculator(page)).toHaveAttribute("data-ready", "true");

/**
 * Opens the calculator once its behaviour has attached, so each test starts from the same state (typing
 * before that is a case of its own, tested below).
 */
async function openCalculator(page: Page, query = "") {
  await page.goto(`${pathOf("rates")}${query}`);
  await ready(page);
}

async function askForQuote(page: Page, origin: string, destination: string) {
  await input(page, copy.form.origin.label).fill(origin);
  await input(page, copy.form.destination.label).fill(destination);
  await input(page, copy.form.length).fill("30");
  await input(page, copy.form.height).fill("20");
  await input(page, copy.form.width).fill("15");
  await input(page, weightLabel).fill("2");
  await page.getByRole("button", { name: copy.form.submit }).click();
}

test("a seller gets quotes, sorts them, opens the details, and the URL reproduces the quote", async ({
  page,
}) => {
  await openCalculator(page);
  await expect(page.getByText(copy.initial.title)).toBeVisible();
  await input(page, copy.form.length).fill("30");
  await input(page, copy.form.height).fill("20");
  await input(page, copy.form.width).fill("15");
  // 30 × 20 × 15 / 4000 = 2.25 kg, shown while typing, exactly as the formula gives it.
  await expect(page.getByTestId("chargeable-weight")).toHaveText("2.25 kg");

  await askForQuote(page, "06700", "44100");
  const cards = shownCards(page);
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  await expect(page).toHaveURL(/origin=06700.*destination=44100/);

  const cheapestFirst = await prices(page);
  expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
  await expect(cards.first()).toContainText(copy.results.cheapestBadge);
  await expectOneRecommendation(page);

  await ready(page);
  await page.getByRole("button", { name: copy.results.fastest }).click();
  await expect(page).toHaveURL(/sort=fastest/);
  await expect(cards.first()).toContainText(copy.results.fastestBadge);
  await expectOneRecommendation(page);

  const firstCard = cards.first();
  const toggle = firstCard.getByRole("button", { name: copy.results.showDetails });
  await toggle.click();
  await expect(firstCard.getByRole("button", { name: copy.results.hideDetails })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(firstCard).toContainText(copy.results.details.billedWeight);
  await expect(firstCard.getByTestId("rate-chargeable-weight")).toHaveText("2.25 kg");
  await expect(firstCard.getByTestId("rate-billed-weight")).toHaveText("2.5 kg");
  await firstCard.getByRole("button", { name: copy.results.hideDetails }).click();
  await expect(firstCard.getByText(copy.results.details.billedWeight)).toBeHidden();

  const contract = firstCard.getByRole("link", { name: new RegExp(copy.results.contract) });
  // Contract leads to the merchant app's sign-up, with the quote, in a new tab.
  await expect(contract).toHaveAttribute("href", /\/registro\?origin=06700&.*quote=/);
  await expect(contract).toHaveAttribute("target", "_blank");

  const shared = page.url();
  const other = await page.context().newPage();
  const pageErrors: string[] = [];
  other.on("pageerror", (error) => pageErrors.push(error.message));
  // The server draws the quotes for the URL: they are there without any script.
  await other.route("**/*.js", (route) => route.abort());
  await other.goto(shared);
  await expect(other.getByTestId("rate-card").first()).toBeVisible();
  expect(await shownCards(other).count()).toBe(await cards.count());
  await expect(input(other, copy.form.origin.label)).toHaveValue("06700");
  await expect(other.getByRole("button", { name: copy.results.fastest })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(pageErrors).toEqual([]);
});

test("what a seller types before the page's scripts have run is kept", async ({ page }) => {
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/rates-calculator\.behaviour-[\w-]+\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto(pathOf("rates"), { waitUntil: "commit" });
  await input(page, copy.form.length).fill("30");
  await input(page, copy.form.height).fill("20");
  await input(page, copy.form.width).fill("15");
  await expect(page.getByTestId("chargeable-weight")).toHaveText(copy.form.chargeable.empty);

  releaseScripts();
  await ready(page);
  await expect(page.getByTestId("chargeable-weight")).toHaveText("2.25 kg");
  await expect(input(page, copy.form.length)).toHaveValue("30");
});

test("without JavaScript the form still quotes, sorts and shows its errors", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathOf("rates"));
  await input(page, copy.form.origin.label).fill("123");
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByText(copy.errors.invalid_postal_code)).toBeVisible();
  await expect(input(page, copy.form.origin.label)).toHaveAttribute("aria-invalid", "true");

  await askForQuote(page, "06700", "44100");
  await expect(page.getByTestId("rate-card").first()).toContainText(copy.results.cheapestBadge);
  await expectOneRecommendation(page);
  await page.getByRole("button", { name: copy.results.fastest }).click();
  await expect(page).toHaveURL(/sort=fastest/);
  await expect(page.getByTestId("rate-card").first()).toContainText(copy.results.fastestBadge);
  await expectOneRecommendation(page);

  // Each carrier's best, and every offer behind a link that keeps the order.
  // The heading says how many it shows of how many: "6 de 19 opciones para tu envío".
  const counts = (await page.locator("#resultados h2").textContent())!.match(/\d+/g)!.map(Number);
  const [shown, total] = [counts[0]!, counts[1]!];
  expect(await shownCards(page).count()).toBe(shown);
  expect(shown).toBeLessThan(total);
  await page.getByRole("link", { name: fill(copy.results.showAll, { count: total }) }).click();
  await expect(page).toHaveURL(/sort=fastest&all=1#resultados$/);
  await expect(shownCards(page)).toHaveCount(total);
  await expectOneRecommendation(page);
  await page.getByRole("button", { name: copy.results.cheapest }).click();
  await expect(page).toHaveURL(/all=1/);
  await expect(shownCards(page)).toHaveCount(total);
  await expectOneRecommendation(page);
  await context.close();
});

test("same day appears only inside the capital's metro area", async ({ page }) => {
  await openCalculator(page);
  await askForQuote(page, "06700", "03100");
  await expect(page.getByTestId("rate-card").first()).toBeVisible();
  await expect(page.locator('[data-quote$=":same_day"]')).not.toHaveCount(0);
  await askForQuote(page, "06700", "44100");
  await expect(page).toHaveURL(/destination=44100/);
  await expect(page.getByTestId("rate-card").first()).toBeVisible();
  await expect(page.locator('[data-quote$=":same_day"]')).toHaveCount(0);
});

test("field errors in the visitor's language, and no results for an unknown postal code", async ({
  page,
}) => {
  await openCalculator(page);
  await input(page, copy.form.origin.label).fill("123");
  await input(page, weightLabel).fill("1.000");
  await page.getByRole("button", { name: copy.form.submit }).click();
  await expect(page.getByText(copy.errors.invalid_postal_code)).toBeVisible();
  await expect(page.getByText(copy.errors.required).first()).toBeVisible();
  await expect(page.getByText(copy.errors.invalid_number)).toBeVisible(); // no thousands separator

  await askForQuote(page, "00100", "44100");
  const empty = page.getByTestId("rates-empty");
  await expect(empty).toContainText(copy.noResults.title);
});

test("no results says why, what to try, and leads to sales", async ({ page }) => {
  await openCalculator(page);
  await askForQuote(page, "06700", "00100");
  const empty = page.getByTestId("rates-empty");
  await expect(empty.getByRole("heading", { level: 2 })).toHaveText(copy.noResults.title);
  await expect(empty.getByTestId("rates-empty-reason")).toHaveText(
    fill(copy.noResults.route, { origin: "06700", destination: "00100" }),
  );
  await expect(empty.getByRole("listitem").first()).toHaveText(copy.noResults.checkCodes);
  await empty.getByRole("link", { name: copy.noResults.contact }).click();
  await expect(page).toHaveURL(pathOf("contact"));

  // Too long for the route's parcel services, too light for its pallet: the limits of both.
  await page.goto(
    `${pathOf("rates")}?origin=06700&destination=44100&length=230&height=20&width=10&weight=5`,
  );
  await expect(page.getByTestId("rates-empty-reason")).toHaveText(copy.noResults.parcel);
  await expect(page.getByTestId("rates-empty")).toContainText(
    fill(copy.noResults.parcelLimits, { length: "200 cm", weight: "70 kg" }),
  );
  await expect(page.getByTestId("rates-empty")).toContainText(
    fill(copy.noResults.palletLimits, { length: "240 cm", minWeight: "50 kg", weight: "1,000 kg" }),
  );
});

test("the page has one h1 and says its introduction once", async ({ page }) => {
  for (const url of [pathOf("rates"), sampleQuotePath("mx")]) {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.pages.rates.title);
    await expect(page.getByText(copy.intro, { exact: true })).toHaveCount(1);
    await expect(page.getByText(common.pages.rates.title, { exact: true })).toHaveCount(1);
  }
});

test("on a phone, Search with the quote's own values brings its results into view, and Search works again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(sampleQuotePath("mx"));
  await ready(page);
  const submit = page.getByRole("button", { name: copy.form.submit });
  await submit.click();
  await expect(page.locator("#resultados")).toBeInViewport();
  await expect(page.locator("#resultados")).toBeFocused();
  await expect(submit).toBeEnabled();
  await expect(page.getByText(copy.form.searching, { exact: true })).toBeHidden();
  expect(new URL(page.url()).hash).toBe("");

  // A changed value is another quote: its page opens, scrolled to its results.
  await page.evaluate(() => window.scrollTo(0, 0));
  await input(page, weightLabel).fill("3");
  await submit.click();
  await expect(page).toHaveURL(/weight=3#resultados$/);
  await expect(page.getByTestId("rate-card").first()).toBeInViewport();
  await ready(page);
  await expect(page.getByRole("button", { name: copy.form.submit })).toBeEnabled();
});

test("on a phone each quote's price sits under the service, its VAT note aligned under it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openCalculator(page);
  await askForQuote(page, "06700", "44100");
  const card = page.getByTestId("rate-card").first();
  const price = card.getByTestId("rate-price");
  const note = card.getByText(copy.results.priceExVat, { exact: true });
  const title = card.getByRole("heading");
  // Where the text itself is drawn (a paragraph's box spans its container whatever its alignment).
  const textBox = (locator: Locator) =>
    locator.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, height } = range.getBoundingClientRect();
      return { x, y, height };
    });
  const priceBox = await textBox(price);
  const noteBox = await textBox(note);
  const titleBox = await textBox(title);
  expect(priceBox.y).toBeGreaterThan(titleBox.y + titleBox.height - 1);
  expect(Math.abs(priceBox.x - titleBox.x)).toBeLessThan(1);
  expect(Math.abs(noteBox.x - priceBox.x)).toBeLessThan(1);
});
