import { readFile } from "node:fs/promises";
import path from "node:path";
import fontverter from "fontverter";
import subsetFont from "subset-font";
import { respacePunctuation } from "./punctuation-spacing.ts";

/** The fontsource file the brand font is cut from (Plus Jakarta Sans, variable weight, latin). */
export const BRAND_FONT_SOURCE =
  "node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2";

/** The committed subset that app/app.css and app/root.tsx load (ADR 21). */
export const BRAND_FONT_FILE = "app/fonts/plus-jakarta-sans-subset.woff2";

const PRINTABLE_ASCII = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) =>
  String.fromCodePoint(0x20 + i),
).join("");

/**
 * The characters the brand font keeps: ASCII, the letters of Spanish and English, the accented
 * letters common in names written in the three markets, and the symbols and typographic
 * punctuation the copy uses. Anything else falls back to the system font, character by character,
 * through the @font-face unicode-range.
 */
export const BRAND_FONT_CHARACTERS =
  PRINTABLE_ASCII +
  "\u00a0¡¿ª°º·©®×²" +
  "ÁÉÍÓÚÜÑáéíóúüñ" +
  "ÀÈÌÒÙàèìòùÂÊÎÔÛâêîôûÄËÏÖäëïöÃÕãõÇç" +
  "–—‘’“”•…€™";

/**
 * Only kerning is kept of the OpenType features: the site never asks for fractions, tabular
 * figures or contextual alternates, and dropping them removes the glyphs only they reach.
 */
const KEPT_FEATURES = ["kern"];

/**
 * The weights the design uses, regular (400) to extra bold (800). The source's axis starts at
 * extra light (200); starting it at 400 drops a set of deltas and a quarter of the file, which
 * then fits a new connection's first round trip (ADR 37).
 */
export const BRAND_FONT_WEIGHTS = { min: 400, max: 800 } as const;

/** The subset as the source draws it, as a TrueType font. */
export async function drawnBrandFontSubset(root: string): Promise<Buffer> {
  const source = await readFile(path.join(root, BRAND_FONT_SOURCE));
  return subsetFont(source, BRAND_FONT_CHARACTERS, {
    targetFormat: "sfnt",
    keepFeatures: KEPT_FEATURES,
    variationAxes: { wght: BRAND_FONT_WEIGHTS },
  });
}

/**
 * The subset as WOFF2, its word-final punctuation respaced (tooling/punctuation-spacing.ts);
 * deterministic for a given source file and character set.
 */
export async function subsetBrandFont(root: string): Promise<Buffer> {
  return fontverter.convert(respacePunctuation(await drawnBrandFontSubset(root)), "woff2");
}
/** The CSS unicode-range of a character set: sorted code points, consecutive runs merged. */
export function unicodeRange(characters: string): string {
  const codePoints = [...new Set([...characters].map((c) => c.codePointAt(0) ?? 0))].sort(
    (a, b) => a - b,
  );
  const runs: Array<[number, number]> = [];
  for (const codePoint of codePoints) {
    const last = runs.at(-1);
    if (last && codePoint === last[1] + 1) last[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");
  return runs
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(", ");
}
