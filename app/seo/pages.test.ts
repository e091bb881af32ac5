import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "../../domain/site.ts";
import { isServicePage, pagePathsIn } from "../../domain/pages.ts";
import { eyebrowKey, headlineKey, shareImagePath } from "./pages.ts";

describe("SEO pages", () => {
  it("give each page of a market its own stable share image URL, named by its path there", () => {
    for (const market of MARKET_IDS) {
      const images = pagePathsIn(market).map(shareImagePath);
      expect(new Set(images).size, market).toBe(images.length);
    }
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/ultima-milla")).toBe("/og/ultima-milla.png");
    expect(shareImagePath("/last-mile")).toBe("/og/last-mile.png");
  });

  it("know which pages sell a service and where each heading and eyebrow lives", () => {
    expect(isServicePage("fullpack")).toBe(true);
    expect(isServicePage("carriers")).toBe(true);
    expect(isServicePage("home")).toBe(false);
    expect(isServicePage("contact")).toBe(false);
    expect(headlineKey("home")).toBe("home:hero.title");
    expect(headlineKey("b2b")).toBe("pages.b2b.title");
    expect(eyebrowKey("home")).toBe("home:hero.eyebrow");
    expect(eyebrowKey("b2b")).toBe("pages.b2b.eyebrow");
  });
});
