import { describe, expect, it } from "vitest";
import type { RateCard, RateService } from "../types.ts";
import { carrier, serviceDeriver, serviceOf } from "./build.ts";

const LIKE: RateService = {
  serviceId: "standard",
  modality: "branch",
  limits: { maxLength: 150, maxWeight: 70 },
  weightBrackets: [
    { upTo: 1, priceByZone: [10000, 12000, 15000] },
    { upTo: 5, priceByZone: [14900, 17100, 20000] },
  ],
  extraWeightPriceByZone: [1000, 1200, 1500],
  transitDaysByZone: [
    [1, 2],
    [2, 3],
    [3, 5],
  ],
  coverageNote: "The published service's own note.",
};

describe("serviceDeriver", () => {
  const derive = serviceDeriver(100);

  it("scales every price, rounded to the step, and keeps the rest of the service", () => {
    const service = derive({ like: LIKE, level: 0.9 });
    expect(service.weightBrackets).toEqual([
      { upTo: 1, priceByZone: [9000, 10800, 13500] },
      { upTo: 5, priceByZone: [13400, 15400, 18000] }, // 13410, 15390
    ]);
    expect(service.extraWeightPriceByZone).toEqual([900, 1100, 1400]); // 1080 and 1350 round up
    expect(service).toMatchObject({
      serviceId: "standard",
      modality: "branch",
      limits: LIKE.limits,
      transitDaysByZone: LIKE.transitDaysByZone,
    });
    expect(service.coverageNote).toBeUndefined();
  });

  it("reaches fewer zones, slower, with another id, modality and note when told", () => {
    const service = derive({
      like: LIKE,
      level: 1,
      serviceId: "next_day",
      modality: "door",
      zones: 2,
      slower: 1,
      coverageNote: "Regional.",
    });
    expect(service.weightBrackets.map((bracket) => bracket.priceByZone)).toEqual([
      [10000, 12000],
      [14900, 17100],
    ]);
    expect(service.extraWeightPriceByZone).toEqual([1000, 1200]);
    expect(service.transitDaysByZone).toEqual([
      [2, 3],
      [3, 4],
    ]);
    expect(service).toMatchObject({ serviceId: "next_day", modality: "door" });
    expect(service.coverageNote).toBe("Regional.");
  });

  it("takes its transit days instead of the published ones when given", () => {
    const transit = [
      [1, 1],
      [1, 1],
      [1, 2],
    ] as const;
    expect(derive({ like: LIKE, level: 1.5, transit }).transitDaysByZone).toEqual(transit);
  });

  it("stays same-day only where the published service is", () => {
    expect(derive({ like: { ...LIKE, sameDayOnly: true }, level: 1 }).sameDayOnly).toBe(true);
    expect(derive({ like: LIKE, level: 1 }).sameDayOnly).toBeUndefined();
  });

  it("rounds to five cents in the US, never down to nothing", () => {
    const cents = serviceDeriver(5)({ like: LIKE, level: 0.0001 });
    expect(cents.weightBrackets[0]?.priceByZone).toEqual([5, 5, 5]);
  });
});

describe("carrier and serviceOf", () => {
  it("build a card with its network, and find a service by id or throw", () => {
    const card: RateCard = carrier("acme", "Acme", "regional", [LIKE]);
    expect(card).toEqual({
      carrierId: "acme",
      carrierName: "Acme",
      network: "regional",
      services: [LIKE],
    });
    expect(serviceOf(card, "standard")).toBe(LIKE);
    expect(() => serviceOf(card, "pallet_b2b")).toThrow("acme has no pallet_b2b service");
  });
});
