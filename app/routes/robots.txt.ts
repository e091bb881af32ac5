import { publicBaseUrl } from "virtual:site-config";
import { robotsTxt } from "../seo/robots.ts";

/** Prerendered at build time into the client build, so it is served from memory like the pages. */
export function loader() {
  return new Response(robotsTxt(publicBaseUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}
