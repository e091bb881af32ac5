import { describe, expect, it } from "vitest";
import { LOCALES } from "../../domain/site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import type pages from "../../domain/locales/es-MX/pages.json";
import { contrastRatio, MARK_INKS, markInkOn } from "./contrast.ts";

describe("contrast", () => {
  it("measures WCAG's ratio", () => {
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
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
