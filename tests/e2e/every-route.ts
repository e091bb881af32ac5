import { expect, type Page, type Response } from "@playwright/test";
import { PAGES, pagePathIn } from "../../domain/pages.ts";
import { MODULE_ATTRIBUTE } from "../../app/widgets/widget.ts";
import { ratesCalculator } from "../../app/widgets/rates-calculator/rates-calculator.ts";
import { MARKET_IDS, type MarketId } from "../../domain/site.ts";
import { sampleQuotePath, sampleRoutes, storyRoutes } from "./sample-routes.ts";

/**
 * Every route a visitor can see: each page of the table, then the per-request pages in their
 * states (tracking results and errors, a quote and a quote with no offer), then the customer
 * stories. Paths differ by market
 * (the US has English ones) and so do a quote's postal codes and units, so each route gives its
 * URL per market.
 */
export const EVERY_ROUTE: { label: string; url: (market: MarketId) => string }[] = [
  ...PAGES.map(({ id }) => ({
    label: `the ${id} page`,
    url: (market: MarketId) => pagePathIn(market, id),
  })),
  ...sampleRoutes("mx").map((path, index) => ({
    label: index === 4 ? "a quote" : index === 5 ? "a quote with no offer" : path,
    url: (market: MarketId) => sampleRoutes(market)[index]!,
  })),
  // Each market's stories are its own: as many routes as the market with the fewest has.
  ...Array.from(
    { length: Math.min(...MARKET_IDS.map((m) => storyRoutes(m).length)) },
    (_, index) => ({
      label: `customer story ${index + 1}`,
      url: (market: MarketId) => storyRoutes(market)[index]!,
    }),
  ),
];

/**
 * Finishes opening a route whose document has loaded (`response`) as a visitor finishes seeing
 * it: fonts loaded and, on a quote, every shown card's details opened once the calculator's
 * behaviour is attached.
 */
export async function finishOpening(
  page: Page,
  market: MarketId,
  url: string,
  response: Response | null,
): Promise<void> {
  // An unknown tracking number is a 404 page, drawn like the others.
  expect(response?.status(), url).toBeLessThan(500);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (url !== sampleQuotePath(market)) return;
  const calculator = page.locator(`[${MODULE_ATTRIBUTE}="${ratesCalculator.name}"]`);
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator).toHaveAttribute("data-ready", "true");
  // The cards of the order shown (the other order's are drawn too, hidden).
  const toggles = page
    .locator(ratesCalculator.selector("details-toggle"))
    .filter({ visible: true });
  expect(await toggles.count(), `${url} has rate cards`).toBeGreaterThan(0);
  for (const toggle of await toggles.all()) {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
