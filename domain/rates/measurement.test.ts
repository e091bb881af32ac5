import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKET_IDS } from "../site.ts";
import { billedWeight, chargeableWeight, MEASUREMENT_RULES } from "./measurement.ts";

const { mx, ar, us } = MEASUREMENT_RULES;

describe("the measurement rule of each market", () => {
  it("Mexico and Argentina: cm and kg, L × H × W / 4000, billed in steps of 0.5 kg", () => {
    for (const rule of [mx, ar]) {
      expect(rule).toEqual({
        units: { length: "cm", weight: "kg" },
        divisor: 4000,
        billingIncrement: 0.5,
        sides: ["length", "height", "width"],
      });
    }
  });

  it("United States: inches and pounds, L × W × H / 139, billed by the next whole pound", () => {
    expect(us).toEqual({
      units: { length: "in", weight: "lb" },
      divisor: 139,
      billingIncrement: 1,
      sides: ["length", "width", "height"],
    });
  });
});

describe("chargeableWeight", () => {
  it.each<[string, number, number, number, number]>([
    ["mx", 30, 20, 15, 2.25], // exactly as the formula gives it, not 2.3
    ["mx", 20, 20, 20, 2],
    ["mx", 60, 40, 50, 30],
    ["mx", 10, 10, 10, 0.25],
    ["mx", 10, 11, 12, 0.33], // 0.33 exactly
    ["mx", 33.33, 33.33, 33.33, 9.26], // 9.2564…: to the nearest hundredth
    ["mx", 1, 1, 1, 0.01], // anything over 0 is at least 0.01
    ["mx", 0.01, 0.01, 0.01, 0.01],
    ["mx", 240, 240, 240, 3456],
    ["us", 12, 8, 6, 4.14], // 576 / 139 = 4.1439…, not rounded up
    ["us", 10, 10, 10, 7.19], // 7.1942…
    ["us", 13.9, 10, 1, 1], // exact
    ["us", 108, 40, 40, 1243.17], // 1243.165…
  ])("%s: %d × %d × %d = %d", (market, length, height, width, weight) => {
    const rule = MEASUREMENT_RULES[market as keyof typeof MEASUREMENT_RULES];
    expect(chargeableWeight({ length, height, width }, rule)).toBe(weight);
  });

  it("is the formula to the nearest hundredth (at least 0.01), in every market", () => {
    const side = fc.integer({ min: 1, max: 24_000 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(fc.constantFrom(...MARKET_IDS), side, side, side, (market, l, h, w) => {
        const rule = MEASUREMENT_RULES[market];
        const exact = (l * h * w) / rule.divisor;
        const weight = chargeableWeight({ length: l, height: h, width: w }, rule);
        expect(Math.abs(weight - exact)).toBeLessThanOrEqual(exact < 0.005 ? 0.01 : 0.005 + 1e-9);
        expect(weight).toBeGreaterThanOrEqual(0.01);
        expect(Math.round(weight * 100) / 100).toBe(weight);
      }),
    );
  });
});

describe("billedWeight", () => {
  it.each<[string, number, number, number]>([
    ["mx", 2, 2.25, 2.5], // the chargeable is higher
    ["mx", 2.5, 2.25, 2.5],
    ["mx", 2.51, 2.25, 3],
    ["mx", 0.2, 0.25, 0.5],
    ["mx", 5, 0.01, 5],
    ["ar", 3.01, 1, 3.5],
    ["us", 2, 4.14, 5], // "billed as 5 lb"
    ["us", 3, 1.56, 3],
    ["us", 3.01, 1.56, 4],
    ["us", 0.3, 0.47, 1],
  ])("%s: the higher of %d and %d, rounded up: %d", (market, real, chargeable, billed) => {
    const rule = MEASUREMENT_RULES[market as keyof typeof MEASUREMENT_RULES];
    expect(billedWeight(real, chargeable, rule)).toBe(billed);
  });
});
