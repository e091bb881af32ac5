/**
 * How each market measures a parcel: its units, its volumetric rule and the step its weights are
 * billed in. One rule per market, used by every rate card of the market, by the form and by the
 * rates API. Pure arithmetic, importable by the browser (the form shows the chargeable weight as
 * the visitor types). The sums run in integers (hundredths of a unit) so the roundings are exact.
 */
import type { MarketId } from "../site.ts";

export type LengthUnit = "cm" | "in";
export type WeightUnit = "kg" | "lb";

/** The units every length and weight of a market is in: its cards, its form, its API. */
export interface Units {
  length: LengthUnit;
  weight: WeightUnit;
}

export type Side = "length" | "height" | "width";

export interface MeasurementRule {
  units: Units;
  /** Chargeable weight = length × height × width / divisor (cubic length units per weight unit). */
  divisor: number;
  /** The billed weight is rounded up to a multiple of this, in the weight unit. */
  billingIncrement: number;
  /** The order in which the market names a box's sides (the US says L × W × H). */
  sides: readonly [Side, Side, Side];
}

/**
 * Mexico and Argentina: centimetres and kilograms, L × H × W / 4000, billed in steps of 0.5 kg
 * (the company's rule). United States: inches and pounds, L × W × H / 139, billed by the next
 * whole pound (the US carriers' convention).
 */
export const MEASUREMENT_RULES: Readonly<Record<MarketId, MeasurementRule>> = {
  mx: {
    units: { length: "cm", weight: "kg" },
    divisor: 4000,
    billingIncrement: 0.5,
    sides: ["length", "height", "width"],
  },
  ar: {
    units: { length: "cm", weight: "kg" },
    divisor: 4000,
    billingIncrement: 0.5,
    sides: ["length", "height", "width"],
  },
  us: {
    units: { length: "in", weight: "lb" },
    divisor: 139,
    billingIncrement: 1,
    sides: ["length", "width", "height"],
  },
};

export type Dimensions = Record<Side, number>;

const hundredths = (value: number) => Math.round(value * 100);

/**
 * The chargeable (volumetric) weight: length × height × width / the rule's divisor, as the formula
 * gives it, to the nearest hundredth (30 × 20 × 15 / 4000 = 2.25 kg; 12 × 8 × 6 / 139 = 4.1439… →
 * 4.14 lb; 33.33³ / 4000 = 9.2564… → 9.26): the figure the page shows is the one billing starts
 * from. Sides are taken to 0.01, the precision the form accepts.
 */
export function chargeableWeight({ length, height, width }: Dimensions, rule: MeasurementRule) {
  // Volume in (0.01 unit)³ = 1e-6 unit³; hundredths of a weight unit = volume × 100 / (divisor × 1e6).
  const volume = hundredths(length) * hundredths(height) * hundredths(width);
  // Anything with a volume weighs at least 0.01.
  return (
    Math.max(volume > 0 ? 1 : 0, Math.round((volume * 100) / (rule.divisor * 1_000_000))) / 100
  );
}

/**
 * The weight a carrier bills: the higher of the real and the chargeable weight, rounded UP to a
 * multiple of the rule's billing increment (0.5 kg: 2.25 → 2.5, 2.5 → 2.5, 2.51 → 3; 1 lb: 4.14 → 5).
 */
export function billedWeight(realWeight: number, chargeable: number, rule: MeasurementRule) {
  const higher = Math.max(hundredths(realWeight), hundredths(chargeable));
  const step = hundredths(rule.billingIncrement);
  return (Math.ceil(higher / step) * step) / 100;
}
