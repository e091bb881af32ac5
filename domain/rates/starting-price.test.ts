import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "../site.ts";
import { CARDS } from "./cards/index.ts";
import { quote } from "./engine.ts";
import {
  REFERENCE_PALLETS,
  REFERENCE_PARCELS,
  REFERENCE_ROUTES,
  startingPrice,
  type Offer,
} from "./starting-price.ts";
import { mxStateOf, sameDayAreaOf, zoneFor } from "./zones.ts";
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
  // The test cards' price lists: index 0 is zone 1 (the metro route), index 2 zone 3 (Mexico
  // City to Guadalajara).
  it.each<[Offer, "metro" | "intercity", number | null]>([
    [{}, "metro", 850], // every service: the door service, cheaper than the branch in zone 1
    [{}, "intercity", 1200], // only the branch service reaches zone 3
    [{ serviceId: "standard", modality: "door" }, "intercity", null],
    [{ modality: "branch" }, "metro", 900],
    [{ serviceId: "same_day" }, "metro", 3000],
    [{ serviceId: "same_day" }, "intercity", null], // same day stays in the metro
    // 100 for a box up to 20 cm long does not take the 30 cm reference parcel
    [{ serviceId: "next_day" }, "metro", 2000],
    [{ serviceId: "pallet_b2b" }, "metro", 150000], // the reference pallet, not the parcel
    [{ serviceId: "pallet_b2b", modality: "branch" }, "metro", null],
  ])("%j on the %s route: from %s", (offer, route, amount) => {
    const price = startingPrice("mx", offer, route, cards);
    expect(price && price.amount).toBe(amount);
    if (price) expect(price).toMatchObject({ currency: "MXN", route });
  });

  it("says which reference shipment and route the price is for", () => {
    expect(startingPrice("mx", { serviceId: "standard" }, "metro", cards)?.reference).toEqual({
      length: 30,
      height: 20,
      width: 15,
      weight: 1,
    });
    expect(startingPrice("mx", { serviceId: "pallet_b2b" }, "metro", cards)?.reference).toBe(
      REFERENCE_PALLETS.mx,
    );
  });

  it.each(MARKET_IDS)(
    "%s: is the cheapest quote the calculator gives for the reference parcel on the route",
    (market) => {
      for (const route of ["metro", "intercity"] as const) {
        const request = { ...REFERENCE_ROUTES[market][route], ...REFERENCE_PARCELS[market] };
        const doors = quote(market, request)
          .filter((q) => q.modality === "door")
          .map((q) => q.priceExVat);
        expect(startingPrice(market, { modality: "door" }, route)?.amount, route).toBe(
          doors.length > 0 ? Math.min(...doors) : undefined,
        );
      }
    },
  );

  it("quotes each market's routes between the places they name", () => {
    expect(
      zoneFor("mx", REFERENCE_ROUTES.mx.metro.origin, REFERENCE_ROUTES.mx.metro.destination)?.zone,
    ).toBe(1);
    expect(mxStateOf(REFERENCE_ROUTES.mx.intercity.destination)).toBe("JAL");
    for (const market of MARKET_IDS) {
      const { metro, intercity } = REFERENCE_ROUTES[market];
      expect(sameDayAreaOf(market, metro.origin), market).toBe(
        sameDayAreaOf(market, metro.destination),
      );
      expect(
        zoneFor(market, intercity.origin, intercity.destination)?.zone,
        market,
      ).toBeGreaterThan(1);
    }
  });

  it("uses the market's units and currency: a 2 lb box of 12 × 8 × 6 in, in US cents", () => {
    expect(REFERENCE_PARCELS.us).toEqual({ length: 12, width: 8, height: 6, weight: 2 });
    expect(startingPrice("us", { modality: "branch" }, "intercity")).toMatchObject({
      currency: "USD",
      reference: REFERENCE_PARCELS.us,
      route: "intercity",
    });
  });

  it.each(MARKET_IDS)(
    "%s: a price on one of the routes for every service the cards offer",
    (market) => {
      for (const serviceId of new Set(
        CARDS[market].flatMap((card) => card.services.map((s) => s.serviceId)),
      )) {
        const prices = (["metro", "intercity"] as const).map((route) =>
          startingPrice(market, { serviceId }, route),
        );
        expect(prices.some(Boolean), serviceId).toBe(true);
      }
      expect(
        startingPrice(market, { serviceId: "pallet_b2b", modality: "branch" }, "intercity"),
      ).toBeNull();
    },
  );
});
