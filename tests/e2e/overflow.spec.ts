import { expect, test } from "./test.ts";
import { marketOf } from "./copy.ts";
import { EVERY_ROUTE, openRoute } from "./every-route.ts";
import { overflowProblems, scrollThrough } from "./overflow-probe.ts";

/**
 * At 360 px, the narrowest phone the site is drawn for, no route scrolls sideways and no text
 * crosses the edge of its card or box, in every market (its copy has its own lengths).
 */

const WIDTH = 360;

test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: WIDTH, height: 780 }, reducedMotion: "reduce" });

for (const { label, url: urlFor } of EVERY_ROUTE) {
  test(`${label} fits a ${WIDTH} px screen`, async ({ page }, info) => {
    const market = marketOf(info.project.name);
    const url = urlFor(market);
    await openRoute(page, market, url);
    await page.evaluate(scrollThrough);
    const problems = (await page.evaluate(overflowProblems)).map(
      (problem) => `${market} ${url}: ${problem}`,
    );
    expect(problems, `overflow at ${WIDTH} px on ${market} ${url}`).toEqual([]);
  });
}
