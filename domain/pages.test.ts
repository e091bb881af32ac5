import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "./site.ts";
import { everyLocaleFile } from "../tooling/locale-files.ts";
import { internalPathsInLocales } from "../tooling/locale-paths.ts";
import { PATH_LITERAL } from "../tooling/url-words.ts";
import {
  FRAGMENTS,
  formerWordsLocationIn,
  fragmentIn,
  isPageId,
  movedPathsIn,
  PAGE_SUB_ROUTES,
  PAGES,
  pagePathIn,
  pagePathsIn,
  pagesIn,
  prerenderedPagePathsIn,
  QUERY_PARAMS,
  queryNameIn,
  queryParamFrom,
  queryValueIn,
  queryValueOf,
  subRoutePathIn,
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
      stories: "/customer-stories",
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

describe("the routes under the pages", () => {
  const subRoutes = PAGE_SUB_ROUTES;

  it("write their words in Spanish in Mexico and Argentina and in English in the US", () => {
    for (const market of ["mx", "ar"] as const) {
      expect(subRoutePathIn(market, "trackingSearch")).toBe("/tracking/buscar");
      expect(subRoutePathIn(market, "trackingResult", { number: "AND-1" })).toBe("/tracking/AND-1");
      expect(subRoutePathIn(market, "trackingUpdates", { number: "AND-1" })).toBe(
        "/tracking/AND-1/avisos",
      );
      expect(queryNameIn(market, "confirm")).toBe("confirmar");
      expect(queryValueIn(market, "updates", "unsubscribeExpired")).toBe("baja-vencida");
      expect(fragmentIn(market, "updates")).toBe("avisos");
    }
    expect(subRoutePathIn("us", "trackingSearch")).toBe("/tracking/search");
    expect(subRoutePathIn("us", "trackingUpdates", { number: "AND-1" })).toBe(
      "/tracking/AND-1/updates",
    );
    expect(queryNameIn("us", "number")).toBe("number");
    expect(queryNameIn("us", "history")).toBe("history");
    expect(queryValueIn("us", "history", "full")).toBe("full");
    expect(queryNameIn("us", "updates")).toBe("updates");
    expect(queryValueIn("us", "updates", "sent")).toBe("sent");
    expect(fragmentIn("us", "searchAgain")).toBe("search");
  });

  it("leave no Spanish word in the US build's URLs", () => {
    const words = (market: "mx" | "us") => [
      ...subRoutes.flatMap((route) => route.paths[market].split("/")),
      ...Object.values(QUERY_PARAMS).flatMap((param) => [
        param.name[market],
        ...Object.values("values" in param ? param.values : {}).map((value) => value[market]),
      ]),
      ...Object.values(FRAGMENTS).map((fragment) => fragment[market]),
    ];
    const spanish = new Set(words("mx"));
    // The same in both languages: a parameter, and "error".
    expect(words("us").filter((word) => spanish.has(word))).toEqual([
      ":slug",
      ":number",
      ":number",
      "error",
    ]);
  });

  it("put a customer story under the stories page, by its slug, in each market's words", () => {
    expect(subRoutePathIn("mx", "story", { slug: "casa-nopal" })).toBe(
      "/casos-de-exito/casa-nopal",
    );
    expect(subRoutePathIn("us", "story", { slug: "saguaro-goods" })).toBe(
      "/customer-stories/saguaro-goods",
    );
    expect(movedPathsIn("mx").get("/customer-stories")).toBe("/casos-de-exito");
    expect(movedPathsIn("us").get("/casos-de-exito")).toBe("/customer-stories");
  });

  it("encode a parameter filled in, and refuse to leave one out", () => {
    expect(subRoutePathIn("mx", "trackingResult", { number: "AND 1/2" })).toBe(
      "/tracking/AND%201%2F2",
    );
    expect(() => subRoutePathIn("us", "trackingUpdates")).toThrow(RangeError);
  });

  it("give each parameter and each value of one its own word in every market", () => {
    for (const market of MARKET_IDS) {
      const names = Object.values(QUERY_PARAMS).map((param) => param.name[market]);
      // The parcel's number is named alike on the search and the API's posts: one parameter.
      expect(new Set(names).size, market).toBe(names.length);
      for (const param of Object.values(QUERY_PARAMS)) {
        if (!("values" in param)) continue;
        const values = Object.values(param.values).map((value) => value[market]);
        expect(new Set(values).size, `${market} ${param.name[market]}`).toBe(values.length);
      }
    }
  });

  it("read a word back into what it means, in the market's words only", () => {
    expect(queryValueOf("mx", "updates", "enviado")).toBe("sent");
    expect(queryValueOf("us", "updates", "sent")).toBe("sent");
    expect(queryValueOf("us", "updates", "enviado")).toBeUndefined();
    expect(queryValueOf("us", "updates", null)).toBeUndefined();
    expect(queryValueOf("ar", "history", "completo")).toBe("full");
  });

  it("read a parameter under the market's name, or under the name the US build wrote before", () => {
    const query = (text: string) => new URLSearchParams(text);
    expect(queryParamFrom("us", query("number=AND-1"), "number")).toBe("AND-1");
    expect(queryParamFrom("us", query("numero=AND-1"), "number")).toBe("AND-1");
    expect(queryParamFrom("us", query("numero=AND-2&number=AND-1"), "number")).toBe("AND-1");
    expect(queryParamFrom("mx", query("numero=AND-1"), "number")).toBe("AND-1");
    expect(queryParamFrom("mx", query("number=AND-1"), "number")).toBeNull();
  });
});

describe("formerWordsLocationIn", () => {
  const locationIn = (market: "mx" | "ar" | "us", path: string) =>
    formerWordsLocationIn(market)(new URL(path, "https://anden.example"));

  it("sends the US build's Spanish links to its English ones, query words too, at the fragment", () => {
    expect(locationIn("us", "/tracking/AND-1/avisos?confirmar=confirm.1.2.sig")).toBe(
      "/tracking/AND-1/updates?confirm=confirm.1.2.sig#updates",
    );
    expect(locationIn("us", "/tracking/AND-1/avisos?baja=t&avisos=limite")).toBe(
      "/tracking/AND-1/updates?unsubscribe=t&updates=limit#updates",
    );
    expect(locationIn("us", "/tracking/AND-1/avisos")).toBe("/tracking/AND-1/updates#updates");
    expect(locationIn("us", "/tracking/buscar?numero=AND-1")).toBe("/tracking/search?number=AND-1");
    expect(locationIn("us", "/tracking/AND-1?historial=completo")).toBe(
      "/tracking/AND-1?history=full",
    );
  });

  it("keeps the number as it was asked for, and any other parameter as it is", () => {
    expect(locationIn("us", "/tracking/and%201/avisos?avisos=enviado&utm_source=correo")).toBe(
      "/tracking/and%201/updates?updates=sent&utm_source=correo#updates",
    );
    expect(locationIn("us", "/tracking/AND-1/avisos?avisos=unknown")).toBe(
      "/tracking/AND-1/updates?updates=unknown#updates",
    );
  });

  it("finds the Spanish words in any casing, or with a trailing slash", () => {
    expect(locationIn("us", "/Tracking/AND-1/Avisos/")).toBe("/tracking/AND-1/updates#updates");
    expect(locationIn("us", "/TRACKING/BUSCAR")).toBe("/tracking/search");
  });

  it("leaves the US build's own words, the pages and unknown paths alone", () => {
    for (const path of [
      "/tracking/AND-1/updates?confirm=t",
      "/tracking/search?number=AND-1",
      "/tracking/AND-1?history=full",
      "/tracking/AND-1?utm_source=correo",
      "/tracking",
      "/cotizador?origin=06700",
      "/tracking/AND-1/avisos/extra",
      // Its own words in another casing: canonicalPaths answers them.
      "/Tracking/Search",
      "/tracking/AND-1/Updates",
    ]) {
      expect(locationIn("us", path), path).toBeUndefined();
    }
  });

  it("moves nothing in Mexico and Argentina, whose words never changed", () => {
    for (const market of ["mx", "ar"] as const) {
      for (const path of [
        "/tracking/AND-1/avisos?confirmar=t",
        "/tracking/AND-1/updates?confirm=t",
        "/tracking/search?number=AND-1",
        "/tracking/AND-1?history=full",
      ]) {
        expect(locationIn(market, path), `${market} ${path}`).toBeUndefined();
      }
    }
  });
});

describe("the locale resources", () => {
  const files = everyLocaleFile();

  it("write no path of a page nor a word of its URLs in any market: links are built from page ids", () => {
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
      "${tracking}/buscar",
      "/updates",
      "?numero=AND-1",
      "&confirm=token",
      '<a href="#avisos">',
    ]) {
      expect(PATH_LITERAL.test(text), text).toBe(true);
    }
    for (const text of [
      "https://ayuda.anden.example/integraciones/shopify",
      "24/7",
      "Pickup / Directo",
      "envíos/tracking",
      "https://ayuda.anden.example/search",
      "/api/tracking/AND-1/updates",
      "tracking-updates/search-results",
      "Search the number",
    ]) {
      expect(PATH_LITERAL.test(text), text).toBe(false);
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
