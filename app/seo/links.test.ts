import { describe, expect, it } from "vitest";
import type { MarketId } from "../../domain/site.ts";
import { pagePathIn, type PageId } from "../../domain/pages.ts";
import { absoluteUrl, alternatesFor } from "./links.ts";

describe("absoluteUrl", () => {
  it("joins a base URL and a path, keeping the home page's slash", () => {
    expect(absoluteUrl("https://anden.mx", "/")).toBe("https://anden.mx/");
    expect(absoluteUrl("https://anden.mx", "/fullpack")).toBe("https://anden.mx/fullpack");
    expect(absoluteUrl("https://anden.mx", "robots.txt")).toBe("https://anden.mx/robots.txt");
  });
});

const pathOf = (page: PageId) => (market: MarketId) => pagePathIn(market, page);

describe("alternatesFor", () => {
  it("links nothing when only this market is known", () => {
    expect(alternatesFor({ ar: "https://anden.com.ar" }, pathOf("pickup"))).toEqual([]);
    expect(alternatesFor({}, pathOf("pickup"))).toEqual([]);
  });

  it("lists every known market by locale, itself included, and x-default on Mexico", () => {
    expect(
      alternatesFor(
        { mx: "https://anden.mx", ar: "https://anden.com.ar", us: "https://anden.us" },
        pathOf("pickup"),
      ),
    ).toEqual([
      { hreflang: "es-MX", href: "https://anden.mx/pickup" },
      { hreflang: "es-AR", href: "https://anden.com.ar/pickup" },
      { hreflang: "en-US", href: "https://anden.us/pickup" },
      { hreflang: "x-default", href: "https://anden.mx/pickup" },
    ]);
  });

  it("links each market at its own path of the page", () => {
    expect(
      alternatesFor(
        { mx: "https://anden.mx", ar: "https://anden.com.ar", us: "https://anden.us" },
        pathOf("carriers"),
      ),
    ).toEqual([
      { hreflang: "es-MX", href: "https://anden.mx/paqueterias" },
      { hreflang: "es-AR", href: "https://anden.com.ar/paqueterias" },
      { hreflang: "en-US", href: "https://anden.us/carriers" },
      { hreflang: "x-default", href: "https://anden.mx/paqueterias" },
    ]);
  });

  it("has no x-default when the Mexico deployment is not known", () => {
    expect(
      alternatesFor({ ar: "https://anden.com.ar", us: "https://anden.us" }, pathOf("home")),
    ).toEqual([
      { hreflang: "es-AR", href: "https://anden.com.ar/" },
      { hreflang: "en-US", href: "https://anden.us/" },
    ]);
  });
});
