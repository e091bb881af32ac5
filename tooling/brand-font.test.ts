import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BRAND_FONT_CHARACTERS,
  BRAND_FONT_FILE,
  subsetBrandFont,
  unicodeRange,
} from "./brand-font.ts";
import { everyLocaleFile } from "./locale-files.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Every string value of a parsed JSON document. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("brand font subset", () => {
  it("is committed exactly as npm run font:subset makes it from the installed fontsource file", async () => {
    const committed = readFileSync(path.join(ROOT, BRAND_FONT_FILE));
    const fresh = await subsetBrandFont(ROOT);
    expect(fresh.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(committed.equals(fresh)).toBe(true);
  });

  it("covers every character of the copy in all three locales", () => {
    const kept = new Set(BRAND_FONT_CHARACTERS);
    const missing = new Set<string>();
    for (const { locale, namespace, json } of everyLocaleFile()) {
      for (const text of strings(json)) {
        for (const character of text.replace(/\s/g, "")) {
          if (!kept.has(character)) missing.add(`${character} (${locale}/${namespace}.json)`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("is declared in app.css for exactly the characters it keeps", () => {
    const css = readFileSync(path.join(ROOT, "app/app.css"), "utf8");
    const declared = /unicode-range:([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, " ").trim();
    expect(declared).toBe(unicodeRange(BRAND_FONT_CHARACTERS));
  });
});

describe("unicodeRange", () => {
  it("sorts code points, merges consecutive runs and ignores repeats", () => {
    expect(unicodeRange("cabz€aé")).toBe("U+0061-0063, U+007A, U+00E9, U+20AC");
  });
});
