import { describe, expect, it } from "vitest";
import { LOCALES } from "./site.ts";
import { readLocaleNamespace } from "../tooling/locale-files.ts";
import type pages from "./locales/es-MX/pages.json";
import { contrastRatio, MARK_INKS, markInkOn } from "./contrast.ts";
import { COLORS, type ColorName } from "./design-tokens.ts";

describe("contrast", () => {
  it("measures WCAG's ratio", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
  });

  // Every pairing of the palette the site sets text in, at the 4.5:1 WCAG 2.2 AA asks of body text.
  const PAIRS: [text: ColorName, background: ColorName, minimum: number][] = [
    ["ink", "surface", 4.5],
    ["ink", "surface-muted", 4.5],
    ["ink", "tint", 4.5],
    ["ink-soft", "surface", 4.5],
    ["ink-soft", "tint", 4.5],
    ["muted", "surface", 4.5],
    ["muted", "surface-muted", 4.5],
    ["muted", "tint", 4.5],
    ["primary", "surface", 4.5],
    ["primary", "primary-soft", 4.5],
    ["primary-strong", "surface", 4.5],
    ["surface", "primary", 4.5],
    ["surface", "primary-strong", 4.5],
    ["surface", "ink", 4.5],
    ["ink", "accent", 4.5],
    ["ink", "accent-hover", 4.5],
    ["accent-strong", "surface", 4.5],
    ["accent-strong", "accent-soft", 4.5],
    ["success", "surface", 4.5],
    ["success", "success-soft", 4.5],
    ["success-strong", "success-soft", 4.5],
    ["danger", "surface", 4.5],
    ["danger", "danger-soft", 4.5],
    ["danger-strong", "danger-soft", 4.5],
  ];
  it.each(PAIRS)("%s on %s reads at %s:1 or more", (text, background, minimum) => {
    expect(contrastRatio(COLORS[text], COLORS[background])).toBeGreaterThanOrEqual(minimum);
  });

  it("draws a mark in white on a dark colour and in ink on a light one", () => {
    expect(markInkOn("#7F54B3")).toBe("white");
    expect(markInkOn("#FFE600")).toBe("ink");
  });

  it.each(LOCALES)("%s: every integration card's logo reads on its colour (4.5:1)", (locale) => {
    const { items } = (readLocaleNamespace(locale, "pages") as typeof pages).integrations;
    for (const { title, bgColor } of items) {
      expect(bgColor, title).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(contrastRatio(bgColor, MARK_INKS[markInkOn(bgColor)]), title).toBeGreaterThanOrEqual(
        4.5,
      );
    }
  });
});
