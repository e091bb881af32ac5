/**
 * Numbers as visitors type them in the rates form. Pure, importable by the browser (the form
 * shows the chargeable weight while typing) without the schema's zod.
 */
import type { MarketId } from "../site.ts";

/** Where visitors write a decimal comma ("2,5"): the Spanish-speaking markets. */
export const DECIMAL_COMMA: Readonly<Record<MarketId, boolean>> = { mx: true, ar: true, us: false };

/** Digits with at most one decimal separator and two decimals: "12", "2.5", ".25", "30.", "-5". */
const DECIMAL_POINT_TEXT = /^[+-]?(\d+(\.\d{0,2})?|\.\d{1,2})$/;
const DECIMAL_POINT_OR_COMMA_TEXT = /^[+-]?(\d+([.,]\d{0,2})?|[.,]\d{1,2})$/;

/**
 * A number as typed in `market`: a decimal point everywhere, a decimal comma where the market
 * writes one, at most two decimals and no thousands separators ("1.000" and "1,000" have three
 * decimals: refused rather than read as one or as a thousand). Undefined for anything else.
 */
export function readDecimal(text: string, market: MarketId): number | undefined {
  const trimmed = text.trim();
  const pattern = DECIMAL_COMMA[market] ? DECIMAL_POINT_OR_COMMA_TEXT : DECIMAL_POINT_TEXT;
  return pattern.test(trimmed) ? Number(trimmed.replace(",", ".")) : undefined;
}
