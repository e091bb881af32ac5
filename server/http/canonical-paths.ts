import type { MiddlewareHandler } from "hono";
import { formerWordsLocationIn } from "../../domain/pages.ts";
import type { MarketId } from "../../domain/site.ts";
import type { AppEnv, PagePattern } from "./app-env.ts";

/** How long browsers and CDNs may keep a redirect to a page's own path (a day, as ADR 42's). */
const CANONICAL_MAX_AGE_SECONDS = 86_400;

/** What no page's own path has: a capital letter, a trailing or doubled slash, an index file. */
const MAYBE_ANOTHER_SPELLING = /[A-Z]|.\/$|\/\/|\/index\.html$/i;

/**
 * The path of the page that `pathname` reaches only under another spelling: another casing of
 * its fixed words (`/Contacto`, `/tracking/AND-1/Avisos`), a trailing slash, or its folder's
 * `index.html`. The route table's pattern (`/tracking/:number/avisos`) gives the fixed words; the
 * request gives the values of its parameters, as it spelled them (a tracking number keeps its
 * case: an upstream API's numbers may be case-sensitive). Undefined when the path is the page's
 * own, or reaches no page (the catch-all's paths keep their answer, ADR 6 and 42).
 */
export function canonicalPathOf(
  pagePattern: PagePattern,
): (pathname: string) => string | undefined {
  return (pathname) => {
    if (!MAYBE_ANOTHER_SPELLING.test(pathname)) return undefined;
    const path = pathname.replace(/\/index\.html$/i, "/");
    const pattern = pagePattern(path);
    if (pattern === undefined) return undefined;
    const fixed = pattern.split("/").filter(Boolean);
    const given = path.split("/").filter(Boolean);
    if (fixed.length !== given.length) return undefined;
    const canonical = `/${fixed.map((word, at) => (word.startsWith(":") ? given[at] : word)).join("/")}`;
    return canonical === pathname ? undefined : canonical;
  };
}

/**
 * One URL per page (ADR 51): a page asked for under another spelling of its path answers a
 * permanent redirect to its own, query kept, before the static files (a prerendered page's folder
 * also answers its path with a slash) and before any render or page budget. So does a link in the
 * words the market's URLs had before (ADR 55: the US build's Spanish `/tracking/AND-1/avisos?
 * confirmar=…` of the e-mails already sent), to the same route in its words, its query's words
 * too. Another market's path of a page is the catch-all route's redirect (ADR 42), in any casing.
 */
export const canonicalPaths = (
  pagePattern: PagePattern,
  market: MarketId,
): MiddlewareHandler<AppEnv> => {
  const canonicalOf = canonicalPathOf(pagePattern);
  const inFormerWords = formerWordsLocationIn(market);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const canonical = canonicalOf(url.pathname);
    const location =
      inFormerWords(url) ?? (canonical === undefined ? undefined : `${canonical}${url.search}`);
    if (location === undefined) return next();
    c.header("Cache-Control", `public, max-age=${CANONICAL_MAX_AGE_SECONDS}`);
    return c.redirect(location, 301);
  };
};
