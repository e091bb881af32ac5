/**
 * The copy's claims in figures (the home KPIs, a service's results, the fleet's payloads): the copy
 * holds the number, Intl writes it in the market's locale ("2,000+", "2.000+", "3,2"), so every
 * figure on a page has one format and no locale's separators leak into another's.
 */
import type { Locale } from "./site.ts";

/** A claim as the copy gives it. */
export interface Figure {
  amount: number;
  /** "or more": 2,000+. */
  plus: boolean;
  /** "%", or a unit written after the number ("m²", "sq ft"); none for a count. */
  unit?: string;
}

const NBSP = "\u00a0";

export function formatFigure(figure: Figure, locale: Locale): string {
  const { value, unit } = figureParts(figure, locale);
  return unit ? `${value}${NBSP}${unit}` : value;
}

/**
 * A figure's number (with its "+", and "%" written the locale's way) and, apart, a unit written
 * after it ("m²", "sq ft"), for a layout that sets the unit smaller.
 */
export function figureParts(
  { amount, plus, unit }: Figure,
  locale: Locale,
): { value: string; unit?: string } {
  const more = plus ? "+" : "";
  if (unit === "%") {
    const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 });
    return { value: `${percent.format(amount / 100)}${more}` };
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(amount);
  return unit ? { value: `${number}${more}`, unit } : { value: `${number}${more}` };
}

/** A payload range in kilograms, as the copy states it: the same figure twice for one value. */
export interface Payload {
  min: number;
  max: number;
}

const KG_PER_LB = 0.45359237;

/**
 * A vehicle's payload in the market's units, its figures through Intl: metric tonnes ("8-10 t",
 * `tonnes` is the copy's "{{load}} t"), or in the US pounds to the nearest hundred ("3,000 lb",
 * "45,000 lb"), the unit US carriers quote payloads in, trucks included.
 */
export function formatPayload(
  { min, max }: Payload,
  system: "metric" | "us",
  locale: Locale,
  tonnes: (load: string) => string,
): string {
  const range = (format: Intl.NumberFormat, low: number, high: number) =>
    low === high ? format.format(low) : format.formatRange(low, high);
  if (system === "metric") {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return tonnes(range(format, min / 1000, max / 1000));
  }
  const pounds = (kg: number) => Math.round(kg / KG_PER_LB / 100) * 100;
  const format = new Intl.NumberFormat(locale, { style: "unit", unit: "pound" });
  return range(format, pounds(min), pounds(max)).replaceAll(" ", NBSP);
}
