import { market } from "../i18n/i18n.ts";
import { translate } from "../lib/page-meta.ts";
import { webManifest } from "../seo/manifest.ts";

/** The market's web manifest; prerendered at build time, so it is served from memory. */
export function loader() {
  return new Response(JSON.stringify(webManifest(translate, market), null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
