import { describe, expect, it } from "vitest";
import { MARKETING_PATHS } from "../../domain/site.ts";
import { headlineKey, isServicePage, SEO_PAGES, seoPageFor, shareImagePath } from "./pages.ts";

describe("SEO pages", () => {
  it("cover every marketing path once", () => {
    expect(SEO_PAGES.map((entry) => entry.path).sort()).toEqual([...MARKETING_PATHS].sort());
    expect(new Set(SEO_PAGES.map((entry) => entry.page)).size).toBe(SEO_PAGES.length);
  });

  it("give each page its own stable share image URL", () => {
    const images = SEO_PAGES.map((entry) => shareImagePath(entry.path));
    expect(new Set(images).size).toBe(images.length);
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/ultima-milla")).toBe("/og/ultima-milla.png");
  });

  it("know which pages sell a service and where each heading lives", () => {
    expect(isServicePage("fullpack")).toBe(true);
    expect(isServicePage("carriers")).toBe(true);
    expect(isServicePage("home")).toBe(false);
    expect(isServicePage("contact")).toBe(false);
    expect(headlineKey("home")).toBe("home:hero.title");
    expect(headlineKey("b2b")).toBe("pages.b2b.title");
    expect(seoPageFor("/logistica-b2b")?.page).toBe("b2b");
    expect(seoPageFor("/nope")).toBeUndefined();
  });
});
