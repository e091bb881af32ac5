import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./test.ts";
import { BRAND_NAME, MARKETS, type MarketId } from "../../domain/site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import type tracking from "../../domain/locales/es-MX/tracking.json";
import { fill, marketOf } from "./copy.ts";
import { pathOf, searchPathOf, trackingPathOf, urlWordsOf } from "./paths.ts";

/**
 * Tracking in each market's language and data (tracking.spec.ts tests the behaviour in detail, on
 * Mexico). Runs for every project: each test's expectations are the market's.
 */

const copyOf = (market: MarketId) =>
  readLocaleNamespace(MARKETS[market].locale, "tracking") as typeof tracking;

const EXPECTED = {
  mx: {
    placeholder: "Ej. AND123456789",
    carrierOf1004: "Andén Última Milla",
    day: /^\d{1,2} de [a-z]+$/,
    time: /^\d{2}:\d{2} hs$/,
    delivered:
      /^El (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+ a las \d{2}:\d{2} hs, en Puebla, Pue\.$/,
  },
  ar: {
    placeholder: "Ej.: AND123456789",
    carrierOf1004: "Andreani",
    day: /^\d{1,2} de [a-z]+$/,
    time: /^\d{2}:\d{2} hs$/,
    delivered:
      /^El (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d{1,2} de [a-z]+ a las \d{2}:\d{2} hs, en Córdoba, Córdoba$/,
  },
  us: {
    placeholder: "e.g. AND123456789",
    carrierOf1004: "UPS",
    day: /^[A-Z][a-z]+ \d{1,2}$/,
    time: /^\d{1,2}:\d{2}\s[AP]M C[SD]T$/,
    delivered:
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2}\s[AP]M C[SD]T, in Saint Paul, MN$/,
  },
} satisfies Record<MarketId, unknown>;

test("the search has one heading, no repeated intro and a neutral example", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const copy = copyOf(market);
  await page.goto(pathOf("tracking"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  // The card under the page's header opens with the field, not with the header again.
  await expect(page.locator("main").getByRole("heading")).toHaveCount(1);
  const field = page.getByRole("textbox", { name: copy.main.label });
  await expect(field).toHaveAttribute("placeholder", EXPECTED[market].placeholder);
  await expect(field).toHaveValue("");
});

test("a parcel on its way: the market's carrier, headlines from the status, local dates", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const copy = copyOf(market);
  await page.goto(trackingPathOf("AND-DEMO-1004"));
  await expect(page.getByText(EXPECTED[market].carrierOf1004, { exact: true })).toBeVisible();
  const headlines = page.getByTestId("event-headline");
  await expect(headlines).toHaveText([
    copy.events.out_for_delivery,
    copy.events.in_transit,
    copy.events.picked_up,
    copy.events.ready_for_dispatch,
    copy.events.pending,
  ]);
  await expect(page.getByTestId("event-day").first()).toHaveText(EXPECTED[market].day);
  await expect(page.getByTestId("event-time").first()).toHaveText(EXPECTED[market].time);
  await expect(page.getByText(copy.details.estimatedDelivery)).toBeVisible();
  await expect(page.locator('[data-stage="with_courier"]')).toHaveAttribute(
    "data-state",
    "current",
  );
});

test("a delivered parcel: a success headline with the day, and no step left current", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const copy = copyOf(market);
  await page.goto(trackingPathOf("AND-DEMO-1005"));
  const delivered = page.getByTestId("tracking-delivered");
  await expect(delivered.getByText(copy.details.delivered.title)).toBeVisible();
  await expect(delivered.locator("p").nth(1)).toHaveText(EXPECTED[market].delivered);
  await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
  await expect(page.locator('[data-stage="delivered"]')).toHaveAttribute("data-state", "done");
  await expect(page.getByText(copy.details.stageStatus.current)).toHaveCount(0);
  await expect(page.getByText(copy.details.estimatedDelivery)).toHaveCount(0);
});

test("a returned parcel: the note says so, and the way shows where it stopped, not progress", async ({
  page,
}, testInfo) => {
  const copy = copyOf(marketOf(testInfo.project.name));
  await page.goto(trackingPathOf("AND-DEMO-1006"));
  await expect(page.getByRole("note")).toContainText(copy.details.offPath.returned.title);
  await expect(page.locator("[data-stage]")).toHaveCount(5);
  const states = await page
    .locator("[data-stage]")
    .evaluateAll((stages) => stages.map((stage) => stage.getAttribute("data-state")));
  expect(states).toEqual(["done", "done", "done", "halted", "upcoming"]);
  await expect(page.getByText(copy.details.stageStatus.current)).toHaveCount(0);
  await expect(page.locator('[aria-current="step"]')).toContainText(
    copy.details.stageStatus.halted,
  );
  await expect(page.getByText(copy.details.estimatedDelivery)).toHaveCount(0);
});

/** The spec's no-result copy (section 8), and the US copy's equivalent. */
const NO_RESULTS = {
  mx: "No encontramos resultados para tu búsqueda",
  ar: "No encontramos resultados para tu búsqueda",
  us: "We're sorry, no results found",
} satisfies Record<MarketId, string>;

test("an unknown number: the spec's no-result words, the number, what to check, and back to the search", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const copy = copyOf(market);
  const response = await page.goto(trackingPathOf("NO-SUCH-12345"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId("tracking-error").getByRole("heading", { level: 2 })).toHaveText(
    NO_RESULTS[market],
  );
  await expect(
    page.getByText(fill(copy.error.notFoundDescription, { number: "NO-SUCH-12345" })),
  ).toBeVisible();
  for (const check of Object.values(copy.error.checks)) {
    await expect(page.getByText(check)).toBeVisible();
  }

  // "Volver a intentar": back to the main screen, the number in the field, Search enabled.
  const retry = page.getByRole("link", { name: copy.error.retry });
  await expect(retry).toBeEnabled();
  await retry.click();
  await expect(page.getByTestId("tracking-error")).toBeHidden();
  const field = page.getByRole("textbox", { name: copy.main.label });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("NO-SUCH-12345");
  const search = page.getByRole("button", { name: copy.main.submit });
  await expect(search).toBeEnabled();
  await field.fill("AND-DEMO-1003");
  await search.click();
  await expect(page).toHaveURL(trackingPathOf("AND-DEMO-1003"));
});

test("a number pasted with spaces and in small letters finds the parcel", async ({
  page,
}, testInfo) => {
  const copy = copyOf(marketOf(testInfo.project.name));
  await page.goto(pathOf("tracking"));
  const field = page.getByRole("textbox", { name: copy.main.label });
  await field.fill(" and-demo-1001 ");
  await page.getByRole("button", { name: copy.main.submit }).click();
  await expect(
    page.getByRole("heading", { name: fill(copy.details.title, { number: "AND-DEMO-1001" }) }),
  ).toBeVisible();
});

test("a tracking result's title ends with the brand, like every other page's", async ({
  page,
}, testInfo) => {
  const copy = copyOf(marketOf(testInfo.project.name));
  for (const path of [
    trackingPathOf("AND-DEMO-1001"),
    trackingPathOf("NO-SUCH-1"),
    `${trackingPathOf("AND-DEMO-1001")}/avisos`,
  ]) {
    await page.goto(path);
    const number = decodeURIComponent(path.split("/")[2]!);
    await expect(page, path).toHaveTitle(`${fill(copy.details.title, { number })} | ${BRAND_NAME}`);
  }
});

test("a number that cannot be one is refused in the page, in the market's words, never by a browser bubble", async ({
  page,
}, testInfo) => {
  const copy = copyOf(marketOf(testInfo.project.name));
  await page.goto(pathOf("tracking"));
  const field = page.getByRole("textbox", { name: copy.main.label });
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await expect(field).not.toHaveAttribute("pattern");
  await field.fill("AB 1");
  await page.getByRole("button", { name: copy.main.submit }).click();
  await expect(page.getByText(copy.error.invalidDescription)).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(copy.error.invalidDescription));
  await expect(field).toBeFocused();
  await expect(page).toHaveURL(/\/tracking$/);
});

/** The minutes after midnight of a time as the page writes it: "14:05", "2:05 PM CST". */
function minutesOf(time: string): number {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2})(?:\s([AP])M)?/.exec(time) ?? [];
  if (!hours || !minutes) throw new Error(`Not a time: "${time}"`);
  const hour = half ? (Number(hours) % 12) + (half === "P" ? 12 : 0) : Number(hours);
  return hour * 60 + Number(minutes);
}

/** Every time of day the text shows: "14:05 hs", "a las 9:30 hs", "at 2:05 PM CST". */
const TIMES_OF_DAY = /\b\d{1,2}:\d{2}(?:\s[AP]M)?/g;

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search reaches the parcel through the market's search route, in its words", async ({
    page,
  }, testInfo) => {
    const copy = copyOf(marketOf(testInfo.project.name));
    await page.goto(pathOf("tracking"));
    const field = page.getByRole("textbox", { name: copy.main.label });
    await expect(page.locator("form").filter({ has: field })).toHaveAttribute(
      "action",
      searchPathOf(),
    );
    await expect(field).toHaveAttribute("name", urlWordsOf().param("number"));
    const searched = page.waitForRequest((request) => request.url().includes(searchPathOf()));
    await field.fill("AND-DEMO-1002");
    await field.press("Enter");
    const query = new URL((await searched).url()).searchParams;
    expect(query.get(urlWordsOf().param("number"))).toBe("AND-DEMO-1002");
    await expect(page).toHaveURL(trackingPathOf("AND-DEMO-1002"));
  });
});

// Read off the page as the server sends it: the times are drawn on the server, in the market's
// time zone, and no script changes them (one request per parcel instead of a browser's load).
for (const number of ["1001", "1002", "1003", "1004", "1005", "1006"]) {
  test(`every event of AND-DEMO-${number} happened between 08:00 and 20:00, local time, as the page shows it`, async ({
    request,
  }) => {
    const { param, value } = urlWordsOf();
    const response = await request.get(
      `${trackingPathOf(`AND-DEMO-${number}`)}?${param("history")}=${value("history", "full")}`,
    );
    expect(response.status()).toBe(200);
    const html = await response.text();
    const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    // Every time the page shows (the history, and the delivery's own line).
    const text = main.replace(/<[^>]+>/g, " ").replace(/&nbsp;|\s+/g, " ");
    const times = text.match(TIMES_OF_DAY) ?? [];
    const events = main.match(/data-testid="event-time"/g)?.length ?? 0;
    expect(events, number).toBeGreaterThan(0);
    expect(times.length, `AND-DEMO-${number}: ${text}`).toBeGreaterThanOrEqual(events);
    for (const time of times) {
      expect(minutesOf(time), `AND-DEMO-${number}: ${time}`).toBeGreaterThanOrEqual(8 * 60);
      expect(minutesOf(time), `AND-DEMO-${number}: ${time}`).toBeLessThanOrEqual(20 * 60);
    }
  });
}

// The page the server answers once a tracking or quote budget is spent (ADR 39): the prerendered
// file of this market's build, served at a path of the site so its styles and script load.
test("the prerendered too-many-lookups page passes the accessibility checks", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const html = await readFile(
    path.join(import.meta.dirname, `../../build/${market}/client/429/index.html`),
    "utf8",
  );
  await page.route("**/__rate-limited-preview", (route) =>
    route.fulfill({ status: 429, contentType: "text/html; charset=utf-8", body: html }),
  );
  await page.goto("/__rate-limited-preview");
  const common = readLocaleNamespace(MARKETS[market].locale, "common") as {
    rateLimited: { title: string; retry: string };
  };
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.rateLimited.title);
  await expect(page.getByRole("link", { name: common.rateLimited.retry })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
