import type { Currency } from "./rates/types.ts";
import type { MarketId } from "./site.ts";

/**
 * The conversion events marketing reads from window.dataLayer (docs/analytics.md). Pushed whether
 * or not the tag manager is configured; none carries a name, e-mail, phone or tracking number.
 */
export type ConversionEvent =
  | {
      event: "generate_lead";
      market: MarketId;
      company_types: readonly string[];
      shipment_range: string;
    }
  | { event: "tracking_search"; result: "found" | "not_found" }
  | { event: "rate_quote"; options: number; cheapest_price_band: string };

const BAND_STEPS = [1, 2.5, 5] as const;

/**
 * A price (minor units, VAT included) as a band of the currency's major units, in steps of 1, 2.5
 * and 5 per power of ten ("100-249 MXN", "2500-4999 ARS"), so reports group quotes without the
 * exact figure; "none" when there is no price.
 */
export function priceBand(minorUnits: number | undefined, currency: Currency): string {
  if (minorUnits === undefined) return "none";
  const major = minorUnits / 100;
  if (major < 10) return `0-9 ${currency}`;
  const power = 10 ** Math.floor(Math.log10(major));
  const index = BAND_STEPS.findLastIndex((step) => step * power <= major);
  const lower = BAND_STEPS[index]! * power;
  const upper = (BAND_STEPS[index + 1] ?? 10) * power;
  return `${lower}-${upper - 1} ${currency}`;
}
