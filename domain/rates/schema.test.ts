import { describe, expect, it } from "vitest";
import type { MarketId } from "../site.ts";
import {
  chargeableWeightKg,
  MAX_DIMENSION_CM,
  MAX_WEIGHT_KG,
  RATES_ERRORS,
  ratesRequestSchema,
} from "./schema.ts";
import { fieldErrors } from "../field-errors.ts";

const VALID = {
  mx: { origin: "06700", destination: "44100" },
  ar: { origin: "1425", destination: "5000" },
  us: { origin: "90012", destination: "10001" },
} as const;

const parcel = { length: "30", height: "20", width: "15", weight: "2" };

/** The field errors of an input, or null when it is valid. */
function errorsOf(market: MarketId, input: Record<string, unknown>) {
  const result = ratesRequestSchema(market).safeParse({ ...VALID[market], ...parcel, ...input });
  return result.success ? null : fieldErrors(result.error);
}

describe("ratesRequestSchema", () => {
  it("trims postal codes and coerces numbers from strings", () => {
    const result = ratesRequestSchema("mx").parse({
      origin: " 06700 ",
      destination: "44100\n",
      length: " 30 ",
      height: "20.5",
      width: 15,
      weight: ".25",
    });
    expect(result).toEqual({
      origin: "06700",
      destination: "44100",
      length: 30,
      height: 20.5,
      width: 15,
      weight: 0.25,
    });
  });

  it.each<[MarketId, string, boolean]>([
    ["mx", "06700", true],
    ["mx", "6700", false],
    ["mx", "067000", false],
    ["mx", "0670A", false],
    ["ar", "1425", true],
    ["ar", "14250", false],
    ["ar", "C1425", false],
    ["ar", "C1425ABC", false],
    ["us", "90012", true],
    ["us", "9001", false],
    ["us", "90012-1234", false],
  ])("%s postal code %j valid: %s", (market, code, valid) => {
    expect(errorsOf(market, { origin: code })).toEqual(
      valid ? null : { origin: [RATES_ERRORS.postalCode] },
    );
  });

  it("refuses a postal code sent as a number (its leading zeros are lost)", () => {
    expect(errorsOf("mx", { destination: 44100 })).toEqual({
      destination: [RATES_ERRORS.postalCode],
    });
  });

  it.each<[string, unknown, string | null]>([
    ["a whole number", 30, null],
    ["two decimals", "30.25", null],
    ["a trailing dot", "30.", null],
    ["zero", "0", RATES_ERRORS.positive],
    ["a number zero", 0, RATES_ERRORS.positive],
    ["a negative", "-5", RATES_ERRORS.positive],
    ["a negative with 3 decimals", -5.123, RATES_ERRORS.positive],
    ["three decimals", "30.255", RATES_ERRORS.invalidNumber],
    ["a number with three decimals", 30.255, RATES_ERRORS.invalidNumber],
    ["text", "thirty", RATES_ERRORS.invalidNumber],
    ["a decimal comma", "30,5", RATES_ERRORS.invalidNumber],
    ["an exponent", "3e1", RATES_ERRORS.invalidNumber],
    ["a boolean", true, RATES_ERRORS.invalidNumber],
    ["empty", "", RATES_ERRORS.required],
    ["blank", "   ", RATES_ERRORS.required],
    ["null", null, RATES_ERRORS.required],
  ])("length as %s", (_case, length, code) => {
    expect(errorsOf("mx", { length })).toEqual(code ? { length: [code] } : null);
  });

  it.each<[MarketId, number, number]>([
    ["mx", 240, 1000],
    ["ar", 240, 1000],
    ["us", 270, 1000],
  ])("%s: dimensions up to %i cm and weight up to %i kg, from the cards", (market, cm, kg) => {
    expect(MAX_DIMENSION_CM[market]).toBe(cm);
    expect(MAX_WEIGHT_KG[market]).toBe(kg);
    expect(errorsOf(market, { length: cm, height: cm, width: cm, weight: kg })).toBeNull();
    expect(errorsOf(market, { height: cm + 0.01, weight: kg + 0.01 })).toEqual({
      height: [RATES_ERRORS.tooLarge],
      weight: [RATES_ERRORS.tooHeavy],
    });
  });

  it("reports every missing field as required", () => {
    const result = ratesRequestSchema("ar").safeParse({});
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      origin: [RATES_ERRORS.required],
      destination: [RATES_ERRORS.required],
      length: [RATES_ERRORS.required],
      height: [RATES_ERRORS.required],
      width: [RATES_ERRORS.required],
      weight: [RATES_ERRORS.required],
    });
  });

  it("reports blank postal codes as required", () => {
    expect(errorsOf("us", { origin: "  ", destination: null })).toEqual({
      origin: [RATES_ERRORS.required],
      destination: [RATES_ERRORS.required],
    });
  });
});

describe("chargeableWeightKg", () => {
  it.each<[number, number, number, number | undefined, number]>([
    [30, 20, 15, undefined, 2.3], // 2.25 rounds up
    [20, 20, 20, undefined, 2], // exact
    [60, 40, 50, undefined, 30], // exact
    [10, 10, 10, undefined, 0.3], // 0.25
    [10, 11, 12, undefined, 0.4], // 0.33
    [1, 1, 1, undefined, 0.1], // anything over 0 is at least 0.1
    [0.01, 0.01, 0.01, undefined, 0.1],
    [33.33, 33.33, 33.33, undefined, 9.3], // 9.2564...
    [40, 30, 20, 5000, 4.8],
    [40, 30, 20, 6000, 4],
    [240, 240, 240, undefined, 3456],
  ])("%d × %d × %d / %s = %d kg", (length, height, width, divisor, kg) => {
    expect(chargeableWeightKg({ length, height, width }, divisor)).toBe(kg);
  });
});
