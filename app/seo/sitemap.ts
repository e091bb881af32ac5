import { absoluteUrl, alternatesFor, type MarketBaseUrls } from "./links.ts";

const escapeXml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");

/**
 * sitemap.xml for the given paths on this deployment's base URL, each with its hreflang
 * alternates (xhtml:link) when other markets are configured.
 */
export function sitemapXml(
  paths: readonly string[],
  baseUrl: string,
  marketBaseUrls: MarketBaseUrls,
): string {
  const urls = paths.map((path) => {
    const links = alternatesFor(marketBaseUrls, path).map(
      ({ hreflang, href }) =>
        `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
    );
    return [
      "  <url>",
      `    <loc>${escapeXml(absoluteUrl(baseUrl, path))}</loc>`,
      ...links,
      "  </url>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
