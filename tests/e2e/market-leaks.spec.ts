import { expect, test } from "./test.ts";
import { findLeaks } from "../../tooling/market-telltales.ts";
import { marketOf } from "./copy.ts";
import { EVERY_ROUTE, openRoute } from "./every-route.ts";
import { pageText } from "./page-text.ts";

/**
 * No market's content shows on another's site: each route of each market is read as a visitor
 * reads it, and every telltale of another market (tooling/market-telltales.ts) is a failure that
 * names the phrase and where it was.
 */

test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: 1440, height: 900 } });

for (const { label, url: urlFor } of EVERY_ROUTE) {
  test(`${label} shows nothing of another market`, async ({ page }, info) => {
    const market = marketOf(info.project.name);
    const url = urlFor(market);
    await openRoute(page, market, url);
    const leaks = findLeaks(market, await page.evaluate(pageText)).map(
      ({ rule, phrase, context }) => `${market} ${url}: ${rule} «${phrase}» in “${context}”`,
    );
    expect(leaks, `another market's telltales on ${market} ${url}`).toEqual([]);
  });
}
