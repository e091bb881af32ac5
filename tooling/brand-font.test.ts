import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BRAND_FONT_CHARACTERS,
  BRAND_FONT_FILE,
  BRAND_FONT_WEIGHTS,
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

describe("brand font weights", () => {
  const TAILWIND_WEIGHTS: Record<string, number> = {
    thin: 100,
    extralight: 200,
    light: 300,
    normal: 400,
    medium: 500,
    semibold: 600,
    bold: 700,
    extrabold: 800,
    black: 900,
  };

  it("are declared in app.css as the file's weight axis", () => {
    const css = readFileSync(path.join(ROOT, "app/app.css"), "utf8");
    expect(/font-weight:\s*(\d+)\s+(\d+);/.exec(css)?.slice(1).map(Number)).toEqual([
      BRAND_FONT_WEIGHTS.min,
      BRAND_FONT_WEIGHTS.max,
    ]);
  });

  it("cover every weight class the components use (one outside would be drawn clamped)", () => {
    const outside: string[] = [];
    const files = readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" });
    for (const file of files.filter((name) => /\.tsx?$/.test(name) && !/\.test\./.test(name))) {
      const source = readFileSync(path.join(ROOT, "app", file), "utf8");
      for (const [, name] of source.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      )) {
        const weight = TAILWIND_WEIGHTS[name!]!;
        if (weight < BRAND_FONT_WEIGHTS.min || weight > BRAND_FONT_WEIGHTS.max) {
          outside.push(`font-${name} in app/${file}`);
        }
      }
    }
    expect(outside).toEqual([]);
  });
});

describe("unicodeRange", () => {
  it("sorts code points, merges consecutive runs and ignores repeats", () => {
    expect(unicodeRange("cabz€aé")).toBe("U+0061-0063, U+007A, U+00E9, U+20AC");
  });
});
