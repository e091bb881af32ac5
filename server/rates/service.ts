import { LRUCache } from "lru-cache";
import { RATE_FIELDS } from "../../domain/rates/query.ts";
import { quoteParcel, type ParcelQuotes } from "../../domain/rates/quotes.ts";
import type { MarketId } from "../../domain/site.ts";

/** The quotes' JSON kept for the parcels asked for most recently, at most this many bytes. */
export const RATES_ANSWER_CACHE_BYTES = 2 * 1024 * 1024;

export type RatesResponseBody = ParcelQuotes;

/** A parcel's quotes as JSON (`ParcelQuotes`), or the fields at fault with their codes. */
export type RatesQuote =
  { ok: true; json: Uint8Array<ArrayBuffer> } | { ok: false; fields: Record<string, string[]> };

export interface RatesService {
  /** The quotes of the market's cards for one parcel, as a form, a query or a JSON body gives it. */
  quote(input: Record<string, unknown>): RatesQuote;
}

/**
 * The request's six fields, the only ones the quotes read, as they came (a number and the text of
 * it differ). Other fields and their order do not matter.
 */
const parcelKey = (fields: Record<string, unknown>): string =>
  JSON.stringify(RATE_FIELDS.map((field) => (Object.hasOwn(fields, field) ? fields[field] : null)));

/**
 * Quotes for one market (domain/rates: the shared schema and the market's cards). Quotes depend
 * on the request and the cards only, so each parcel's answer is written once and kept while it
 * is asked for (ADR 36); refusals are not kept.
 */
export function createRatesService({ market }: { market: MarketId }): RatesService {
  const answers = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    max: 10_000,
    maxSize: RATES_ANSWER_CACHE_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.byteLength),
  });
  return {
    quote(input) {
      const key = parcelKey(input);
      const kept = answers.get(key);
      if (kept) return { ok: true, json: kept };
      const outcome = quoteParcel(market, input);
      if (!outcome.ok) return { ok: false, fields: outcome.fields };
      const json = new TextEncoder().encode(
        JSON.stringify(outcome.quotes satisfies RatesResponseBody),
      );
      answers.set(key, json);
      return { ok: true, json };
    },
  };
}
