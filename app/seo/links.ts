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
 * hreflang alternates of a path (the same in every market): one per known market, this one
 * included, plus x-default. None when no other market is configured: a set of one links nothing.
 */
export function alternatesFor(marketBaseUrls: MarketBaseUrls, path: string): Alternate[] {
  const known = MARKET_IDS.filter((market) => marketBaseUrls[market] !== undefined);
  if (known.length < 2) return [];
  const alternates: Alternate[] = known.map((market) => ({
    hreflang: MARKETS[market].locale,
    href: absoluteUrl(marketBaseUrls[market] as string, path),
  }));
  const fallback = marketBaseUrls[X_DEFAULT_MARKET];
  if (fallback !== undefined) {
    alternates.push({ hreflang: "x-default", href: absoluteUrl(fallback, path) });
  }
  return alternates;
}
