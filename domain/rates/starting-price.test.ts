import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "../site.ts";
import { CARDS } from "./cards/index.ts";
import { quote } from "./engine.ts";
import {
  REFERENCE_PALLETS,
  REFERENCE_PARCELS,
  startingPrice,
  type Offer,
} from "./starting-price.ts";
import type { RateCard, RateService } from "./types.ts";

/** A service with one price per zone up to 5 (kg or lb) and 10 per extra unit. */
const service = (overrides: Partial<RateService> & { prices: number[] }): RateService => {
  const { prices, ...rest } = overrides;
  return {
    serviceId: "standard",
    modality: "branch",
    limits: { maxLength: 100, maxWeight: 30 },
    weightBrackets: [{ upTo: 5, priceByZone: prices }],
    extraWeightPriceByZone: prices.map(() => 10),
    transitDaysByZone: prices.map(() => [1, 2] as const),
    ...rest,
  };
};

const cards: RateCard[] = [
  {
    carrierId: "a",
    carrierName: "A",
    services: [
      service({ prices: [900, 800, 1200] }), // a later zone may be the cheapest
      service({ serviceId: "next_day", modality: "door", prices: [2000, 2100] }),
    ],
  },
  {
    carrierId: "b",
    carrierName: "B",
    services: [
      service({ modality: "door", prices: [850, 950] }),
      service({ serviceId: "same_day", modality: "door", sameDayOnly: true, prices: [3000] }),
      service({
        serviceId: "next_day",
        modality: "door",
        limits: { maxLength: 20, maxWeight: 30 },
        prices: [100],
      }),
      service({
        serviceId: "pallet_b2b",
        modality: "door",
        limits: { maxLength: 240, maxWeight: 1000, minBilledWeight: 50 },
        weightBrackets: [{ upTo: 500, priceByZone: [150000, 160000] }],
        prices: [150000, 160000],
      }),
    ],
  },
];

describe("startingPrice", () => {
  it.each<[Offer, number | null]>([
    [{}, 800], // every service: the standard branch drop-off, in zone 2
    [{ serviceId: "standard" }, 800],
    [{ serviceId: "standard", modality: "door" }, 850],
    [{ modality: "branch" }, 800],
    [{ serviceId: "same_day" }, 3000],
    // 100 for a box up to 20 cm long does not take the 30 cm reference parcel
    [{ serviceId: "next_day" }, 2000],
    [{ serviceId: "pallet_b2b" }, 150000], // the reference pallet, not the parcel
    [{ serviceId: "pallet_b2b", modality: "branch" }, null],
  ])("%j: from %s", (offer, amount) => {
    const price = startingPrice("mx", offer, cards);
    expect(price && price.amount).toBe(amount);
    if (price) expect(price.currency).toBe("MXN");
  });

  it("says which reference shipment the price is for", () => {
    expect(startingPrice("mx", { serviceId: "standard" }, cards)?.reference).toEqual({
      length: 30,
      height: 20,
      width: 15,
      weight: 1,
    });
    expect(startingPrice("mx", { serviceId: "pallet_b2b" }, cards)?.reference).toBe(
      REFERENCE_PALLETS.mx,
    );
  });

  it("prices the reference parcel as the calculator does: the lowest of its quotes over the zones", () => {
    // The reference parcel, quoted CDMX → CDMX (zone 1) and CDMX → Naucalpan (same-day area):
    // the cheapest standard door service over those two routes is startingPrice's.
    const { length, height, width, weight } = REFERENCE_PARCELS.mx;
    const cheapest = ["06600", "53000"]
      .flatMap((destination) =>
        quote("mx", { origin: "06700", destination, length, height, width, weight }),
      )
      .filter((q) => q.serviceId === "standard" && q.modality === "door")
      .map((q) => q.priceExVat);
    expect(startingPrice("mx", { serviceId: "standard", modality: "door" })?.amount).toBe(
      Math.min(...cheapest),
    );
  });

  it("uses the market's units and currency: a 2 lb box of 12 × 8 × 6 in, in US cents", () => {
    expect(REFERENCE_PARCELS.us).toEqual({ length: 12, width: 8, height: 6, weight: 2 });
    // Billed 5 lb (dimensional 4.14 lb): USPS Ground Advantage's 5 lb price in zone 1.
    expect(startingPrice("us", { modality: "branch" })).toEqual({
      amount: 760,
      currency: "USD",
      reference: REFERENCE_PARCELS.us,
    });
    expect(startingPrice("us", { serviceId: "pallet_b2b" })).toMatchObject({
      amount: 41900, // 553 lb billed: FedEx Freight's up-to-1000 lb bracket, zone 1
      currency: "USD",
    });
  });

  it.each(MARKET_IDS)(
    "%s: a price for every service the cards offer, null for one they do not",
    (market) => {
      for (const serviceId of new Set(
        CARDS[market].flatMap((card) => card.services.map((s) => s.serviceId)),
      )) {
        expect(startingPrice(market, { serviceId }), serviceId).not.toBeNull();
      }
      expect(startingPrice(market, { serviceId: "pallet_b2b", modality: "branch" })).toBeNull();
    },
  );
});
