import type { MarketId } from "../../domain/site.ts";
import { PAGES } from "../../domain/pages.ts";
import { absoluteUrl, alternatesFor, type MarketBaseUrls } from "./links.ts";

const escapeXml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

/** A document of one market only, under a page of the table: a customer story. */
export interface MarketDocument {
  path: string;
  /** The day it was last changed, YYYY-MM-DD. */
  lastmod: string;
}

/**
 * sitemap.xml of a market's deployment: every page at its path there on this base URL, each with
 * its hreflang alternates (xhtml:link, at each market's path of the page) when other markets are
 * configured; then the market's own documents (its customer stories), which have none.
 */
export function sitemapXml(
  market: MarketId,
  baseUrl: string,
  marketBaseUrls: MarketBaseUrls,
  documents: readonly MarketDocument[] = [],
): string {
  const urls = PAGES.map((page) => {
    const links = alternatesFor(marketBaseUrls, (other) => page.paths[other]).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(baseUrl, page.paths[market]))}</loc>`,
      ...links,
      "  </url>",
    ].join("\n");
  });
  const own = documents.map(({ path, lastmod }) =>
    [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>`,
      `    <lastmod>${escapeXml(lastmod)}</lastmod>`,
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    ...own,
    "</urlset>",
    "",
  ].join("\n");
}
