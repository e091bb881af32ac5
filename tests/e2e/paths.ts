import { test } from "@playwright/test";
import {
  fragmentIn,
  pagePathIn,
  queryNameIn,
  queryValueIn,
  subRoutePathIn,
  type FragmentId,
  type PageId,
  type QueryParamId,
  type QueryValueId,
} from "../../domain/pages.ts";
import type { MarketId } from "../../domain/site.ts";
import { marketOf } from "./copy.ts";

/** The market of the running test's project (the e2e projects are one per market). */
const currentMarket = (): MarketId => marketOf(test.info().project.name);

/** A page's path in a market, by default the running test's (/cotizador in Mexico, /rates in the US). */
export const pathOf = (page: PageId, market: MarketId = currentMarket()): string =>
  pagePathIn(market, page);

/** A tracking result's path in a market, by default the running test's: /tracking/NUMBER. */
export const trackingPathOf = (trackingNumber: string, market: MarketId = currentMarket()) =>
  subRoutePathIn(market, "trackingResult", { number: trackingNumber });

/** A parcel's e-mail updates page: /tracking/NUMBER/avisos in Mexico, /tracking/NUMBER/updates in the US. */
export const updatesPathOf = (trackingNumber: string, market: MarketId = currentMarket()) =>
  subRoutePathIn(market, "trackingUpdates", { number: trackingNumber });

/** The tracking search without JavaScript: /tracking/buscar in Mexico, /tracking/search in the US. */
export const searchPathOf = (market: MarketId = currentMarket()) =>
  subRoutePathIn(market, "trackingSearch");

/** The words of a market's URLs, by default the running test's (the page table's). */
export const urlWordsOf = (market: MarketId = currentMarket()) => ({
  param: (id: QueryParamId) => queryNameIn(market, id),
  value: <P extends QueryParamId>(id: P, value: QueryValueId<P>) => queryValueIn(market, id, value),
  fragment: (id: FragmentId) => fragmentIn(market, id),
});
