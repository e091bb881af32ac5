import { marketBaseUrls, marketId, publicBaseUrl } from "virtual:site-config";
import { sitemapXml } from "../seo/sitemap.ts";

/** Prerendered at build time into the client build, so it is served from memory like the pages. */
export function loader() {
  return new Response(sitemapXml(marketId, publicBaseUrl, marketBaseUrls), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
