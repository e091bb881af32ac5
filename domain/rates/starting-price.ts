import type { MarketId } from "../site.ts";
import { CARDS, MARKET_RATES } from "./cards/index.ts";
import { quote } from "./engine.ts";
import type { Dimensions } from "./measurement.ts";
import type { Currency, Modality, RateCard, ServiceId } from "./types.ts";

/** A shipment a "from" price is worked out for: sides and real weight in the market's units. */
export type ReferenceShipment = Dimensions & { weight: number };

/**
 * The reference parcel of each market: a 1 kg box of 30 × 20 × 15 cm (chargeable 2.25 kg, billed
 * 2.5 kg) in Mexico and Argentina; a 2 lb box of 12 × 8 × 6 in (dimensional 4.15 lb, billed 5 lb)
 * in the US. The rates form shows it as its example.
 */
export const REFERENCE_PARCELS: Readonly<Record<MarketId, ReferenceShipment>> = {
  mx: { length: 30, height: 20, width: 15, weight: 1 },
  ar: { length: 30, height: 20, width: 15, weight: 1 },
  us: { length: 12, width: 8, height: 6, weight: 2 },
};

/**
 * The reference pallet, for pallet_b2b services: a 120 × 100 cm pallet loaded 100 cm high with
 * 300 kg (billed 300 kg); in the US a 48 × 40 in pallet loaded 40 in high with 500 lb
 * (dimensional 552.52 lb, billed 553 lb).
 */
export const REFERENCE_PALLETS: Readonly<Record<MarketId, ReferenceShipment>> = {
  mx: { length: 120, height: 100, width: 100, weight: 300 },
  ar: { length: 120, height: 100, width: 100, weight: 300 },
  us: { length: 48, width: 40, height: 40, weight: 500 },
};

/**
 * The routes a "from" price is quoted on, in each market: within the capital's metro (what the
 * company's own couriers and a same-day pickup serve) and from the capital to the second city,
 * the route most parcels of an online store travel. Postal codes of real places; zones.ts
 * gives their zones as it does for any quote.
 */
export const REFERENCE_ROUTES = {
  mx: {
    metro: { origin: "06700", destination: "03100" },
    intercity: { origin: "06700", destination: "44100" },
  },
  ar: {
    metro: { origin: "1425", destination: "1414" },
    intercity: { origin: "1425", destination: "5000" },
  },
  us: {
    metro: { origin: "75201", destination: "75204" },
    intercity: { origin: "75201", destination: "60601" },
  },
} as const satisfies Record<MarketId, Record<string, { origin: string; destination: string }>>;

export type RouteId = keyof (typeof REFERENCE_ROUTES)["mx"];

/** Which services an offer covers: a serviceId, a modality, or both (all services when empty). */
export interface Offer {
  serviceId?: ServiceId;
  modality?: Modality;
}

export interface StartingPrice {
  /** The lowest price before tax (VAT, sales tax), in minor units of `currency`. */
  amount: number;
  currency: Currency;
  /** The shipment it was worked out for. */
  reference: ReferenceShipment;
  /** The route it was quoted on (REFERENCE_ROUTES). */
  route: RouteId;
}

/**
 * A "from $X" price for an offer, for the service pages: the lowest price before tax among the
 * quotes the calculator gives, for `market`'s reference shipment (REFERENCE_PARCELS;
 * REFERENCE_PALLETS for pallet_b2b services) on `route`, of the services matching `offer`. It is
 * the very quote a visitor gets for that parcel and route, so the two never disagree. Null when
 * no card offers it there (or none takes the reference).
 *
 *   startingPrice("mx", { modality: "branch" }, "intercity"); // drop-off, CDMX to Guadalajara
 *   startingPrice("mx", { serviceId: "same_day" }, "metro"); // within Mexico City
 *   startingPrice("us", { serviceId: "pallet_b2b" }, "intercity"); // the reference pallet
 *
 * Say what it is for where it is shown ("from $X before tax, 1 kg box of 30 × 20 × 15 cm, Mexico
 * City to Guadalajara": the `reference` through format.ts's formatMeasure, and the route).
 */
export function startingPrice(
  market: MarketId,
  offer: Offer,
  route: RouteId,
  cards: readonly RateCard[] = CARDS[market],
): StartingPrice | null {
  const reference =
    offer.serviceId === "pallet_b2b" ? REFERENCE_PALLETS[market] : REFERENCE_PARCELS[market];
  const quotes = quote(market, { ...REFERENCE_ROUTES[market][route], ...reference }, cards).filter(
    (candidate) =>
      (offer.serviceId === undefined || candidate.serviceId === offer.serviceId) &&
      (offer.modality === undefined || candidate.modality === offer.modality),
  );
  if (quotes.length === 0) return null;
  const amount = Math.min(...quotes.map((candidate) => candidate.priceExVat));
  return { amount, currency: MARKET_RATES[market].currency, reference, route };
}

/**
 * The heaviest pallet any of the market's pallet services takes, in the market's weight unit: what
 * the B2B page states as its limit.
 */
export function heaviestPallet(
  market: MarketId,
  cards: readonly RateCard[] = CARDS[market],
): number {
  const weights = cards.flatMap((card) =>
    card.services
      .filter((service) => service.serviceId === "pallet_b2b")
      .map((service) => service.limits.maxWeight),
  );
  return Math.max(0, ...weights);
}
