import { marketId } from "virtual:site-config";
import {
  fragmentIn,
  isPageId,
  movedPathsIn,
  pagePathIn,
  queryNameIn,
  queryValueIn,
  queryValueOf,
  subRoutePathIn,
  type FragmentId,
  type PageId,
  type PagePath,
  type QueryParamId,
  type QueryValueId,
  type SubRouteId,
} from "../../domain/pages.ts";

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

/** The path of a route under a page in this build: `subRoutePath("trackingSearch")`. */
export const subRoutePath = (id: SubRouteId, params?: Readonly<Record<string, string>>): string =>
  subRoutePathIn(marketId, id, params);

/** A tracking result's path: `/tracking/NUMBER`. */
export const trackingResultPath = (trackingNumber: string): string =>
  subRoutePath("trackingResult", { number: trackingNumber });

/** A parcel's e-mail updates page: `/tracking/NUMBER/avisos` (`/updates` in the US). */
export const trackingUpdatesPath = (trackingNumber: string): string =>
  subRoutePath("trackingUpdates", { number: trackingNumber });

/** The words of this build's URLs (the page table's): a query parameter's name, a value, a fragment. */
export const queryName = (param: QueryParamId): string => queryNameIn(marketId, param);
export const queryValue = <P extends QueryParamId>(param: P, value: QueryValueId<P>): string =>
  queryValueIn(marketId, param, value);
export const queryValueFrom = <P extends QueryParamId>(
  param: P,
  word: string | null,
): QueryValueId<P> | undefined => queryValueOf(marketId, param, word);
export const fragment = (id: FragmentId): string => fragmentIn(marketId, id);

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
