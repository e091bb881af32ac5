import { describe, expect, it } from "vitest";
import { quoteParcel, whyNoQuotes } from "./quotes.ts";
import type { RateCard, RateService } from "./types.ts";

const parcel = { length: "30", height: "20", width: "15", weight: "2" };

describe("quoteParcel", () => {
  it("says the units and the rule of its market, and the chargeable weight as the form shows it", () => {
    const mx = quoteParcel("mx", { origin: "06700", destination: "44100", ...parcel });
    expect(mx.ok && mx.quotes).toMatchObject({
      units: { length: "cm", weight: "kg" },
      volumetricDivisor: 4000,
      billingIncrement: 0.5,
      chargeableWeight: 2.25,
      noQuotes: null,
    });
    const us = quoteParcel("us", {
      origin: "10001",
      destination: "94105",
      length: "12",
      width: "8",
      height: "6",
      weight: "2",
    });
    expect(us.ok && us.quotes).toMatchObject({
      units: { length: "in", weight: "lb" },
      volumetricDivisor: 139,
      billingIncrement: 1,
      chargeableWeight: 4.14,
    });
  });

  it("quotes sides and weight typed with a decimal comma in Argentina", () => {
    const typed = quoteParcel("ar", {
      origin: "1425",
      destination: "5000",
      ...parcel,
      weight: "2,5",
    });
    const dotted = quoteParcel("ar", {
      origin: "1425",
      destination: "5000",
      ...parcel,
      weight: "2.5",
    });
    expect(typed).toEqual(dotted);
    expect(typed.ok && typed.quotes.quotes[0]?.realWeight).toBe(2.5);
  });

  it("says why there are no quotes: a route no service reaches", () => {
    const outcome = quoteParcel("mx", { origin: "06700", destination: "00100", ...parcel });
    expect(outcome.ok && outcome.quotes).toMatchObject({
      quotes: [],
      noQuotes: { reason: "route" },
    });
  });

  it("says why there are no quotes: a parcel over the limits of the route's services", () => {
    // 100 in long is over the pallet's 96 in; 200 lb over every parcel service's 150 lb.
    const outcome = quoteParcel("us", {
      origin: "90012",
      destination: "10001",
      length: "100",
      width: "30",
      height: "30",
      weight: "200",
    });
    expect(outcome.ok && outcome.quotes).toMatchObject({
      quotes: [],
      noQuotes: {
        reason: "parcel",
        parcel: { maxLength: 108, maxWeight: 150, minBilledWeight: 0 },
        pallet: { maxLength: 96, maxWeight: 2200, minBilledWeight: 150 },
      },
    });
  });
});

describe("whyNoQuotes", () => {
  const service = (overrides: Partial<RateService>): RateService => ({
    serviceId: "standard",
    modality: "branch",
    limits: { maxLength: 100, maxWeight: 30 },
    weightBrackets: [{ upTo: 5, priceByZone: [1000, 1100] }],
    extraWeightPriceByZone: [100, 110],
    transitDaysByZone: [
      [1, 2],
      [2, 3],
    ],
    ...overrides,
  });
  const cards: RateCard[] = [
    { carrierId: "a", carrierName: "A", services: [service({})] },
    {
      carrierId: "b",
      carrierName: "B",
      services: [
        service({ serviceId: "next_day", limits: { maxLength: 120, maxWeight: 20 } }),
        service({ serviceId: "same_day", limits: { maxLength: 200, maxWeight: 50 } }),
      ],
    },
  ];
  const big = { length: 150, height: 10, width: 10, weight: 1 };

  it("takes only the services that reach the route into account", () => {
    // CDMX → Naucalpan: zone 2 and the same same-day area: all three services.
    expect(whyNoQuotes("mx", { origin: "06700", destination: "53000", ...big }, cards)).toEqual({
      reason: "parcel",
      parcel: { maxLength: 200, maxWeight: 50, minBilledWeight: 0 },
      pallet: null,
    });
    // CDMX → Guadalajara: zone 3, past every price list.
    expect(whyNoQuotes("mx", { origin: "06700", destination: "44100", ...big }, cards)).toEqual({
      reason: "route",
    });
    // CDMX → Toluca: zone 2 but not the same-day area.
    expect(
      whyNoQuotes("mx", { origin: "06700", destination: "50000", ...big }, cards),
    ).toMatchObject({ parcel: { maxLength: 120, maxWeight: 30 } });
  });

  it("names a pallet's minimum: a long light parcel is under it and over the parcels' limits", () => {
    const outcome = quoteParcel("mx", {
      origin: "06700",
      destination: "44100",
      length: "230",
      height: "20",
      width: "10",
      weight: "5",
    });
    expect(outcome.ok && outcome.quotes.noQuotes).toEqual({
      reason: "parcel",
      parcel: { maxLength: 200, maxWeight: 70, minBilledWeight: 0 },
      pallet: { maxLength: 240, maxWeight: 1000, minBilledWeight: 50 },
    });
  });
});
