import { MARKETS, type MarketId } from "../site.ts";
import { fieldErrors } from "../field-errors.ts";
import { CARDS, MARKET_RATES } from "./cards/index.ts";
import { markBest, quote, sortQuotes } from "./engine.ts";
import { chargeableWeight, MEASUREMENT_RULES, type Units } from "./measurement.ts";
import { ratesRequestSchema } from "./schema.ts";
import type { Currency, Quote, RateCard, RatesRequest, ServiceLimits } from "./types.ts";

/**
 * The longest side and the heaviest real weight that some service takes, and the lowest billed
 * weight that one takes (0 when one takes any).
 */
export interface LargestAccepted {
  maxLength: number;
  maxWeight: number;
  minBilledWeight: number;
}

/**
 * Why a parcel has no quotes: no service reaches between the two postal codes ("route"), or some
 * do but the parcel is outside their limits ("parcel"; then the largest that the route's parcel
 * services and its pallet services take, null for a kind the route does not have).
 */
export type NoQuotes =
  | { reason: "route" }
  | { reason: "parcel"; parcel: LargestAccepted | null; pallet: LargestAccepted | null };

export interface ParcelQuotes {
  market: MarketId;
  currency: Currency;
  /** A fraction: 0.16. */
  vatRate: number;
  /** The units of every length and weight here and in the request: cm and kg, or in and lb. */
  units: Units;
  /** The market's rule: chargeable weight = length × height × width / volumetricDivisor. */
  volumetricDivisor: number;
  /** Billed weights are the higher of real and chargeable, rounded up to a multiple of this. */
  billingIncrement: number;
  /** By the market's rule, to two decimals: the figure the form shows, the same on every quote. */
  chargeableWeight: number;
  /** Sorted cheapest first; empty when no service takes the parcel between the two codes. */
  quotes: Quote[];
  cheapestId: string | null;
  fastestId: string | null;
  /** Why `quotes` is empty; null when it is not. */
  noQuotes: NoQuotes | null;
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

/** The cards as if no service had size or weight limits: what serves the route at all. */
const unlimited = (cards: readonly RateCard[]): RateCard[] =>
  cards.map((card) => ({
    ...card,
    services: card.services.map((service) => ({
      ...service,
      limits: { maxLength: Infinity, maxWeight: Infinity },
    })),
  }));

function largestAccepted(limits: readonly ServiceLimits[]): LargestAccepted | null {
  if (limits.length === 0) return null;
  return {
    maxLength: Math.max(...limits.map((limit) => limit.maxLength)),
    maxWeight: Math.max(...limits.map((limit) => limit.maxWeight)),
    minBilledWeight: Math.min(...limits.map((limit) => limit.minBilledWeight ?? 0)),
  };
}

/** Why `request` has no quotes over `cards`: the route, or the parcel and the route's limits. */
export function whyNoQuotes(
  market: MarketId,
  request: RatesRequest,
  cards: readonly RateCard[] = CARDS[market],
): NoQuotes {
  const serving = new Set(quote(market, request, unlimited(cards)).map((q) => q.id));
  const services = cards.flatMap((card) =>
    card.services.filter((service) => serving.has(`${card.carrierId}:${service.serviceId}`)),
  );
  if (services.length === 0) return { reason: "route" };
  const limitsOf = (pallet: boolean) =>
    services
      .filter((service) => (service.serviceId === "pallet_b2b") === pallet)
      .map((service) => service.limits);
  return {
    reason: "parcel",
    parcel: largestAccepted(limitsOf(false)),
    pallet: largestAccepted(limitsOf(true)),
  };
}

/**
 * The quotes of `market`'s cards for one parcel as a form or a query gives it (strings or numbers),
 * validated with the shared schema. Used by the rates API and by the calculator's page.
 */
export function quoteParcel(market: MarketId, input: unknown): QuoteOutcome {
  const parsed = schemaFor(market).safeParse(input);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error) };
  const request = parsed.data;
  const quotes = sortQuotes(quote(market, request), "cheapest");
  const rule = MEASUREMENT_RULES[market];
  return {
    ok: true,
    quotes: {
      market,
      currency: MARKETS[market].currency,
      vatRate: MARKET_RATES[market].vatRate,
      units: rule.units,
      volumetricDivisor: rule.divisor,
      billingIncrement: rule.billingIncrement,
      chargeableWeight: chargeableWeight(request, rule),
      quotes,
      ...markBest(quotes),
      noQuotes: quotes.length === 0 ? whyNoQuotes(market, request) : null,
    },
  };
}
