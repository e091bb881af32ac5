import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MARKET_IDS, MARKETS } from "../../site.ts";
import { ZONE_COUNT } from "../zones.ts";
import { CARDS, MARKET_RATES } from "./index.ts";

describe.each(MARKET_IDS)("the %s rate cards", (market) => {
  const { currency, vatRate, cards } = MARKET_RATES[market];

  it("are in the market's currency, with its VAT", () => {
    expect(currency).toBe(MARKETS[market].currency);
    expect(vatRate).toBe({ mx: 0.16, ar: 0.21, us: 0 }[market]);
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

  it.each(services)("$id is well formed", ({ card, service }) => {
    const zones = service.transitDaysByZone.length;
    expect(zones).toBeGreaterThanOrEqual(1);
    expect(zones).toBeLessThanOrEqual(ZONE_COUNT[market]);
    expect(service.extraKgPriceByZone).toHaveLength(zones);
    for (const [min, max] of service.transitDaysByZone) {
      expect(Number.isInteger(min) && min >= 0 && min <= max).toBe(true);
    }
    const brackets = service.weightBrackets;
    expect(brackets.length).toBeGreaterThan(0);
    brackets.forEach((bracket, i) => {
      expect(bracket.priceByZone).toHaveLength(zones);
      if (i > 0) expect(bracket.upToKg).toBeGreaterThan(brackets[i - 1]!.upToKg);
      bracket.priceByZone.forEach((price, zone) => {
        expect(Number.isInteger(price) && price > 0).toBe(true);
        // heavier never costs less, and neither does a farther zone
        if (i > 0) expect(price).toBeGreaterThanOrEqual(brackets[i - 1]!.priceByZone[zone]!);
        if (zone > 0) expect(price).toBeGreaterThanOrEqual(bracket.priceByZone[zone - 1]!);
      });
    });
    for (const price of service.extraKgPriceByZone) expect(Number.isInteger(price)).toBe(true);
    const divisor = service.volumetricDivisor ?? card.volumetricDivisor ?? 4000;
    expect(divisor).toBeGreaterThan(0);
    const { maxLengthCm, maxSumCm, maxWeightKg } = service.limits;
    expect(maxLengthCm).toBeGreaterThan(0);
    expect(maxWeightKg).toBeGreaterThan(0);
    if (maxSumCm !== undefined) expect(maxSumCm).toBeGreaterThanOrEqual(maxLengthCm);
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
    ["us", ["anden", "ups", "fedex", "usps"]],
  ] as const)("%s: %j", (market, carriers) => {
    expect(CARDS[market].map((card) => card.carrierId)).toEqual(carriers);
    expect(CARDS[market].some((card) => card.services.some((s) => s.serviceId === "pallet_b2b")));
  });

  it("offer a per-carrier divisor other than 4000 in each market", () => {
    for (const market of MARKET_IDS) {
      expect(CARDS[market].some((card) => (card.volumetricDivisor ?? 4000) !== 4000)).toBe(true);
    }
  });
});
