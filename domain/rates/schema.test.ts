import { describe, expect, it } from "vitest";
import type { MarketId } from "../site.ts";
import { MAX_DIMENSION, MAX_WEIGHT, RATES_ERRORS, ratesRequestSchema } from "./schema.ts";
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
    ["a decimal comma", "30,25", null],
    ["a trailing comma", "30,", null],
    ["zero", "0", RATES_ERRORS.positive],
    ["a number zero", 0, RATES_ERRORS.positive],
    ["a negative", "-5", RATES_ERRORS.positive],
    ["a negative with 3 decimals", -5.123, RATES_ERRORS.positive],
    ["three decimals", "30.255", RATES_ERRORS.invalidNumber],
    ["a number with three decimals", 30.255, RATES_ERRORS.invalidNumber],
    ["text", "thirty", RATES_ERRORS.invalidNumber],
    ["three decimals with a comma", "30,255", RATES_ERRORS.invalidNumber],
    ["a thousands separator", "1.000", RATES_ERRORS.invalidNumber],
    ["a thousands comma", "1,000", RATES_ERRORS.invalidNumber],
    ["two separators", "1.000,5", RATES_ERRORS.invalidNumber],
    ["an exponent", "3e1", RATES_ERRORS.invalidNumber],
    ["a boolean", true, RATES_ERRORS.invalidNumber],
    ["empty", "", RATES_ERRORS.required],
    ["blank", "   ", RATES_ERRORS.required],
    ["null", null, RATES_ERRORS.required],
  ])("length as %s", (_case, length, code) => {
    expect(errorsOf("mx", { length })).toEqual(code ? { length: [code] } : null);
  });

  it.each<[MarketId, string, number, number]>([
    ["mx", "cm and kg", 240, 1000],
    ["ar", "cm and kg", 240, 1000],
    ["us", "in and lb", 108, 2200],
  ])(
    "%s: sides and weight (%s) up to %i and %i, from the cards",
    (market, _units, side, weight) => {
      expect(MAX_DIMENSION[market]).toBe(side);
      expect(MAX_WEIGHT[market]).toBe(weight);
      expect(errorsOf(market, { length: side, height: side, width: side, weight })).toBeNull();
      expect(errorsOf(market, { height: side + 0.01, weight: weight + 0.01 })).toEqual({
        height: [RATES_ERRORS.tooLarge],
        weight: [RATES_ERRORS.tooHeavy],
      });
    },
  );

  it("reads a decimal comma in Mexico and Argentina, and only a point in the US", () => {
    const parsed = (market: MarketId) =>
      ratesRequestSchema(market).safeParse({ ...VALID[market], ...parcel, weight: "2,5" });
    expect(parsed("mx").data?.weight).toBe(2.5);
    expect(parsed("ar").data?.weight).toBe(2.5);
    expect(errorsOf("us", { weight: "2,5" })).toEqual({ weight: [RATES_ERRORS.invalidNumber] });
    expect(errorsOf("us", { weight: "2.5" })).toBeNull();
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
