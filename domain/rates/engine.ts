/**
 * The rates engine: a pure function from (market, request, cards) to quotes. No I/O, no clock, no
 * randomness: the same input always gives the same quotes, in the same order.
 */
import { MARKETS, type MarketId } from "../site.ts";
import { CARDS, MARKET_RATES } from "./cards/index.ts";
import {
  billedWeight,
  chargeableWeight,
  MEASUREMENT_RULES,
  type MeasurementRule,
} from "./measurement.ts";
import type { Quote, RateCard, RateService, RatesRequest } from "./types.ts";
import { sameDayAreaOf, zoneFor } from "./zones.ts";

export type { Modality, Quote, RatesRequest, ServiceId } from "./types.ts";

export type QuoteSort = "cheapest" | "fastest";

/** VAT in minor units, rounded half up, in integers (basis points) so 21 % of 50 is exactly 11. */
export function vatOf(priceExVat: number, vatRate: number): number {
  const basisPoints = Math.round(vatRate * 10_000);
  return Math.floor((priceExVat * basisPoints + 5_000) / 10_000);
}

/** What a service's limits and prices look at, in the market's units. */
export interface ParcelMeasures {
  longestSide: number;
  sumOfSides: number;
  lengthPlusGirth: number;
  realWeight: number;
  chargeableWeight: number;
  billedWeight: number;
}

/**
 * A parcel's measures under the market's rule. Sums run in hundredths, as entered: 78.09 + 76.89
 * + 45.02 is 200, not 200.00000000000003.
 */
export function measureParcel(
  parcel: Pick<RatesRequest, "length" | "height" | "width" | "weight">,
  rule: MeasurementRule,
): ParcelMeasures {
  const sides = [parcel.length, parcel.height, parcel.width].map((side) => Math.round(side * 100));
  const longest = Math.max(...sides);
  const sum = sides.reduce((total, side) => total + side, 0);
  const chargeable = chargeableWeight(parcel, rule);
  return {
    longestSide: longest / 100,
    sumOfSides: sum / 100,
    lengthPlusGirth: (longest + 2 * (sum - longest)) / 100,
    realWeight: parcel.weight,
    chargeableWeight: chargeable,
    billedWeight: billedWeight(parcel.weight, chargeable, rule),
  };
}

/** Whether the parcel is within the service's limits (sizes, real weight, minimum billed weight). */
export function withinLimits(service: RateService, parcel: ParcelMeasures): boolean {
  const { limits } = service;
  return (
    parcel.longestSide <= limits.maxLength &&
    parcel.realWeight <= limits.maxWeight &&
    (limits.maxSumOfSides === undefined || parcel.sumOfSides <= limits.maxSumOfSides) &&
    (limits.maxLengthPlusGirth === undefined ||
      parcel.lengthPlusGirth <= limits.maxLengthPlusGirth) &&
    (limits.minBilledWeight === undefined || parcel.billedWeight >= limits.minBilledWeight)
  );
}

/**
 * The price without VAT for a billed weight in a zone: the first bracket that holds the weight;
 * past the last bracket, its price plus the extra price per started unit of weight. Undefined
 * when the service does not reach the zone.
 */
export function priceFor(service: RateService, billed: number, zone: number): number | undefined {
  const index = zone - 1;
  const brackets = service.weightBrackets;
  for (const bracket of brackets) {
    if (billed <= bracket.upTo) return bracket.priceByZone[index];
  }
  const last = brackets[brackets.length - 1];
  const base = last?.priceByZone[index];
  const perUnit = service.extraWeightPriceByZone[index];
  if (!last || base === undefined || perUnit === undefined) return undefined;
  return base + Math.ceil(billed - last.upTo) * perUnit;
}

/** Offered only inside one same-day area: a same_day service, or one flagged so. */
export const isSameDayOnly = (service: RateService) =>
  service.sameDayOnly === true || service.serviceId === "same_day";

/**
 * Every service of the cards that takes the parcel between the two postal codes, unsorted.
 *
 * A service is left out when the parcel is over its limits (longest side, sum of sides, length
 * plus girth, real weight) or under its minimum billed weight, when it is same-day only and the
 * two postal codes are not in the same same-day area, or when it does not reach the zone. An
 * unknown, unassigned or malformed postal code gives no quotes ([]), never an error.
 *
 * Lengths and weights are in the market's units, and every card is quoted with the market's rule
 * (measurement.ts): one chargeable weight for all, and the billed weight rounded up to the
 * market's increment.
 */
export function quote(
  market: MarketId,
  request: RatesRequest,
  cards: readonly RateCard[] = CARDS[market],
): Quote[] {
  const zoneLookup = zoneFor(market, request.origin, request.destination);
  if (!zoneLookup) return [];
  const { zone } = zoneLookup;
  const { currency } = MARKETS[market];
  const { vatRate } = MARKET_RATES[market];
  const parcel = measureParcel(request, MEASUREMENT_RULES[market]);

  let sameDayArea: string | undefined | null = null; // null: not looked up yet
  const sameArea = () => {
    if (sameDayArea === null) {
      const origin = sameDayAreaOf(market, request.origin);
      sameDayArea =
        origin !== undefined && origin === sameDayAreaOf(market, request.destination)
          ? origin
          : undefined;
    }
    return sameDayArea !== undefined;
  };

  const quotes: Quote[] = [];
  for (const card of cards) {
    for (const service of card.services) {
      if (!withinLimits(service, parcel)) continue;
      if (isSameDayOnly(service) && !sameArea()) continue;
      const transit = service.transitDaysByZone[zone - 1];
      if (!transit) continue;
      const priceExVat = priceFor(service, parcel.billedWeight, zone);
      if (priceExVat === undefined) continue;

      const vat = vatOf(priceExVat, vatRate);
      quotes.push({
        id: `${card.carrierId}:${service.serviceId}`,
        carrierId: card.carrierId,
        carrierName: card.carrierName,
        serviceId: service.serviceId,
        modality: service.modality,
        transitDays: { min: transit[0], max: transit[1] },
        realWeight: parcel.realWeight,
        chargeableWeight: parcel.chargeableWeight,
        billedWeight: parcel.billedWeight,
        zone,
        priceExVat,
        vat,
        priceIncVat: priceExVat + vat,
        currency,
        vatRate,
        ...(service.coverageNote ? { coverageNote: service.coverageNote } : {}),
      });
    }
  }
  return quotes;
}

const byId = (a: Quote, b: Quote) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const COMPARATORS: Record<QuoteSort, (a: Quote, b: Quote) => number> = {
  /** Price without VAT, then the latest day, then the earliest, then id. */
  cheapest: (a, b) =>
    a.priceExVat - b.priceExVat ||
    a.transitDays.max - b.transitDays.max ||
    a.transitDays.min - b.transitDays.min ||
    byId(a, b),
  /** The latest day, then price, then the earliest day, then id. */
  fastest: (a, b) =>
    a.transitDays.max - b.transitDays.max ||
    a.priceExVat - b.priceExVat ||
    a.transitDays.min - b.transitDays.min ||
    byId(a, b),
};

/** A sorted copy (the input is left as it was); ties end on the id, so the order is total. */
export function sortQuotes(quotes: readonly Quote[], by: QuoteSort): Quote[] {
  return [...quotes].sort(COMPARATORS[by]);
}

/** The ids of the cheapest and the fastest quote, by the orders of sortQuotes; null when none. */
export function markBest(quotes: readonly Quote[]): {
  cheapestId: string | null;
  fastestId: string | null;
} {
  let cheapest: Quote | undefined;
  let fastest: Quote | undefined;
  for (const candidate of quotes) {
    if (!cheapest || COMPARATORS.cheapest(candidate, cheapest) < 0) cheapest = candidate;
    if (!fastest || COMPARATORS.fastest(candidate, fastest) < 0) fastest = candidate;
  }
  return { cheapestId: cheapest?.id ?? null, fastestId: fastest?.id ?? null };
}
