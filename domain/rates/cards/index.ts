/**
 * Every market's SAMPLE rate cards (see each module's header): pure data, imported by the browser
 * too (the rates form derives its limits from them).
 */
import type { MarketId } from "../../site.ts";
import type { MarketRateCards, RateCard } from "../types.ts";
import { AR_RATES } from "./ar.ts";
import { MX_RATES } from "./mx.ts";
import { US_RATES } from "./us.ts";

export const MARKET_RATES: Readonly<Record<MarketId, MarketRateCards>> = {
  mx: MX_RATES,
  ar: AR_RATES,
  us: US_RATES,
};

/** The cards the engine quotes over by default, per market. */
export const CARDS: Readonly<Record<MarketId, readonly RateCard[]>> = {
  mx: MX_RATES.cards,
  ar: AR_RATES.cards,
  us: US_RATES.cards,
};
