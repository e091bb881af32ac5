/**
 * The rates page's figures in the market's locale, all through Intl: prices in the market's
 * currency, weights and sizes with their unit (`style: "unit"`), plain numbers. Pure, used by the
 * server's markup and by the calculator's behaviour alike, so both write "2,25 kg" in es-AR.
 */
import type { Locale } from "../site.ts";
import type { LengthUnit, WeightUnit } from "./measurement.ts";
import type { Currency } from "./types.ts";

/** The units' identifiers in Intl (ECMA-402's sanctioned units). */
const INTL_UNITS = {
  cm: "centimeter",
  in: "inch",
  kg: "kilogram",
  lb: "pound",
} as const satisfies Record<LengthUnit | WeightUnit, string>;

const measureFormat = (locale: Locale, unit: LengthUnit | WeightUnit) =>
  new Intl.NumberFormat(locale, {
    style: "unit",
    unit: INTL_UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: 2,
  });

/**
 * A weight or a size with its unit, to two decimals at most: "2.25 kg", "2,25 kg", "12 in". The
 * space Intl puts before the unit becomes a no-break space, so "240 cm" never breaks in a line.
 */
export function formatMeasure(value: number, unit: LengthUnit | WeightUnit, locale: Locale) {
  return measureFormat(locale, unit)
    .formatToParts(value)
    .map((part) => (part.type === "literal" ? part.value.replaceAll(" ", "\u00a0") : part.value))
    .join("");
}

/** The unit's short name as the locale writes it beside a number: "kg", "lb", "cm", "in". */
export function unitLabel(unit: LengthUnit | WeightUnit, locale: Locale) {
  const parts = measureFormat(locale, unit).formatToParts(1);
  return parts.find((part) => part.type === "unit")?.value ?? unit;
}

/** The unit's name as a sentence says it: "centímetros", "kilogramos", "inches", "pounds". */
export function unitName(unit: LengthUnit | WeightUnit, locale: Locale) {
  const parts = new Intl.NumberFormat(locale, {
    style: "unit",
    unit: INTL_UNITS[unit],
    unitDisplay: "long",
  }).formatToParts(2);
  return parts.find((part) => part.type === "unit")?.value ?? unit;
}

/**
 * A plain number, to two decimals at most: "0,5" in es-AR. `grouping: false` writes a figure of a
 * formula as formulas do ("/ 4000", not "/ 4,000").
 */
export function formatNumber(value: number, locale: Locale, { grouping = true } = {}) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: grouping }).format(
    value,
  );
}

/**
 * An amount in minor units (centavos, cents) in the market's currency, the one way every page
 * writes money: "$14.25", "$1.234,50"; with `whole`, an amount without cents drops its zero cents
 * ("$8.790", "$85"). The symbol sits against the figure in every market: es-AR's pattern puts a
 * no-break space between them, which the brand font draws so narrow that "$ 12.746,00" reads as
 * "$12.746,00" beside "$ 2.676,66" (a "1" closes the gap, a "2" does not).
 */
export function formatMoney(
  minorUnits: number,
  currency: Currency,
  locale: Locale,
  { whole = false } = {},
) {
  const digits = whole && minorUnits % 100 === 0 ? { maximumFractionDigits: 0 } : {};
  return new Intl.NumberFormat(locale, { style: "currency", currency, ...digits })
    .formatToParts(minorUnits / 100)
    .filter(
      (part, index, parts) =>
        part.type !== "literal" ||
        (parts[index - 1]?.type !== "currency" && parts[index + 1]?.type !== "currency"),
    )
    .map((part) => part.value)
    .join("");
}
