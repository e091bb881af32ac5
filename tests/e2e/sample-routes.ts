import type { MarketId } from "../../domain/site.ts";
import { pagePathIn } from "../../domain/pages.ts";
import { storyPathIn } from "../../domain/stories.ts";
import { readStories } from "../../tooling/story-files.ts";

/**
 * A parcel each market's sample cards quote, in its units: postal codes of two cities and a box
 * of 30 × 20 × 15 cm and 2 kg (Mexico, Argentina) or 12 × 8 × 6 in and 2 lb (US).
 */
const SAMPLE_PARCELS: Record<MarketId, Record<string, string>> = {
  mx: {
    origin: "06700",
    destination: "44100",
    length: "30",
    height: "20",
    width: "15",
    weight: "2",
  },
  ar: { origin: "1425", destination: "5000", length: "30", height: "20", width: "15", weight: "2" },
  us: { origin: "10001", destination: "94105", length: "12", width: "8", height: "6", weight: "2" },
};

/** Postal codes that are well formed but that no card serves: the calculator's empty result. */
const UNSERVED_DESTINATIONS: Record<MarketId, string> = {
  mx: "00100",
  ar: "0100",
  us: "00001",
};

export const sampleQuotePath = (market: MarketId) =>
  `${pagePathIn(market, "rates")}?${new URLSearchParams(SAMPLE_PARCELS[market]).toString()}`;

export const unservedQuotePath = (market: MarketId) =>
  `${pagePathIn(market, "rates")}?${new URLSearchParams({
    ...SAMPLE_PARCELS[market],
    destination: UNSERVED_DESTINATIONS[market],
  }).toString()}`;

/**
 * The pages drawn per request that the page table does not list, in the states worth looking at:
 * a parcel on its way, a delivered one, an unknown number, a quote and a quote with no offer.
 */
export function sampleRoutes(market: MarketId): string[] {
  const tracking = pagePathIn(market, "tracking");
  return [
    `${tracking}/AND-DEMO-1004`,
    `${tracking}/AND-DEMO-1005`,
    `${tracking}/AND-DEMO-1006`,
    `${tracking}/NO-SUCH-12345`,
    sampleQuotePath(market),
    unservedQuotePath(market),
  ];
}

/**
 * Every customer story of a market's content, the latest first (ADR 56): prerendered pages under
 * the stories page that the page table does not list one by one.
 */
export const storyRoutes = (market: MarketId): string[] =>
  readStories(market).map((story) => storyPathIn(market, story.slug));
