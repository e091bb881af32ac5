import type { MarketId } from "../site.ts";
import { CARDS, MARKET_RATES } from "./cards/index.ts";
import { measureParcel, priceFor, withinLimits } from "./engine.ts";
import { MEASUREMENT_RULES, type Dimensions } from "./measurement.ts";
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
}

/**
 * A "from $X" price for an offer, for the service pages: the lowest price before tax that any
 * service of `market`'s cards matching `offer` asks, over every zone it reaches, for the
 * market's reference shipment (REFERENCE_PARCELS; REFERENCE_PALLETS for pallet_b2b services),
 * quoted with the market's rule. Null when no card offers it (or none takes the reference).
 *
 *   const from = startingPrice(market.id, { serviceId: "same_day" });
 *   if (from) t("fromPrice", { price: formatMoney(from.amount, from.currency, market.locale) });
 *
 *   startingPrice("mx", { modality: "branch" }); // branch drop-off, any service
 *   startingPrice("mx", { serviceId: "standard", modality: "door" }); // standard door delivery
 *   startingPrice("us", { serviceId: "pallet_b2b" }); // priced for the reference pallet
 *
 * Say what it is for where it is shown ("from $X before tax, 1 kg box of 30 × 20 × 15 cm": the
 * `reference`, through format.ts's formatMeasure).
 *
 * Same-day services are offered inside the capital's metro only (zone 1); their price counts.
 */
export function startingPrice(
  market: MarketId,
  offer: Offer,
  cards: readonly RateCard[] = CARDS[market],
): StartingPrice | null {
  const rule = MEASUREMENT_RULES[market];
  let lowest: { amount: number; reference: ReferenceShipment } | null = null;
  for (const card of cards) {
    for (const service of card.services) {
      if (offer.serviceId !== undefined && service.serviceId !== offer.serviceId) continue;
      if (offer.modality !== undefined && service.modality !== offer.modality) continue;
      const reference =
        service.serviceId === "pallet_b2b" ? REFERENCE_PALLETS[market] : REFERENCE_PARCELS[market];
      const parcel = measureParcel(reference, rule);
      if (!withinLimits(service, parcel)) continue;
      for (let zone = 1; zone <= service.transitDaysByZone.length; zone += 1) {
        const amount = priceFor(service, parcel.billedWeight, zone);
        if (amount !== undefined && (lowest === null || amount < lowest.amount)) {
          lowest = { amount, reference };
        }
      }
    }
  }
  return lowest && { ...lowest, currency: MARKET_RATES[market].currency };
}
