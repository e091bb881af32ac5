import { describe, expect, it } from "vitest";
import { isServicePage, PAGES, pagePath } from "../pages.ts";
import { headlineKey, shareImagePath } from "./pages.ts";

describe("SEO pages", () => {
  it("give each page its own stable share image URL", () => {
    const images = PAGES.map((page) => shareImagePath(page.path));
    expect(new Set(images).size).toBe(images.length);
    expect(shareImagePath("/")).toBe("/og/home.png");
    expect(shareImagePath("/ultima-milla")).toBe("/og/ultima-milla.png");
  });

  it("know which pages sell a service, where each heading lives and each page's path", () => {
    expect(isServicePage("fullpack")).toBe(true);
    expect(isServicePage("carriers")).toBe(true);
    expect(isServicePage("home")).toBe(false);
    expect(isServicePage("contact")).toBe(false);
    expect(headlineKey("home")).toBe("home:hero.title");
    expect(headlineKey("b2b")).toBe("pages.b2b.title");
    expect(pagePath("b2b")).toBe("/logistica-b2b");
  });
});
