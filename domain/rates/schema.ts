import { z } from "zod";
import type { MarketId } from "../site.ts";
import { CARDS } from "./cards/index.ts";
import { readDecimal } from "./decimal.ts";
import { POSTAL_CODE_PATTERNS } from "./zones.ts";

/**
 * The rates form, one schema for the browser and the server. Errors carry codes, not text: the
 * browser shows each code in the visitor's language and the API returns the codes per field.
 * Imports zod and pure data only (no Node APIs).
 */

export { POSTAL_CODE_PATTERNS } from "./zones.ts";

export const RATES_ERRORS = {
  required: "required",
  postalCode: "invalid_postal_code",
  positive: "must_be_positive",
  tooLarge: "too_large",
  tooHeavy: "too_heavy",
  /** Not a number as the market writes one, more than two decimals, or thousands separators. */
  invalidNumber: "invalid_number",
} as const;
export type RatesErrorCode = (typeof RATES_ERRORS)[keyof typeof RATES_ERRORS];

/** The longest side any service of the market accepts, in its units: the form's bound per side. */
export const MAX_DIMENSION = mapMarkets((cards) =>
  Math.max(...cards.flatMap((card) => card.services.map((service) => service.limits.maxLength))),
);

/** The heaviest real weight any service of the market accepts, in its units: the form's bound. */
export const MAX_WEIGHT = mapMarkets((cards) =>
  Math.max(...cards.flatMap((card) => card.services.map((service) => service.limits.maxWeight))),
);

function mapMarkets(derive: (cards: (typeof CARDS)[MarketId]) => number): Record<MarketId, number> {
  return { mx: derive(CARDS.mx), ar: derive(CARDS.ar), us: derive(CARDS.us) };
}

const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** Numbers as the market's visitors type them (decimal.ts); anything else is left to refuse. */
const toNumber = (market: MarketId) => (value: unknown) => {
  if (isAbsent(value)) return undefined;
  if (typeof value !== "string") return value;
  return readDecimal(value, market) ?? value;
};

/** At most two decimals (0.01 cm, 0.01 kg), allowing for binary fractions (0.29 * 100). */
const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const postalCode = (pattern: RegExp) =>
  z.preprocess(
    (value) => (isAbsent(value) ? undefined : value),
    z
      .string({
        error: (issue) =>
          issue.input === undefined ? RATES_ERRORS.required : RATES_ERRORS.postalCode,
      })
      .trim()
      .regex(pattern, { error: RATES_ERRORS.postalCode }),
  );

const measure = (market: MarketId, max: number, tooBig: RatesErrorCode) =>
  z.preprocess(
    toNumber(market),
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? RATES_ERRORS.required : RATES_ERRORS.invalidNumber,
      })
      .gt(0, { error: RATES_ERRORS.positive, abort: true })
      .refine(hasAtMostTwoDecimals, { error: RATES_ERRORS.invalidNumber, abort: true })
      .max(max, { error: tooBig }),
  );

/**
 * Origin and destination postal codes (trimmed strings in the market's format), the parcel's
 * length, height and width (each at most the longest side any service of the market takes) and
 * its weight (at most the heaviest service's limit), in the market's units (measurement.ts).
 * Numbers may come as numbers or as strings (a query string, a form field) written as the
 * market's visitors write them: "2.5" everywhere, "2,5" in Mexico and Argentina, no thousands
 * separators. They must be over 0 with at most two decimals. Empty means absent.
 */
export function ratesRequestSchema(market: MarketId) {
  const code = postalCode(POSTAL_CODE_PATTERNS[market]);
  const dimension = measure(market, MAX_DIMENSION[market], RATES_ERRORS.tooLarge);
  return z.object({
    origin: code,
    destination: code,
    length: dimension,
    height: dimension,
    width: dimension,
    weight: measure(market, MAX_WEIGHT[market], RATES_ERRORS.tooHeavy),
  });
}

/** What the form holds (strings or numbers) and what validation gives (the engine's request). */
export type RatesFormInput = z.input<ReturnType<typeof ratesRequestSchema>>;
export type RatesFormValues = z.output<ReturnType<typeof ratesRequestSchema>>;
