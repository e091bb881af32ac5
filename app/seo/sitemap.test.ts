// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sitemapXml } from "./sitemap.ts";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
};

describe("sitemapXml", () => {
  it("lists each path as an absolute URL on this deployment", () => {
    const doc = parse(
      sitemapXml(["/", "/fullpack"], "https://anden.mx", { mx: "https://anden.mx" }),
    );
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP_NS);
    expect(doc.documentElement.localName).toBe("urlset");
    const locs = [...doc.getElementsByTagNameNS(SITEMAP_NS, "loc")].map((el) => el.textContent);
    expect(locs).toEqual(["https://anden.mx/", "https://anden.mx/fullpack"]);
    expect(doc.getElementsByTagNameNS(XHTML_NS, "link")).toHaveLength(0);
  });

  it("gives each URL its hreflang alternates when other markets are configured", () => {
    const doc = parse(
      sitemapXml(["/", "/pickup"], "https://anden.com.ar", {
        mx: "https://anden.mx",
        ar: "https://anden.com.ar",
      }),
    );
    const urls = [...doc.getElementsByTagNameNS(SITEMAP_NS, "url")];
    expect(urls).toHaveLength(2);
    const pickup = urls[1] as Element;
    expect(pickup.getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent).toBe(
      "https://anden.com.ar/pickup",
    );
    const links = [...pickup.getElementsByTagNameNS(XHTML_NS, "link")].map((link) => [
      link.getAttribute("rel"),
      link.getAttribute("hreflang"),
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["alternate", "es-MX", "https://anden.mx/pickup"],
      ["alternate", "es-AR", "https://anden.com.ar/pickup"],
      ["alternate", "x-default", "https://anden.mx/pickup"],
    ]);
  });

  it("escapes characters that XML reserves", () => {
    const xml = sitemapXml(["/a?b=1&c=2"], "https://anden.mx", {});
    expect(xml).toContain("<loc>https://anden.mx/a?b=1&amp;c=2</loc>");
    expect(parse(xml).getElementsByTagNameNS(SITEMAP_NS, "loc")[0]?.textContent).toBe(
      "https://anden.mx/a?b=1&c=2",
    );
  });
});
