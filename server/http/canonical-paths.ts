import type { MiddlewareHandler } from "hono";
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
 * also answers its path with a slash) and before any render or page budget. Another market's path
 * of a page is the catch-all route's redirect (ADR 42), in any casing.
 */
export const canonicalPaths = (pagePattern: PagePattern): MiddlewareHandler<AppEnv> => {
  const canonicalOf = canonicalPathOf(pagePattern);
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const url = new URL(c.req.url);
    const canonical = canonicalOf(url.pathname);
    if (canonical === undefined) return next();
    c.header("Cache-Control", `public, max-age=${CANONICAL_MAX_AGE_SECONDS}`);
    return c.redirect(`${canonical}${url.search}`, 301);
  };
};
