import { marketId } from "virtual:site-config";
import { isPageId, movedPathsIn, pagePathIn, type PageId, type PagePath } from "../../domain/pages.ts";

/** A page's path in this build's market: every link to a page is built from its id. */
export const pagePath = (id: PageId): PagePath => pagePathIn(marketId, id);

/**
 * The path of a page that the locale resources name by id (a service menu item, a service card, a
 * footer link). An id that names no page stops the prerendering; a test checks every one.
 */
export function linkedPagePath(id: string): PagePath {
  if (!isPageId(id)) throw new Error(`The locale resources link "${id}", which is no page`);
  return pagePath(id);
}

/** A tracking result's path: `/tracking/NUMBER`. */
export const trackingResultPath = (trackingNumber: string): string =>
  `${pagePath("tracking")}/${encodeURIComponent(trackingNumber)}`;

const movedPaths = movedPathsIn(marketId);

/**
 * Where another market's path of a page (a Spanish path in the US build, an English one in Mexico
 * and Argentina) moved to in this build, in any casing and with or without a trailing slash
 * (`/Contacto/` in the US build: `/contact`), query string kept; undefined for any other path.
 */
export function movedLocation(url: URL): string | undefined {
  const moved = movedPaths.get(url.pathname.replace(/(?<=.)\/+$/, "").toLowerCase());
  return moved === undefined ? undefined : `${moved}${url.search}`;
}
