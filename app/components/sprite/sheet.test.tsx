import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spriteUrl } from "virtual:sprite";
import { ICON_NAMES } from "../ui/icon-names.ts";
import { Icon } from "../ui/Icon.tsx";
import { spriteSheet } from "./sheet.tsx";
import { SPRITE_SYMBOLS } from "./symbols.tsx";
import { SpriteSvg, spriteIcon } from "./SpriteSvg.tsx";

const sheet = spriteSheet();
const symbols = [...sheet.matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)];
const parts = /<defs>((?:<g id="[^"]+">[\s\S]*?)*)<\/defs><\/svg>$/.exec(sheet)?.[1] ?? "";

describe("the sprite", () => {
  it("is one SVG file with a symbol per entry, each with its box and a drawing", () => {
    expect(sheet).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol /);
    const entries = Object.entries(SPRITE_SYMBOLS);
    expect(symbols.map(([, id]) => id)).toEqual(
      entries.filter(([, symbol]) => !("part" in symbol)).map(([id]) => id),
    );
    for (const [, id, attributes, drawing] of symbols) {
      expect(attributes, id).toMatch(/ viewBox="[-\d. ]+"/);
      expect(drawing, id).toMatch(/^<(path|rect|circle|ellipse|g|line|polyline|polygon) /);
    }
  });

  it("keeps the parts of larger drawings out of sight, each drawn where a page points at it", () => {
    const ids = [...parts.matchAll(/<g id="([^"]+)">/g)].map(([, id]) => id);
    expect(ids).toEqual([
      "hero-ground",
      "hero-pin",
      "hero-van",
      "hero-phone",
      "hero-pulse",
      "hero-screen",
      "hero-progress",
    ]);
  });

  it("draws without classes, styles or the page's variables, which do not reach into the file", () => {
    expect(sheet).not.toMatch(/ class=| style=|<style|var\(|<script|href=/);
  });

  it("draws the lucide icons in the text colour, with the stroke width of the page's svg", () => {
    const truck = symbols.find(([, id]) => id === "truck")!;
    expect(truck[2]).toContain('fill="none" stroke="currentColor"');
    expect(truck[2]).not.toContain("stroke-width");
    expect(truck[3]).not.toContain("stroke-width");
  });

  it("has every icon the content may name", () => {
    for (const name of ICON_NAMES) expect(Object.keys(SPRITE_SYMBOLS), name).toContain(name);
  });
});

describe("a drawing of the sprite", () => {
  it("points at its symbol in the file, with the attributes it is given", () => {
    expect(renderToStaticMarkup(<SpriteSvg symbol="mark-leaf" className="size-6" />)).toBe(
      `<svg class="size-6"><use href="${spriteUrl}#mark-leaf"></use></svg>`,
    );
  });

  it("an icon keeps lucide's box and stroke, decorative", () => {
    const Truck = spriteIcon("truck");
    expect(renderToStaticMarkup(<Truck className="size-5" />)).toBe(
      `<svg width="24" height="24" stroke-width="2" aria-hidden="true" class="size-5"><use href="${spriteUrl}#truck"></use></svg>`,
    );
    expect(renderToStaticMarkup(<Icon name="truck" />)).toContain('stroke-width="1.75"');
    expect(renderToStaticMarkup(<Icon name="no-such-icon" />)).toBe("");
  });
});
