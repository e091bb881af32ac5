import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "./site.ts";
import { everyLocaleFile } from "../tooling/locale-files.ts";
import { INTERNAL_PATH, internalPathsInLocales } from "../tooling/locale-paths.ts";
import {
  isPageId,
  movedPathsIn,
  PAGES,
  pagePathIn,
  pagePathsIn,
  pagesIn,
  prerenderedPagePathsIn,
} from "./pages.ts";

describe("the page table", () => {
  it("gives Mexico and Argentina the Spanish paths and the US the English ones", () => {
    for (const market of ["mx", "ar"] as const) {
      expect(pagePathIn(market, "rates")).toBe("/cotizador");
      expect(pagePathIn(market, "carriers")).toBe("/paqueterias");
      expect(pagePathIn(market, "b2b")).toBe("/logistica-b2b");
    }
    expect(Object.fromEntries(pagesIn("us").map((page) => [page.id, page.path]))).toEqual({
      home: "/",
      fullpack: "/fulfillment",
      b2b: "/b2b-logistics",
      dedicated: "/dedicated-fleet",
      lastMile: "/last-mile",
      suite: "/tech-suite",
      integrations: "/integrations",
      contact: "/contact",
      tracking: "/tracking",
      pickup: "/pickup",
      directo: "/drop-off",
      carriers: "/carriers",
      rates: "/rates",
    });
  });

  it("gives every page its own path in each market, and no page another's path elsewhere", () => {
    for (const market of MARKET_IDS) {
      const paths = pagePathsIn(market);
      expect(new Set(paths).size, market).toBe(PAGES.length);
      for (const page of PAGES) {
        for (const other of PAGES.filter((entry) => entry.id !== page.id)) {
          expect(Object.values(other.paths), `${page.id} and ${other.id}`).not.toContain(
            page.paths[market],
          );
        }
      }
    }
  });

  it("prerenders every page of a market but the calculator, at its paths there", () => {
    expect(prerenderedPagePathsIn("us")).toContain("/carriers");
    expect(prerenderedPagePathsIn("us")).not.toContain("/rates");
    expect(prerenderedPagePathsIn("mx")).toContain("/paqueterias");
    expect(prerenderedPagePathsIn("mx")).toHaveLength(PAGES.length - 1);
  });

  it("moves each Spanish path to its English twin in the US build", () => {
    const moved = movedPathsIn("us");
    expect(moved.get("/cotizador")).toBe("/rates");
    expect(moved.get("/paqueterias")).toBe("/carriers");
    expect(moved.get("/directo")).toBe("/drop-off");
    expect(moved.get("/fullpack")).toBe("/fulfillment");
    // The same in both languages: served, never moved.
    for (const path of ["/", "/tracking", "/pickup"]) expect(moved.has(path), path).toBe(false);
    expect(moved.size).toBe(PAGES.length - 3);
  });

  it("moves each English path to its Spanish twin in the Mexico and Argentina builds", () => {
    for (const market of ["mx", "ar"] as const) {
      const moved = movedPathsIn(market);
      expect(moved.get("/rates")).toBe("/cotizador");
      expect(moved.get("/carriers")).toBe("/paqueterias");
      expect(moved.has("/cotizador")).toBe(false);
      expect(moved.size).toBe(PAGES.length - 3);
    }
  });

  it("never moves a path the market serves", () => {
    for (const market of MARKET_IDS) {
      const served = new Set<string>(pagePathsIn(market));
      for (const [from, to] of movedPathsIn(market)) {
        expect(served.has(from), `${market} ${from}`).toBe(false);
        expect(served.has(to), `${market} ${to}`).toBe(true);
      }
    }
  });
});

describe("the locale resources", () => {
  const files = everyLocaleFile();

  it("write no path of a page of any market: links are built from page ids", () => {
    expect(internalPathsInLocales()).toEqual([]);
  });

  it("catch a path however it is written", () => {
    for (const text of [
      "/contacto",
      "/rates",
      "/tracking/AND-DEMO-1004",
      "/cotizador?origin=06700",
      'Escríbenos en <a href="/contacto">contacto</a>.',
      "See (/carriers).",
    ]) {
      expect(INTERNAL_PATH.test(text), text).toBe(true);
    }
    for (const text of [
      "https://ayuda.anden.example/integraciones/shopify",
      "24/7",
      "Pickup / Directo",
      "envíos/tracking",
    ]) {
      expect(INTERNAL_PATH.test(text), text).toBe(false);
    }
  });

  it("link pages by ids the page table has: service menu, service cards, footer", () => {
    for (const { locale, namespace, json } of files) {
      const resources = json as {
        servicesMenu?: { items: { id: string }[] };
        serviceCards?: { items: { id: string }[] };
        footer?: { sections: { links: { id: string; linkUrl?: string }[] }[] };
      };
      const linked = [
        ...(resources.servicesMenu?.items ?? []),
        ...(resources.serviceCards?.items ?? []),
        ...(resources.footer?.sections ?? [])
          .flatMap((section) => section.links)
          .filter((link) => link.linkUrl === undefined),
      ].map((item) => item.id);
      for (const id of linked) expect(isPageId(id), `${locale} ${namespace}: ${id}`).toBe(true);
      if (namespace === "common") expect(linked.length, locale).toBeGreaterThan(0);
    }
  });
});
