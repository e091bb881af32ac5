/**
 * The shapes of rate cards and quotes. Types only, shared by the server and the browser (the rates
 * page reads the cards' limits and shows the quotes).
 */
import type { Market } from "../site.ts";

export type ServiceId = "standard" | "next_day" | "same_day" | "pallet_b2b";

/** Branch: the seller drops the parcel at the carrier's branch. Door: picked up at the door. */
export type Modality = "branch" | "door";

export type Currency = Market["currency"];

export interface ServiceLimits {
  /** The longest side, in cm. */
  maxLengthCm: number;
  /** Length + height + width, in cm; unset when the service only limits the longest side. */
  maxSumCm?: number;
  /** The real weight, in kg. */
  maxWeightKg: number;
  /** Below this billed weight the service is not offered (a pallet for a shoebox), in kg. */
  minBilledWeightKg?: number;
}

export interface WeightBracket {
  /** The bracket covers billed weights up to and including this, in kg. */
  upToKg: number;
  /**
   * Price without VAT in minor units (centavos, cents), by zone: index 0 is zone 1. A zone past
   * the end of the list is not served by the service.
   */
  priceByZone: readonly number[];
}

export interface RateService {
  serviceId: ServiceId;
  modality: Modality;
  /** cm³ per chargeable kg; defaults to the card's, then to 4000. */
  volumetricDivisor?: number;
  limits: ServiceLimits;
  /** Ascending by upToKg. */
  weightBrackets: readonly WeightBracket[];
  /** Minor units per started kg beyond the last bracket, by zone (index 0 is zone 1). */
  extraKgPriceByZone: readonly number[];
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

export interface RateCard {
  carrierId: string;
  carrierName: string;
  /** The company's own last-mile or B2B service. */
  own?: boolean;
  /** cm³ per chargeable kg for every service of the card that sets none; defaults to 4000. */
  volumetricDivisor?: number;
  /** At most one service per serviceId: a quote's id is `${carrierId}:${serviceId}`. */
  services: readonly RateService[];
}

export interface MarketRateCards {
  currency: Currency;
  /** VAT as a fraction (0.16); 0 where prices are shown without tax (US sales tax). */
  vatRate: number;
  cards: readonly RateCard[];
}

/** A validated request: postal codes as strings, dimensions in cm, weight in kg. */
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
  realWeightKg: number;
  /** L×H×W / this carrier's divisor, rounded up to 0.1 kg. */
  chargeableWeightKg: number;
  /** The higher of real and chargeable, rounded up to the next 0.5 kg. */
  billedWeightKg: number;
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
