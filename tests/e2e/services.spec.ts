import { expect, test } from "./test.ts";
import type services from "../../domain/locales/es-MX/services.json";
import type content from "../../domain/locales/es-MX/content.json";
import type rates from "../../domain/locales/es-MX/rates.json";
import { carriersOf } from "../../domain/rates/carriers.ts";
import { formatMoney } from "../../domain/rates/format.ts";
import { servicePromise, type PromiseId } from "../../domain/services/promises.ts";
import { MARKETS, type MarketId } from "../../domain/site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import { PAGES } from "../../domain/pages.ts";
import { fill, marketOf } from "./copy.ts";
import { pathOf } from "./paths.ts";

/**
 * The service pages make their case in every market: each states its promise with a starting
 * price from the market's rate cards, and shows a FAQ that is also its FAQPage JSON-LD.
 */

const servicesCopy = (market: MarketId) =>
  readLocaleNamespace(MARKETS[market].locale, "services") as typeof services;

/** The starting price as every page writes money (domain/rates/format.ts): "$8.790", "$7.60". */
const priceText = (market: MarketId, id: PromiseId) => {
  const price = servicePromise(market, id).price!;
  return formatMoney(price.amount, price.currency, MARKETS[market].locale, { whole: true });
};

/** Each service page and the promise it states (the last-mile page: its same-day delivery). */
const PROMISES: Record<string, PromiseId> = {
  fullpack: "fullpack",
  b2b: "b2b",
  dedicated: "dedicated",
  lastMile: "sameDay",
  suite: "suite",
  pickup: "pickup",
  directo: "directo",
  carriers: "carriers",
};

const servicePages = PAGES.filter((page) => "service" in page);

test("every service page is listed here", () => {
  expect(servicePages.map((page) => page.id).sort()).toEqual(Object.keys(PROMISES).sort());
});

/** The services that run from an account lead to sign-up; the rest to sales (issue 24). */
const SELF_SERVE = new Set(["pickup", "directo", "carriers"]);

// One load per page: the promise, the FAQ and the calls to action are read from it.
for (const { id } of servicePages) {
  test(`the ${id} page states its promise, has a FAQ marked up as a FAQPage, and its header and closing block each have one primary button, to ${SELF_SERVE.has(id) ? "sign-up" : "sales"}`, async ({
    page,
  }, testInfo) => {
    const market = marketOf(testInfo.project.name);
    const copy = servicesCopy(market);
    const promiseId = PROMISES[id]!;
    await page.goto(pathOf(id, market));

    const promise = page.getByTestId("promise").first();
    await expect(promise).toBeVisible();
    await expect(promise).toContainText(fill(copy.promise.items[promiseId].coverage));
    if (servicePromise(market, promiseId).comingSoon) {
      await expect(promise).toContainText(copy.promise.comingSoon.value);
    } else if (servicePromise(market, promiseId).price) {
      await expect(promise).toContainText(
        fill(copy.promise.from, { price: priceText(market, promiseId) }),
      );
    } else {
      await expect(promise).toContainText(copy.promise.quoted);
    }
    await expect(promise).not.toContainText("{{");

    const faq = copy.faq[id as keyof typeof copy.faq] as { question: string; answer: string }[];
    const section = page.locator("#faq");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(copy.faq.title);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((text) => {
      const doc = JSON.parse(text) as { "@graph"?: Record<string, unknown>[] };
      return doc["@graph"] ?? [doc];
    });
    const faqPage = nodes.find((node) => node["@type"] === "FAQPage") as {
      mainEntity: {
        "@type": string;
        name: string;
        acceptedAnswer: { "@type": string; text: string };
      }[];
    };
    expect(faqPage, "a FAQPage node").toBeDefined();
    expect(faqPage.mainEntity).toHaveLength(faq.length);
    for (const [index, entry] of faq.entries()) {
      const question = faqPage.mainEntity[index]!;
      expect(question["@type"]).toBe("Question");
      expect(question.name).toBe(fill(entry.question));
      expect(question.acceptedAnswer).toEqual({ "@type": "Answer", text: fill(entry.answer) });
      // What the JSON-LD says is what the page shows.
      await expect(section.getByText(question.name, { exact: true })).toBeVisible();
      await expect(section.getByText(question.acceptedAnswer.text, { exact: true })).toBeVisible();
    }

    const ctaBlocks = [
      page.locator("main > section").first(),
      page.locator('section[aria-labelledby="cta-title"]'),
    ];
    for (const block of ctaBlocks) {
      const primary = block.locator("a.bg-accent");
      await expect(primary).toHaveCount(1);
      if (SELF_SERVE.has(id)) {
        await expect(primary).toHaveAttribute("target", "_blank");
        await expect(primary).toHaveAttribute("href", /\/registro$/);
        // Sales stays a link beside it, never a second button.
        await expect(block.locator(`a[href="${pathOf("contact", market)}"]`)).toHaveCount(1);
      } else {
        await expect(primary).toHaveAttribute("href", pathOf("contact", market));
      }
    }
  });
}

test("the last-mile page: every delivery type states its cut-off, coverage and starting price, or that it is coming soon", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const copy = servicesCopy(market);
  await page.goto(pathOf("lastMile", market));
  const items = copy.lastMile.serviceList.items;
  await expect(page.getByTestId("promise")).toHaveCount(items.length);
  for (const item of items) {
    const id = item.id as PromiseId;
    const card = page.locator("#service-list li").filter({ hasText: item.title });
    await expect(card.getByTestId("promise")).toContainText(fill(copy.promise.items[id].coverage));
    if (servicePromise(market, id).comingSoon) {
      // Announced, not sold yet: its tag and its promise say so, and no price or cut-off shows.
      await expect(card).toContainText(item.tag);
      await expect(card.getByTestId("promise")).toContainText(copy.promise.comingSoon.value);
      await expect(card.getByTestId("promise")).not.toContainText(copy.promise.timing.cutOff);
      await expect(card.getByTestId("promise")).not.toContainText(copy.promise.price);
    } else {
      await expect(card.getByTestId("promise")).toContainText(
        fill(copy.promise.from, { price: priceText(market, id) }),
      );
    }
  }
});

test("a service card is one link: its title names it and a click anywhere on it follows it", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const cards = (readLocaleNamespace(MARKETS[market].locale, "content") as typeof content)
    .serviceCards.items;
  const lastMile = cards.find((card) => card.id === "lastMile")!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  const card = page.locator("#services article").filter({ hasText: lastMile.title });
  await expect(card.getByRole("link")).toHaveCount(1);
  await expect(card.getByRole("link")).toHaveAccessibleName(lastMile.title);
  await expect(card.locator("button, input, select, textarea")).toHaveCount(0);
  // The illustration, far from the title: the whole card is the target.
  await card.scrollIntoViewIfNeeded();
  const box = (await card.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + 40);
  await expect(page).toHaveURL(pathOf("lastMile", market));
});

test("the carriers page lists every carrier the claims count, with its services, and links to the calculator", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const carriers = carriersOf(market);
  // The claims: more than 15 carriers in Mexico and Argentina, 30+ providers in the US.
  expect(carriers.length).toBeGreaterThan(market === "us" ? 30 : 15);
  const services = (readLocaleNamespace(MARKETS[market].locale, "rates") as typeof rates).results
    .services;
  const copy = readLocaleNamespace(MARKETS[market].locale, "pages") as {
    carriers: { list: { quoteButton: string } };
  };
  await page.goto(pathOf("carriers", market));
  const tiles = page.getByTestId("carrier");
  await expect(tiles).toHaveCount(carriers.length);
  for (const carrier of carriers) {
    const tile = tiles.filter({ has: page.getByText(carrier.name, { exact: true }) });
    await expect(tile, carrier.name).toHaveCount(1);
    for (const service of carrier.services) {
      await expect(tile, carrier.name).toContainText(services[service]);
    }
  }
  // One wordmark for all: the same size and weight on every tile.
  const marks = await tiles.evaluateAll((items) =>
    items.map((item) => {
      const style = getComputedStyle(item.firstElementChild!);
      return `${style.fontSize} ${style.fontWeight}`;
    }),
  );
  expect(new Set(marks).size).toBe(1);
  const quote = page
    .locator("#carrier-list")
    .getByRole("link", { name: copy.carriers.list.quoteButton });
  await expect(quote).toHaveAttribute("href", pathOf("rates", market));
  await quote.click();
  await expect(page).toHaveURL(pathOf("rates", market));
});

/** The spec's pickup delivery (section 9) and where fulfilment and pickup are requested (section 4). */
const DELIVERY = { mx: "24/48 h", ar: "24/48 h", us: "24 to 48 hours" } satisfies Record<
  MarketId,
  string
>;
const SETTINGS = { mx: "Configuración", ar: "Configuración", us: "Settings" } satisfies Record<
  MarketId,
  string
>;

test("pickup says its delivery in 24/48 h; fulfilment and pickup say they are requested in the account's Settings", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const { locale } = MARKETS[market];
  const pages = readLocaleNamespace(locale, "pages") as { pickup: { note: string } };
  await page.goto(pathOf("pickup", market));
  await expect(page.locator("#steps")).toContainText(DELIVERY[market]);
  const pickupNote = page.getByRole("complementary").filter({ hasText: SETTINGS[market] });
  await expect(pickupNote).toHaveText(fill(pages.pickup.note));

  await page.goto(pathOf("fullpack", market));
  const note = page.getByRole("complementary").filter({ hasText: SETTINGS[market] });
  await expect(note).toHaveText(fill(servicesCopy(market).fullpack.note));
});

/** The spec's integration cards, all active (section 2). */
const SPEC_INTEGRATIONS = [
  "Mercado Libre",
  "Tiendanube",
  "VTEX",
  "Shopify",
  "PrestaShop",
  "WooCommerce",
  "Magento",
];

test("the integrations page shows the spec's seven cards; the US says how its sellers reach Mercado Libre and Tiendanube", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  await page.goto(pathOf("integrations", market));
  const cards = page.getByTestId("integration-cards").locator("li:not([data-testid])");
  await expect(cards).toHaveCount(SPEC_INTEGRATIONS.length);
  for (const name of SPEC_INTEGRATIONS) {
    await expect(cards.getByRole("heading", { level: 3, name, exact: true }), name).toHaveCount(1);
  }
  if (market === "us") {
    await expect(page.locator("#integrations")).toContainText(/cross-border selling/);
    for (const name of ["Mercado Libre", "Tiendanube"]) {
      const card = cards.filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card, name).toContainText(/Cross-border/);
    }
  }
});

test("the suite's panel shows the market's orders, carriers, money and stages, with no caption", async ({
  page,
}, testInfo) => {
  const market = marketOf(testInfo.project.name);
  const { locale, currency } = MARKETS[market];
  const { product } = servicesCopy(market).suite;
  const { panel } = product;
  await page.goto(pathOf("suite"));
  const figure = page.getByRole("figure", { name: fill(panel.label) });
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toBeVisible();

  for (const order of panel.orders.items) {
    const row = figure.getByRole("listitem").filter({ hasText: order.id });
    await expect(row).toBeVisible();
    await expect(row).toContainText(order.destination);
    await expect(row).toContainText(fill(order.carrier));
    await expect(row).toContainText(formatMoney(order.total, currency, locale));
    await expect(row).toContainText(panel.stages[order.stage as keyof typeof panel.stages]);
  }
  const byStage = figure.getByRole("list", { name: panel.orders.byStage });
  for (const [stage, count] of Object.entries(panel.stageCounts)) {
    const label = panel.stages[stage as keyof typeof panel.stages];
    await expect(byStage).toContainText(`${label} ${new Intl.NumberFormat(locale).format(count)}`);
  }
  await expect(figure).toContainText(
    fill(panel.route.summary, {
      stops: panel.route.stops.length,
      delivered: panel.route.stops.filter((stop) => stop.delivered).length,
    }),
  );

  await expect(page.locator("#product figcaption")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText(/Ilustración|Illustration/);
  const parts = page.locator("#product h3");
  await expect(parts).toHaveText(product.items.map((item) => item.title));
});
