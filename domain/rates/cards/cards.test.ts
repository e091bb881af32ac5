import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKET_IDS, MARKETS } from "../../site.ts";
import { quote } from "../engine.ts";
import { billedWeight, chargeableWeight, MEASUREMENT_RULES } from "../measurement.ts";
import { MAX_DIMENSION } from "../schema.ts";
import { ZONE_COUNT } from "../zones.ts";
import { CARDS, MARKET_RATES } from "./index.ts";

describe.each(MARKET_IDS)("the %s rate cards", (market) => {
  const { currency, vatRate, cards } = MARKET_RATES[market];

  it("are in the market's currency, with its VAT, and in the units of its measurement rule", () => {
    expect(currency).toBe(MARKETS[market].currency);
    expect(vatRate).toBe({ mx: 0.16, ar: 0.21, us: 0 }[market]);
    expect(MARKET_RATES[market].units).toEqual(MEASUREMENT_RULES[market].units);
    expect(CARDS[market]).toBe(cards);
  });

  it("are pure data marked as sample tariffs", () => {
    const source = readFileSync(new URL(`./${market}.ts`, import.meta.url), "utf8");
    expect(source).toMatch(/SAMPLE rate cards .* to be replaced by the company's/s);
    const imports = source.match(/^import .*$/gm) ?? [];
    expect(imports.every((line) => line.startsWith("import type "))).toBe(true);
  });

  it("include the company's own service and quote ids that are unique", () => {
    expect(cards.some((card) => card.own)).toBe(true);
    const ids = cards.flatMap((card) =>
      card.services.map((s) => `${card.carrierId}:${s.serviceId}`),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  const services = cards.flatMap((card) =>
    card.services.map((service) => ({
      id: `${card.carrierId}:${service.serviceId}`,
      card,
      service,
    })),
  );

  it.each(services)("$id is well formed", ({ service }) => {
    const zones = service.transitDaysByZone.length;
    expect(zones).toBeGreaterThanOrEqual(1);
    expect(zones).toBeLessThanOrEqual(ZONE_COUNT[market]);
    expect(service.extraWeightPriceByZone).toHaveLength(zones);
    for (const [min, max] of service.transitDaysByZone) {
      expect(Number.isInteger(min) && min >= 0 && min <= max).toBe(true);
    }
    const brackets = service.weightBrackets;
    expect(brackets.length).toBeGreaterThan(0);
    brackets.forEach((bracket, i) => {
      expect(bracket.priceByZone).toHaveLength(zones);
      if (i > 0) expect(bracket.upTo).toBeGreaterThan(brackets[i - 1]!.upTo);
      bracket.priceByZone.forEach((price, zone) => {
        expect(Number.isInteger(price) && price > 0).toBe(true);
        // heavier never costs less, and neither does a farther zone
        if (i > 0) expect(price).toBeGreaterThanOrEqual(brackets[i - 1]!.priceByZone[zone]!);
        if (zone > 0) expect(price).toBeGreaterThanOrEqual(bracket.priceByZone[zone - 1]!);
      });
    });
    for (const price of service.extraWeightPriceByZone) expect(Number.isInteger(price)).toBe(true);
    const { maxLength, maxSumOfSides, maxLengthPlusGirth, maxWeight } = service.limits;
    expect(maxLength).toBeGreaterThan(0);
    expect(maxWeight).toBeGreaterThan(0);
    if (maxSumOfSides !== undefined) expect(maxSumOfSides).toBeGreaterThanOrEqual(maxLength);
    if (maxLengthPlusGirth !== undefined) {
      expect(maxLengthPlusGirth).toBeGreaterThanOrEqual(maxLength);
    }
    if (service.serviceId === "pallet_b2b")
      expect(service.limits.minBilledWeight).toBeGreaterThan(0);
    if (service.serviceId === "same_day") {
      expect(service.sameDayOnly).toBe(true);
      expect(service.transitDaysByZone.every(([, max]) => max === 0)).toBe(true);
    }
  });
});

describe("the sample carriers", () => {
  it.each([
    ["mx", ["anden", "estafeta", "dhl", "fedex", "paquetexpress"]],
    ["ar", ["anden", "andreani", "oca", "correo_argentino", "anden_b2b"]],
    ["us", ["anden", "usps", "ups", "fedex"]],
  ] as const)("%s: %j, one of them with a pallet service", (market, carriers) => {
    expect(CARDS[market].map((card) => card.carrierId)).toEqual(carriers);
    const pallets = CARDS[market].flatMap((card) =>
      card.services.filter((service) => service.serviceId === "pallet_b2b"),
    );
    expect(pallets).toHaveLength(1);
  });

  it("in the US are services that exist today, in inches and pounds", () => {
    const notes = CARDS.us.flatMap((card) => card.services.map((s) => s.coverageNote ?? ""));
    for (const product of [
      "USPS Ground Advantage",
      "UPS Ground",
      "UPS Next Day Air",
      "FedEx Ground",
      "FedEx Home Delivery",
      "FedEx Standard Overnight",
      "FedEx Freight LTL",
    ]) {
      expect(
        notes.some((note) => note.includes(product)),
        product,
      ).toBe(true);
    }
    // Parcels as US carriers take them (108 in, 150 lb at most), and a pallet.
    const parcels = CARDS.us.flatMap((card) =>
      card.services.filter((service) => service.serviceId !== "pallet_b2b"),
    );
    expect(Math.max(...parcels.map((s) => s.limits.maxLength))).toBe(108);
    expect(Math.max(...parcels.map((s) => s.limits.maxWeight))).toBe(150);
  });
});

describe.each(MARKET_IDS)("every %s card", (market) => {
  const rule = MEASUREMENT_RULES[market];
  // A route inside the capital's same-day area, which every card of the market serves.
  const { origin, destination } = {
    mx: { origin: "06700", destination: "06600" },
    ar: { origin: "1425", destination: "1425" },
    us: { origin: "90012", destination: "90012" },
  }[market];

  it("quotes with the market's rule: one chargeable and one billed weight, the form's", () => {
    const side = fc.integer({ min: 1, max: MAX_DIMENSION[market] * 100 }).map((n) => n / 100);
    const weight = fc.integer({ min: 1, max: 30_000 }).map((n) => n / 100);
    fc.assert(
      fc.property(side, side, side, weight, (length, height, width, real) => {
        const quotes = quote(market, { origin, destination, length, height, width, weight: real });
        const chargeable = chargeableWeight({ length, height, width }, rule);
        for (const result of quotes) {
          expect(result.chargeableWeight, result.id).toBe(chargeable);
          expect(result.billedWeight, result.id).toBe(billedWeight(real, chargeable, rule));
        }
      }),
    );
  });

  it("is quoted for the market's sample parcel, each with the same weights", () => {
    const parcel = { mx: [30, 20, 15, 2], ar: [30, 20, 15, 2], us: [12, 6, 8, 2] }[market];
    const [length, height, width, real] = parcel as [number, number, number, number];
    const quotes = quote(market, { origin, destination, length, height, width, weight: real });
    const ids = new Set(quotes.map((q) => q.carrierId));
    const parcelCarriers = CARDS[market].filter((card) =>
      card.services.some((s) => s.serviceId !== "pallet_b2b"),
    );
    expect([...ids].sort()).toEqual(parcelCarriers.map((card) => card.carrierId).sort());
    expect(new Set(quotes.map((q) => q.chargeableWeight)).size).toBe(1);
  });
});
