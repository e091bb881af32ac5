import { MARKET_IDS, MARKETS, type Locale, type MarketId } from "../../domain/site.ts";

/** Base URL (origin, no trailing slash) of each market's deployment that this one knows. */
export type MarketBaseUrls = Partial<Record<MarketId, string>>;

/**
 * The market whose pages answer for `x-default`: Mexico, the primary market and the default build
 * (see docs/decisions/0014).
 */
export const X_DEFAULT_MARKET: MarketId = "mx";

/** An absolute URL for a site path on a base URL; the home page keeps its slash. */
export function absoluteUrl(baseUrl: string, path: string): string {
  return `${baseUrl}${path.startsWith("/") ? path : `/${path}`}`;
}

export interface Alternate {
  hreflang: Locale | "x-default";
  href: string;
}

/**
 * hreflang alternates of a page: its URL in each known market, this one included, at that market's
 * path of the page (the US alternate of /paqueterias is /carriers), plus x-default. None when no
 * other market is configured: a set of one links nothing.
 */
export function alternatesFor(
  marketBaseUrls: MarketBaseUrls,
  pathIn: (market: MarketId) => string,
): Alternate[] {
  const known = MARKET_IDS.filter((market) => marketBaseUrls[market] !== undefined);
  if (known.length < 2) return [];
  const alternates: Alternate[] = known.map((market) => ({
    hreflang: MARKETS[market].locale,
    href: absoluteUrl(marketBaseUrls[market] as string, pathIn(market)),
  }));
  const fallback = marketBaseUrls[X_DEFAULT_MARKET];
  if (fallback !== undefined) {
    alternates.push({
      hreflang: "x-default",
      href: absoluteUrl(fallback, pathIn(X_DEFAULT_MARKET)),
    });
  }
  return alternates;
}
