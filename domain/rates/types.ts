/**
 * The shapes of rate cards and quotes. Types only, shared by the server and the browser (the rates
 * page reads the cards' limits and shows the quotes).
 *
 * Every length and weight is in its market's units (measurement.ts: centimetres and kilograms in
 * Mexico and Argentina, inches and pounds in the US); no name carries a unit.
 */
import type { Market } from "../site.ts";
import type { Units } from "./measurement.ts";

export type ServiceId = "standard" | "next_day" | "same_day" | "pallet_b2b";

/** Branch: the seller drops the parcel off at the carrier. Door: picked up at the door. */
export type Modality = "branch" | "door";

export type Currency = Market["currency"];

export interface ServiceLimits {
  /** The longest side. */
  maxLength: number;
  /** Length + height + width; unset when the service does not limit it. */
  maxSumOfSides?: number;
  /** The longest side plus twice each of the other two, as US carriers measure; unset if unlimited. */
  maxLengthPlusGirth?: number;
  /** The real weight. */
  maxWeight: number;
  /** Below this billed weight the service is not offered (a pallet for a shoebox). */
  minBilledWeight?: number;
}

export interface WeightBracket {
  /** The bracket covers billed weights up to and including this. */
  upTo: number;
  /**
   * Price without VAT in minor units (centavos, cents), by zone: index 0 is zone 1. A zone past
   * the end of the list is not served by the service.
   */
  priceByZone: readonly number[];
}

export interface RateService {
  serviceId: ServiceId;
  modality: Modality;
  limits: ServiceLimits;
  /** Ascending by upTo. */
  weightBrackets: readonly WeightBracket[];
  /** Minor units per started unit of weight (kg, lb) beyond the last bracket, by zone. */
  extraWeightPriceByZone: readonly number[];
  /** [min, max] business days, by zone (index 0 is zone 1). */
  transitDaysByZone: readonly (readonly [min: number, max: number])[];
  /**
   * Offered only when origin and destination are in the same same-day area (the capital metro).
   * A same_day service always is, flag or not.
   */
  sameDayOnly?: boolean;
  /** Shown in the quote's details, in the market's language. */
  coverageNote?: string;
}

/**
 * How far a carrier reaches, as the carriers page groups them: national (a parcel service to every
 * zone), regional (parcels to some zones, or same-day in a metro) or freight (pallets only).
 */
export type CarrierNetwork = "national" | "regional" | "freight";

export interface RateCard {
  carrierId: string;
  carrierName: string;
  /** The company's own last-mile or B2B service. */
  own?: boolean;
  /** A carrier's network (cards.test.ts holds it to its services); unset on the company's own. */
  network?: CarrierNetwork;
  /** At most one service per serviceId: a quote's id is `${carrierId}:${serviceId}`. */
  services: readonly RateService[];
}

export interface MarketRateCards {
  currency: Currency;
  /** VAT as a fraction (0.16); 0 where prices are shown without tax (US sales tax). */
  vatRate: number;
  /** The units the cards are written in: the market's (a test holds them to its rule). */
  units: Units;
  cards: readonly RateCard[];
}

/** A validated request: postal codes as strings, sides and weight in the market's units. */
export interface RatesRequest {
  origin: string;
  destination: string;
  length: number;
  height: number;
  width: number;
  weight: number;
}

export interface Quote {
  /** `${carrierId}:${serviceId}`, stable across requests. */
  id: string;
  carrierId: string;
  carrierName: string;
  serviceId: ServiceId;
  modality: Modality;
  transitDays: { min: number; max: number };
  realWeight: number;
  /** The market's rule: L × H × W / its divisor, to two decimals; the same on every card. */
  chargeableWeight: number;
  /** The higher of real and chargeable, rounded up to the market's billing increment. */
  billedWeight: number;
  zone: number;
  /** Minor units. */
  priceExVat: number;
  /** Minor units, rounded half up. */
  vat: number;
  /** Minor units: priceExVat + vat. */
  priceIncVat: number;
  currency: Currency;
  vatRate: number;
  coverageNote?: string;
}
