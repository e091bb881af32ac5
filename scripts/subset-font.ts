// Maintainer command: `npm run font:subset` writes the brand font subset (tooling/brand-font.ts)
// to app/fonts and prints the unicode-range for app/app.css. Run it after changing the character
// set or updating @fontsource-variable/plus-jakarta-sans; tooling/brand-font.test.ts fails until
// the committed file and the stylesheet match.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  BRAND_FONT_CHARACTERS,
  BRAND_FONT_FILE,
  subsetBrandFont,
  unicodeRange,
} from "../tooling/brand-font.ts";

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, "..");
  const font = await subsetBrandFont(root);
  await mkdir(path.dirname(path.join(root, BRAND_FONT_FILE)), { recursive: true });
  await writeFile(path.join(root, BRAND_FONT_FILE), font);
  console.log(`${BRAND_FONT_FILE}: ${font.length} bytes`);
  console.log(`unicode-range: ${unicodeRange(BRAND_FONT_CHARACTERS)};`);
}
