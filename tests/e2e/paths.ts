import { test } from "@playwright/test";
import { pagePathIn, type PageId } from "../../domain/pages.ts";
import type { MarketId } from "../../domain/site.ts";
import { marketOf } from "./copy.ts";

/** The market of the running test's project (the e2e projects are one per market). */
const currentMarket = (): MarketId => marketOf(test.info().project.name);

/** A page's path in a market, by default the running test's (/cotizador in Mexico, /rates in the US). */
export const pathOf = (page: PageId, market: MarketId = currentMarket()): string =>
  pagePathIn(market, page);

/** A tracking result's path in a market, by default the running test's: /tracking/NUMBER. */
export const trackingPathOf = (trackingNumber: string, market: MarketId = currentMarket()) =>
  `${pathOf("tracking", market)}/${encodeURIComponent(trackingNumber)}`;
