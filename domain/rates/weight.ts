/**
 * Chargeable and billed weights. Pure arithmetic, importable by the browser (the rates page shows
 * the chargeable weight live). The sums run in integers (hundredths of a cm, tenths or halves of a
 * kg) so the roundings are exact: 2.25 kg is 2.3, never 2.2 or 2.4 through a float error.
 */

export const DEFAULT_VOLUMETRIC_DIVISOR = 4000;

export interface Dimensions {
  /** cm */
  length: number;
  /** cm */
  height: number;
  /** cm */
  width: number;
}

const hundredths = (value: number) => Math.round(value * 100);

/**
 * The chargeable (volumetric) weight in kg: length × height × width (cm) / divisor, rounded UP to
 * the next 0.1 kg (30 × 20 × 15 / 4000 = 2.25 → 2.3; an exact 2.2 stays 2.2). Dimensions are
 * taken to 0.01 cm, the precision the form accepts.
 */
export function chargeableWeightKg(
  { length, height, width }: Dimensions,
  divisor = DEFAULT_VOLUMETRIC_DIVISOR,
): number {
  // Volume in (0.01 cm)³ = 1e-6 cm³; tenths of a kg = volume × 10 / (divisor × 1e6).
  const volume = hundredths(length) * hundredths(height) * hundredths(width);
  return Math.ceil((volume * 10) / (divisor * 1_000_000)) / 10;
}

/**
 * The weight a carrier bills, in kg: the higher of the real and the chargeable weight, rounded UP
 * to the next 0.5 kg (2.3 → 2.5, 2.5 → 2.5, 2.51 → 3).
 */
export function billedWeightKg(realWeightKg: number, chargeableKg: number): number {
  const higher = Math.max(hundredths(realWeightKg), hundredths(chargeableKg));
  return Math.ceil(higher / 50) / 2;
}
