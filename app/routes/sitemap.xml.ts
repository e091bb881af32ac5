import { marketBaseUrls, marketId, publicBaseUrl } from "virtual:site-config";
import { subRoutePath } from "../lib/page-path.ts";
import { stories } from "../lib/stories.ts";
import { sitemapXml } from "../seo/sitemap.ts";

/** Prerendered at build time into the client build, so it is served from memory like the pages. */
export function loader() {
  const documents = stories.map((story) => ({
    path: subRoutePath("story", { slug: story.slug }),
    lastmod: story.published,
  }));
  return new Response(sitemapXml(marketId, publicBaseUrl, marketBaseUrls, documents), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
