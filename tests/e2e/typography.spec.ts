import { PAGES, pagePathIn } from "../../domain/pages.ts";
import { FONTS } from "../../domain/design-tokens.ts";
import { marketOf } from "./copy.ts";
import { brandFontLoaded, punctuationGaps, type PunctuationGap } from "./punctuation-probe.ts";
import { expect, test } from "./test.ts";

/**
 * In every heading of every page, at a phone's width and a desktop's, in every market (each has
 * its own copy): a comma, period, colon, semicolon, ellipsis or exclamation mark sits against
 * its word, as set in the brand font (issue 33, tooling/punctuation-spacing.ts).
 *
 * The measure is the blank space between the ink of the word's last glyph and the ink of the mark
 * (punctuation-probe.ts). The threshold is the heading's own spacing: the blank between two n's in
 * the same font, weight, size and letter-spacing. Two straight stems are the widest pair a word
 * regularly holds (round letters sit closer), so a mark standing further than that reads as set
 * apart from its word, as "Pedidos , almacén" did: before the respacing, the comma after "s" in
 * the extra bold display heading stood 0.118 em away, against 0.074 em between two n's. The
 * tolerance, 0.01 em (0.6 px at the largest heading), covers the measure's rounding: ink edges to
 * about 0.001 em, pen positions to 1/64 px.
 */

const BRAND_FAMILY = FONTS.sans.split(",")[0]!.replace(/"/g, "");
const TOLERANCE_EM = 0.01;

const describe = ({ heading, pair, gapEm, stemGapEm, fontSizePx, fontWeight }: PunctuationGap) =>
  `"${pair}" in "${heading}" (${fontWeight} ${fontSizePx.toFixed(1)}px): ` +
  `${gapEm.toFixed(3)} em, between two n's ${stemGapEm.toFixed(3)} em`;

test.describe.configure({ mode: "parallel" });

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: "reduce" });

    for (const { id } of PAGES) {
      test(`the ${id} page's headings set their punctuation against the word`, async ({
        page,
      }, info) => {
        const market = marketOf(info.project.name);
        const url = pagePathIn(market, id);
        await page.goto(url);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await page.evaluate(brandFontLoaded, BRAND_FAMILY), "brand font loaded").toBe(true);

        const gaps = await page.evaluate(punctuationGaps);
        // The page the issue names has punctuated headings in every market: the probe finds them.
        if (id === "suite") expect(gaps.length, `${url}: punctuation measured`).toBeGreaterThan(0);
        const apart = gaps.filter(({ gapEm, stemGapEm }) => gapEm > stemGapEm + TOLERANCE_EM);
        expect(apart.map(describe), `${market} ${url} at ${width} px`).toEqual([]);
      });
    }
  });
}
