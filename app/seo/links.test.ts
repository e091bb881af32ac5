import { describe, expect, it } from "vitest";
import { absoluteUrl, alternatesFor } from "./links.ts";

describe("absoluteUrl", () => {
  it("joins a base URL and a path, keeping the home page's slash", () => {
    expect(absoluteUrl("https://anden.mx", "/")).toBe("https://anden.mx/");
    expect(absoluteUrl("https://anden.mx", "/fullpack")).toBe("https://anden.mx/fullpack");
    expect(absoluteUrl("https://anden.mx", "robots.txt")).toBe("https://anden.mx/robots.txt");
  });
});

describe("alternatesFor", () => {
  it("links nothing when only this market is known", () => {
    expect(alternatesFor({ ar: "https://anden.com.ar" }, "/pickup")).toEqual([]);
    expect(alternatesFor({}, "/pickup")).toEqual([]);
  });

  it("lists every known market by locale, itself included, and x-default on Mexico", () => {
    expect(
      alternatesFor(
        { mx: "https://anden.mx", ar: "https://anden.com.ar", us: "https://anden.us" },
        "/pickup",
      ),
    ).toEqual([
      { hreflang: "es-MX", href: "https://anden.mx/pickup" },
      { hreflang: "es-AR", href: "https://anden.com.ar/pickup" },
      { hreflang: "en-US", href: "https://anden.us/pickup" },
      { hreflang: "x-default", href: "https://anden.mx/pickup" },
    ]);
  });

  it("has no x-default when the Mexico deployment is not known", () => {
    expect(alternatesFor({ ar: "https://anden.com.ar", us: "https://anden.us" }, "/")).toEqual([
      { hreflang: "es-AR", href: "https://anden.com.ar/" },
      { hreflang: "en-US", href: "https://anden.us/" },
    ]);
  });
});
