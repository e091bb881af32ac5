import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { MARKET_IDS, MARKETS } from "../../domain/site.ts";
import { pageHead, type Site } from "./head.ts";
import { PAGES } from "../../domain/pages.ts";
import { strictTranslator } from "../../tooling/locale-files.ts";
import { echoTranslator } from "./test-helpers.ts";

const ALL_MARKETS = {
  mx: "https://anden.mx",
  ar: "https://anden.com.ar",
  us: "https://anden.us",
};

const site = (overrides: Partial<Site> = {}): Site => ({
  market: MARKETS.mx,
  baseUrl: "https://anden.mx",
  marketBaseUrls: ALL_MARKETS,
  socialLinks: ["https://www.instagram.com/anden.logistica"],
  ...overrides,
});

const props = (head: MetaDescriptor[], name: string) =>
  head
    .filter(
      (tag) =>
        (tag as { property?: string }).property === name ||
        (tag as { name?: string }).name === name,
    )
    .map((tag) => (tag as { content: string }).content);
const links = (head: MetaDescriptor[], rel: string) =>
  head
    .filter((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === rel)
    .map((tag) => tag as { href: string; hrefLang?: string });
const jsonLd = (head: MetaDescriptor[]) =>
  (
    head.find((tag) => "script:ld+json" in tag) as {
      "script:ld+json": { "@graph": { "@type": string }[] };
    }
  )["script:ld+json"];

describe("pageHead", () => {
  const head = pageHead(site(), echoTranslator, { page: "fullpack" });

  it("has the title, description and a canonical URL on this deployment", () => {
    expect(head).toContainEqual({ title: "meta.fullpack.title" });
    expect(props(head, "description")).toEqual(["meta.fullpack.description"]);
    expect(links(head, "canonical").map((link) => link.href)).toEqual([
      "https://anden.mx/fullpack",
    ]);
    expect(props(head, "robots")).toEqual([]);
  });

  it("links the same page in every configured market, at its path there, with x-default", () => {
    expect(links(head, "alternate").map((link) => [link.hrefLang, link.href])).toEqual([
      ["es-MX", "https://anden.mx/fullpack"],
      ["es-AR", "https://anden.com.ar/fullpack"],
      ["en-US", "https://anden.us/fulfillment"],
      ["x-default", "https://anden.mx/fullpack"],
    ]);
    expect(props(head, "og:locale")).toEqual(["es_MX"]);
    expect(props(head, "og:locale:alternate")).toEqual(["es_AR", "en_US"]);
  });

  it("in the US, puts the canonical URL, the share image and the alternates on each market's path", () => {
    const us = pageHead(site({ market: MARKETS.us, baseUrl: "https://anden.us" }), echoTranslator, {
      page: "carriers",
    });
    expect(links(us, "canonical").map((link) => link.href)).toEqual(["https://anden.us/carriers"]);
    expect(props(us, "og:url")).toEqual(["https://anden.us/carriers"]);
    expect(props(us, "og:image")).toEqual(["https://anden.us/og/carriers.png"]);
    expect(links(us, "alternate").map((link) => [link.hrefLang, link.href])).toEqual([
      ["es-MX", "https://anden.mx/paqueterias"],
      ["es-AR", "https://anden.com.ar/paqueterias"],
      ["en-US", "https://anden.us/carriers"],
      ["x-default", "https://anden.mx/paqueterias"],
    ]);
    const service = jsonLd(us)["@graph"].find((node) => node["@type"] === "Service") as {
      url?: string;
    };
    expect(service.url).toBe("https://anden.us/carriers");
  });

  it("has Open Graph and Twitter card tags with the page's share image", () => {
    expect(props(head, "og:type")).toEqual(["website"]);
    expect(props(head, "og:site_name")).toEqual(["Andén"]);
    expect(props(head, "og:title")).toEqual(["meta.fullpack.title"]);
    expect(props(head, "og:description")).toEqual(["meta.fullpack.description"]);
    expect(props(head, "og:url")).toEqual(["https://anden.mx/fullpack"]);
    expect(props(head, "og:image")).toEqual(["https://anden.mx/og/fullpack.png"]);
    expect(props(head, "og:image:type")).toEqual(["image/png"]);
    expect(props(head, "og:image:width")).toEqual(["1200"]);
    expect(props(head, "og:image:height")).toEqual(["630"]);
    const alt = 'seo.shareImageAlt({"headline":"pages.fullpack.title"})';
    expect(props(head, "og:image:alt")).toEqual([alt]);
    expect(props(head, "twitter:card")).toEqual(["summary_large_image"]);
    expect(props(head, "twitter:title")).toEqual(["meta.fullpack.title"]);
    expect(props(head, "twitter:description")).toEqual(["meta.fullpack.description"]);
    expect(props(head, "twitter:image")).toEqual(["https://anden.mx/og/fullpack.png"]);
    expect(props(head, "twitter:image:alt")).toEqual([alt]);
  });

  it("has JSON-LD for the organisation and, on a service page, the service", () => {
    expect(jsonLd(head)["@graph"].map((node) => node["@type"])).toEqual([
      "Organization",
      "Service",
    ]);
    const home = pageHead(site(), echoTranslator, { page: "home" });
    expect(jsonLd(home)["@graph"].map((node) => node["@type"])).toEqual(["Organization"]);
    expect(props(home, "og:image")).toEqual(["https://anden.mx/og/home.png"]);
    expect(links(home, "canonical")[0]?.href).toBe("https://anden.mx/");
  });

  it("marks up the page's questions and answers as a FAQPage", () => {
    const faq = [{ question: "¿Hay mínimo?", answer: "No." }];
    const withFaq = pageHead(site(), echoTranslator, { page: "pickup", faq });
    expect(jsonLd(withFaq)["@graph"].map((node) => node["@type"])).toEqual([
      "Organization",
      "Service",
      "FAQPage",
    ]);
    const empty = pageHead(site(), echoTranslator, { page: "pickup", faq: [] });
    expect(jsonLd(empty)["@graph"].map((node) => node["@type"])).not.toContain("FAQPage");
  });

  it("links no other market when none is configured", () => {
    const alone = pageHead(site({ marketBaseUrls: { mx: "https://anden.mx" } }), echoTranslator, {
      page: "pickup",
    });
    expect(links(alone, "alternate")).toEqual([]);
    expect(props(alone, "og:locale:alternate")).toEqual([]);
  });

  it("keeps a tracking deep link out of search results and out of the market links", () => {
    const deepLink = pageHead(site(), echoTranslator, {
      page: "tracking",
      path: "/tracking/AND-DEMO-1004",
      title: "Envío AND-DEMO-1004",
      indexable: false,
    });
    expect(props(deepLink, "robots")).toEqual(["noindex"]);
    expect(deepLink).toContainEqual({ title: "Envío AND-DEMO-1004" });
    expect(props(deepLink, "og:title")).toEqual(["Envío AND-DEMO-1004"]);
    expect(links(deepLink, "canonical")[0]?.href).toBe("https://anden.mx/tracking/AND-DEMO-1004");
    expect(links(deepLink, "alternate")).toEqual([]);
    expect(props(deepLink, "og:image")).toEqual(["https://anden.mx/og/tracking.png"]);
  });

  it("finds every text it needs in every locale", () => {
    for (const id of MARKET_IDS) {
      const t = strictTranslator(MARKETS[id].locale);
      for (const { id: page } of PAGES) {
        const tags = pageHead(site({ market: MARKETS[id] }), t, { page });
        for (const text of [...props(tags, "og:title"), ...props(tags, "og:image:alt")]) {
          expect(text, `${id} ${page}`).not.toMatch(/\{\{|\bseo\.|\bmeta\./);
        }
      }
    }
  });
});

describe("pageHead of a customer story", () => {
  const head = pageHead(site(), echoTranslator, {
    page: "stories",
    article: {
      path: "/casos-de-exito/casa-nopal",
      title: "De la cochera a 300 pedidos | Andén",
      description: "Cómo Casa Nopal dejó de empacar en casa.",
      headline: "De la cochera a 300 pedidos",
      datePublished: "2026-10-20",
      photoPath: "/images/stories/casa-nopal/photo.webp",
    },
  });
  const graph = jsonLd(head)["@graph"] as Record<string, unknown>[];

  it("has its own title, description, canonical URL and share image, and links no other market", () => {
    expect(head).toContainEqual({ title: "De la cochera a 300 pedidos | Andén" });
    expect(props(head, "description")).toEqual(["Cómo Casa Nopal dejó de empacar en casa."]);
    expect(links(head, "canonical").map((link) => link.href)).toEqual([
      "https://anden.mx/casos-de-exito/casa-nopal",
    ]);
    expect(links(head, "alternate")).toEqual([]);
    expect(props(head, "og:locale:alternate")).toEqual([]);
    expect(props(head, "og:image")).toEqual(["https://anden.mx/og/casos-de-exito/casa-nopal.png"]);
    expect(props(head, "og:image:alt")).toEqual([
      'seo.shareImageAlt({"headline":"De la cochera a 300 pedidos"})',
    ]);
  });

  it("is an article, published on its day, by the company", () => {
    expect(props(head, "og:type")).toEqual(["article"]);
    expect(props(head, "article:published_time")).toEqual(["2026-10-20"]);
    expect(graph.map((node) => node["@type"])).toEqual(["Organization", "Article"]);
    const organization = graph[0]!["@id"];
    expect(graph[1]).toEqual({
      "@type": "Article",
      "@id": "https://anden.mx/casos-de-exito/casa-nopal#article",
      headline: "De la cochera a 300 pedidos",
      description: "Cómo Casa Nopal dejó de empacar en casa.",
      image: [
        "https://anden.mx/og/casos-de-exito/casa-nopal.png",
        "https://anden.mx/images/stories/casa-nopal/photo.webp",
      ],
      datePublished: "2026-10-20",
      inLanguage: "es-MX",
      mainEntityOfPage: "https://anden.mx/casos-de-exito/casa-nopal",
      author: { "@type": "Organization", "@id": organization, name: "Andén" },
      publisher: { "@type": "Organization", "@id": organization, name: "Andén" },
    });
  });
});
