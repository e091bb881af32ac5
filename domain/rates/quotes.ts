import { MARKETS, type MarketId } from "../site.ts";
import { fieldErrors } from "../field-errors.ts";
import { MARKET_RATES } from "./cards/index.ts";
import { markBest, quote, sortQuotes } from "./engine.ts";
import { chargeableWeightKg, ratesRequestSchema } from "./schema.ts";
import type { Currency, Quote } from "./types.ts";

export interface ParcelQuotes {
  market: MarketId;
  currency: Currency;
  /** A fraction: 0.16. */
  vatRate: number;
  /** L×H×W / 4000, rounded up to 0.1 kg: the figure the form shows. */
  chargeableWeightKg: number;
  /** Sorted cheapest first; empty when no service takes the parcel between the two codes. */
  quotes: Quote[];
  cheapestId: string | null;
  fastestId: string | null;
}

export type QuoteOutcome =
  | { ok: true; quotes: ParcelQuotes }
  /** Per-field error codes (RATES_ERRORS), as the API returns them. */
  | { ok: false; fields: Record<string, string[]> };

/** Each market's schema, built on first use: quoteParcel runs on every rates request. */
const schemas = new Map<MarketId, ReturnType<typeof ratesRequestSchema>>();
function schemaFor(market: MarketId) {
  let schema = schemas.get(market);
  if (!schema) {
    schema = ratesRequestSchema(market);
    schemas.set(market, schema);
  }
  return schema;
}

/**
 * The quotes of `market`'s cards for one parcel as a form or a query gives it (strings or numbers),
 * validated with the shared schema. Used by the rates API and by the calculator's page.
 */
export function quoteParcel(market: MarketId, input: unknown): QuoteOutcome {
  const parsed = schemaFor(market).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const quotes = sortQuotes(quote(market, parsed.data), "cheapest");
  return {
    ok: true,
    quotes: {
      market,
      currency: MARKETS[market].currency,
      vatRate: MARKET_RATES[market].vatRate,
      chargeableWeightKg: chargeableWeightKg(parsed.data),
      quotes,
      ...markBest(quotes),
    },
  };
}
