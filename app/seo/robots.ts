import { absoluteUrl } from "./links.ts";

/**
 * robots.txt: the whole site may be crawled except the APIs. Tracking deep links stay crawlable on
 * purpose: they carry a robots noindex meta, which a crawler only sees if it may fetch the page.
 */
export function robotsTxt(baseUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(baseUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
