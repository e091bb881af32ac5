// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { PAGES, pagePathsIn } from "../../domain/pages.ts";
import { sitemapXml } from "./sitemap.ts";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};
const locs = (doc: Document) =>
  [...doc.getElementsByTagNameNS(SITEMAP_NS, "loc")].map((el) => el.textContent);
const alternatesOf = (url: Element) =>
  [...url.getElementsByTagNameNS(XHTML_NS, "link")].map((link) => [
    link.getAttribute("rel"),
    link.getAttribute("hreflang"),
    link.getAttribute("href"),
  ]);
const ALL_MARKETS = {
  mx: "https://anden.mx",
  ar: "https://anden.com.ar",
  us: "https://anden.us",
};
const urlOf = (doc: Document, loc: string) =>
  [...doc.getElementsByTagNameNS(SITEMAP_NS, "url")].find(
    (url) => url.getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent === loc,
  ) as Element;

describe("sitemapXml", () => {
  it("lists every page at its path in the market, as an absolute URL on this deployment", () => {
    const doc = parse(sitemapXml("mx", "https://anden.mx", { mx: "https://anden.mx" }));
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(doc.documentElement.localName).toBe("urlset");
    expect(locs(doc)).toEqual(pagePathsIn("mx").map((path) => `https://anden.mx${path}`));
    expect(locs(doc)).toContain("https://anden.mx/paqueterias");
    expect(doc.getElementsByTagNameNS(XHTML_NS, "link")).toHaveLength(0);
  });

  it("lists the US pages at their English paths", () => {
    const doc = parse(sitemapXml("us", "https://anden.us", { us: "https://anden.us" }));
    expect(locs(doc)).toHaveLength(PAGES.length);
    expect(locs(doc)).toContain("https://anden.us/carriers");
    expect(locs(doc)).not.toContain("https://anden.us/paqueterias");
  });

  it("gives each URL its hreflang alternates, at each market's path of the page", () => {
    const doc = parse(
      sitemapXml("us", "https://anden.us", {
        mx: "https://anden.mx",
        ar: "https://anden.com.ar",
        us: "https://anden.us",
      }),
    );
    expect(alternatesOf(urlOf(doc, "https://anden.us/carriers"))).toEqual([
      ["alternate", "es-MX", "https://anden.mx/paqueterias"],
      ["alternate", "es-AR", "https://anden.com.ar/paqueterias"],
      ["alternate", "en-US", "https://anden.us/carriers"],
      ["alternate", "x-default", "https://anden.mx/paqueterias"],
    ]);
    expect(alternatesOf(urlOf(doc, "https://anden.us/pickup"))).toEqual([
      ["alternate", "es-MX", "https://anden.mx/pickup"],
      ["alternate", "es-AR", "https://anden.com.ar/pickup"],
      ["alternate", "en-US", "https://anden.us/pickup"],
      ["alternate", "x-default", "https://anden.mx/pickup"],
    ]);
  });

  it("lists the market's customer stories after the pages, with their day and no alternates", () => {
    const doc = parse(
      sitemapXml("mx", "https://anden.mx", ALL_MARKETS, [
        { path: "/casos-de-exito/casa-nopal", lastmod: "2026-10-20" },
      ]),
    );
    expect(locs(doc)).toEqual([
      ...pagePathsIn("mx").map((path) => `https://anden.mx${path}`),
      "https://anden.mx/casos-de-exito/casa-nopal",
    ]);
    const story = urlOf(doc, "https://anden.mx/casos-de-exito/casa-nopal");
    expect(story.getElementsByTagNameNS(SITEMAP_NS, "lastmod")[0]?.textContent).toBe("2026-10-20");
    expect(alternatesOf(story)).toEqual([]);
    expect(alternatesOf(urlOf(doc, "https://anden.mx/casos-de-exito"))).toContainEqual([
      "alternate",
      "en-US",
      "https://anden.us/customer-stories",
    ]);
  });

  it("escapes characters that XML reserves", () => {
    const xml = sitemapXml("mx", "https://anden.mx/a&b", {});
    expect(xml).toContain("<loc>https://anden.mx/a&amp;b/contacto</loc>");
    expect(locs(parse(xml))).toContain("https://anden.mx/a&b/contacto");
  });
});
