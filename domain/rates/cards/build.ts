/**
 * Writes a sample carrier's services from a few parameters instead of hand-written price tables:
 * each service is priced and timed like a published service of the same file (`like`), scaled by a
 * price level, cut to the zones it reaches, and optionally slower. Scaling and rounding keep a
 * table's order (heavier or farther never costs less), so a derived service is as well formed as
 * the one it is derived from.
 *
 * Pure functions over plain data: imported by the browser with the cards.
 */
import type { CarrierNetwork, Modality, RateCard, RateService, ServiceId } from "../types.ts";

export interface DerivedService {
  /** The service it is priced and timed like. */
  like: RateService;
  /** Its prices (every bracket, zone and extra unit) as a fraction of `like`'s: 0.92 is 8 % less. */
  level: number;
  /** Unset: `like`'s. */
  serviceId?: ServiceId;
  /** Unset: `like`'s. */
  modality?: Modality;
  /** The zones it reaches, from zone 1: fewer than `like`'s for a regional service. */
  zones?: number;
  /** Business days added to `like`'s transit in every zone: an economy service. */
  slower?: number;
  /** [min, max] business days by zone, instead of `like`'s: an express service over a standard one. */
  transit?: readonly (readonly [min: number, max: number])[];
  coverageNote?: string;
}

/** The service of a card with that id; throws at load for a typo in a sample file. */
export function serviceOf(card: RateCard, serviceId: ServiceId): RateService {
  const service = card.services.find((candidate) => candidate.serviceId === serviceId);
  if (!service) throw new Error(`${card.carrierId} has no ${serviceId} service`);
  return service;
}

/**
 * A function that derives services with prices rounded to `step` minor units (100: whole pesos;
 * 5: five cents).
 */
export function serviceDeriver(step: number) {
  const scale = (prices: readonly number[], level: number, zones: number) =>
    prices
      .slice(0, zones)
      .map((price) => Math.max(step, Math.round((price * level) / step) * step));

  return ({
    like,
    level,
    serviceId,
    modality,
    zones,
    slower = 0,
    transit = like.transitDaysByZone,
    coverageNote,
  }: DerivedService) => {
    const reach = Math.min(zones ?? like.transitDaysByZone.length, like.transitDaysByZone.length);
    const service: RateService = {
      serviceId: serviceId ?? like.serviceId,
      modality: modality ?? like.modality,
      limits: like.limits,
      weightBrackets: like.weightBrackets.map(({ upTo, priceByZone }) => ({
        upTo,
        priceByZone: scale(priceByZone, level, reach),
      })),
      extraWeightPriceByZone: scale(like.extraWeightPriceByZone, level, reach),
      transitDaysByZone: transit
        .slice(0, reach)
        .map(([min, max]) => [min + slower, max + slower] as const),
    };
    if (like.sameDayOnly) service.sameDayOnly = true;
    if (coverageNote) service.coverageNote = coverageNote;
    return service;
  };
}

/** A carrier's card. */
export const carrier = (
  carrierId: string,
  carrierName: string,
  network: CarrierNetwork,
  services: readonly RateService[],
): RateCard => ({ carrierId, carrierName, network, services });
