import { findLeaks } from "../../tooling/market-telltales.ts";
import { FONTS } from "../../domain/design-tokens.ts";
import { pagePathIn } from "../../domain/pages.ts";
import { marketOf } from "./copy.ts";
import { EVERY_ROUTE, openRoute } from "./every-route.ts";
import { overflowProblems, scrollThrough } from "./overflow-probe.ts";
import { pageText } from "./page-text.ts";
import { brandFontLoaded, punctuationGaps, type PunctuationGap } from "./punctuation-probe.ts";
import { expect, test } from "./test.ts";

/**
 * Four reads of every route, in every market (each has its own copy), from one load of the page
 * resized between them: a load is most of what each read costs.
 *
 * - **Overflow.** At 360 px, the narrowest phone the site is drawn for, no route scrolls sideways
 *   and no text crosses the edge of its card or box.
 * - **Heading punctuation** (issue 33, tooling/punctuation-spacing.ts), at 390 and 1440 px: a
 *   comma, period, colon, semicolon, ellipsis or exclamation mark sits against its word, as set
 *   in the brand font. The measure is the blank between the ink of the word's last glyph and the ink of the mark (punctuation-probe.ts); the threshold is the heading's own
 *   spacing, the blank between two n's in the same font, weight, size and letter-spacing. Two
 *   straight stems are the widest pair a word regularly holds, so a mark standing further than
 *   that reads as set apart, as "Pedidos , almacén" did (0.118 em after "s" against 0.074 em
 *   between two n's). The tolerance, 0.01 em (0.6 px at the largest heading), covers the
 *   measure's rounding.
 * - **Sections alternate.** At 1440 px, no two tinted sections of the page's main meet: a tinted
 *   band is always followed by a plain one (the design brief's rhythm).
 * - **Market leaks.** Read as a visitor reads it at 1440 px, no route shows a telltale of another
 *   market (tooling/market-telltales.ts); each names the phrase and where it was.
 */

const NARROWEST = { width: 360, height: 780 };
const TYPOGRAPHY_WIDTHS = [390, 1440];
const BRAND_FAMILY = FONTS.sans.split(",")[0]!.replace(/"/g, "");
const TOLERANCE_EM = 0.01;

const describeGap = ({ heading, pair, gapEm, stemGapEm, fontSizePx, fontWeight }: PunctuationGap) =>
  `"${pair}" in "${heading}" (${fontWeight} ${fontSizePx.toFixed(1)}px): ` +
  `${gapEm.toFixed(3)} em, between two n's ${stemGapEm.toFixed(3)} em`;

/** Each section of the page's main: "plain" on the page's background, or its tint. */
const sectionBackgrounds = () => {
  const plain = getComputedStyle(document.body).backgroundColor;
  return [...document.querySelectorAll("main > *")].map((section) => {
    const colour = getComputedStyle(section).backgroundColor;
    return colour === plain || colour === "rgba(0, 0, 0, 0)" ? "plain" : colour;
  });
};

test.describe.configure({ mode: "parallel" });
test.use({ viewport: NARROWEST, reducedMotion: "reduce" });

for (const { label, url: urlFor } of EVERY_ROUTE) {
  test(`${label} fits 360 px, sets its headings' punctuation against the word, alternates its tinted sections and shows nothing of another market`, async ({
    page,
  }, info) => {
    const market = marketOf(info.project.name);
    const url = urlFor(market);
    await openRoute(page, market, url);

    await test.step(`fits ${NARROWEST.width} px`, async () => {
      await page.evaluate(scrollThrough);
      const problems = (await page.evaluate(overflowProblems)).map(
        (problem) => `${market} ${url}: ${problem}`,
      );
      expect.soft(problems, `overflow at ${NARROWEST.width} px on ${market} ${url}`).toEqual([]);
    });

    for (const width of TYPOGRAPHY_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await test.step(`heading punctuation at ${width} px`, async () => {
        expect(await page.evaluate(brandFontLoaded, BRAND_FAMILY), "brand font loaded").toBe(true);
        const gaps = await page.evaluate(punctuationGaps);
        // The page the issue names has punctuated headings in every market: the probe finds them.
        if (url === pagePathIn(market, "suite"))
          expect(gaps.length, `${url}: punctuation measured`).toBeGreaterThan(0);
        const apart = gaps.filter(({ gapEm, stemGapEm }) => gapEm > stemGapEm + TOLERANCE_EM);
        expect.soft(apart.map(describeGap), `${market} ${url} at ${width} px`).toEqual([]);
      });
    }

    await test.step("no two tinted sections meet, at 1440 px", async () => {
      const backgrounds = await page.evaluate(sectionBackgrounds);
      const meetings = backgrounds.filter(
        (colour, index) => colour !== "plain" && colour === backgrounds[index + 1],
      );
      expect.soft(meetings, `${market} ${url}: ${backgrounds.join(" | ")}`).toEqual([]);
    });

    await test.step("nothing of another market, at 1440 px", async () => {
      const leaks = findLeaks(market, await page.evaluate(pageText)).map(
        ({ rule, phrase, context }) => `${market} ${url}: ${rule} «${phrase}» in “${context}”`,
      );
      expect.soft(leaks, `another market's telltales on ${market} ${url}`).toEqual([]);
    });
  });
}
