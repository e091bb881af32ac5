import { expect, test } from "./test.ts";
import { PAGES } from "../../domain/pages.ts";
import type { FactId } from "../../domain/facts.ts";
import { MARKETS, type MarketId } from "../../domain/site.ts";
import { copyVariables } from "../../tooling/locale-files.ts";
import { marketOf } from "./copy.ts";
import { layOutDeferredSections } from "./deferred-sections.ts";
import { sampleQuotePath } from "./sample-routes.ts";

/**
 * Every claim reads the same on every page where it appears (issue 24): the figure written next
 * to what a claim counts, wherever a page says it, is the market's fact sheet's. What each claim
 * counts is written in the market's words; a figure is digits with the market's separators.
 */
const CLAIM_WORDS: Record<MarketId, Partial<Record<FactId, RegExp>>> = {
  mx: {
    carriers: /(\d[\d.,]*)\+?[ \u00a0]+paqueterías(?! y canales de venta)/g,
    brands: /(\d[\d.,]*)\+?[ \u00a0]+marcas/g,
    providers: /(\d[\d.,]*)\+?[ \u00a0]+(?:proveedores|paqueterías y canales de venta)/g,
    countries: /(\d[\d.,]*)[ \u00a0]+países/g,
    pace: /(\d[\d.,]*)[ \u00a0]+envíos por minuto/g,
    warehouseArea: /(\d[\d.,]*)[ \u00a0]*m²/g,
    activeUsers: /(\d[\d.,]*)\+?[ \u00a0]+usuarios/g,
  },
  ar: {
    carriers: /(\d[\d.,]*)\+?[ \u00a0]+correos(?! y canales de venta)/g,
    brands: /(\d[\d.,]*)\+?[ \u00a0]+marcas/g,
    providers: /(\d[\d.,]*)\+?[ \u00a0]+(?:proveedores|correos y canales de venta)/g,
    countries: /(\d[\d.,]*)[ \u00a0]+países/g,
    pace: /(\d[\d.,]*)[ \u00a0]+envíos por minuto/g,
    warehouseArea: /(\d[\d.,]*)[ \u00a0]*m²/g,
    activeUsers: /(\d[\d.,]*)\+?[ \u00a0]+usuarios/g,
  },
  us: {
    carriers: /(\d[\d.,]*)\+?[ \u00a0]+shipping providers/g,
    brands: /(\d[\d.,]*)\+?[ \u00a0]+brands/g,
    providers: /(\d[\d.,]*)\+?[ \u00a0]+(?:providers|parcel carriers and sales channels)/g,
    countries: /(\d[\d.,]*)[ \u00a0]+countries/g,
    pace: /(\d[\d.,]*)[ \u00a0]+shipments (?:a|per) minute/g,
    warehouseArea: /(\d[\d.,]*)[ \u00a0]*sq[ \u00a0]?ft/g,
    activeUsers: /(\d[\d.,]*)\+?[ \u00a0]+people/g,
  },
};

// One test per page, in order in one worker: each reads its page's claims, and the last checks
// that every claim was read somewhere.
test.describe.configure({ mode: "serial" });
const seen = new Map<FactId, number>();

const pathsIn = (market: MarketId) => [
  ...PAGES.map((entry) => ({ label: `the ${entry.id} page`, path: entry.paths[market] })),
  { label: "a quote", path: sampleQuotePath(market) },
];

for (const [index, { label }] of pathsIn("mx").entries()) {
  test(`every claim on ${label} reads as the market's fact sheet states it`, async ({
    page,
  }, testInfo) => {
    const market = marketOf(testInfo.project.name);
    const figures = copyVariables(MARKETS[market].locale).facts;
    const { path } = pathsIn(market)[index]!;
    await page.goto(path);
    await page.evaluate(layOutDeferredSections);
    const text = await page.locator("body").innerText();
    const head = await page.evaluate(() =>
      [
        document.title,
        ...[...document.querySelectorAll("meta[content]")].map((meta) =>
          meta.getAttribute("content"),
        ),
      ].join("\n"),
    );
    const disagreements: string[] = [];
    for (const [id, words] of Object.entries(CLAIM_WORDS[market]) as [FactId, RegExp][]) {
      const expected = figures[id].replace(/[ \u00a0]*(m²|sq ft)$/, "");
      for (const [, figure] of `${text}\n${head}`.matchAll(words)) {
        seen.set(id, (seen.get(id) ?? 0) + 1);
        if (figure !== expected)
          disagreements.push(`${path}: ${id} reads ${figure}, the sheet ${expected}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
}

test("each claim the copy makes is found on some page", () => {
  // So a changed wording cannot hide a claim from the tests above.
  for (const id of Object.keys(CLAIM_WORDS[marketOf(test.info().project.name)]) as FactId[]) {
    expect(seen.get(id) ?? 0, `${id} appears nowhere`).toBeGreaterThan(0);
  }
});
