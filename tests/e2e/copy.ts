import { readFileSync } from "node:fs";
import path from "node:path";
import { BRAND_NAME, MARKETS, type MarketId } from "../../app/site.ts";
import type common from "../../app/i18n/locales/es-MX/common.json";

export type Copy = typeof common;

/** The locale resources of a market, as the tests' source of expected text. */
export function copyFor(market: MarketId): Copy {
  const file = path.join(
    import.meta.dirname,
    "../../app/i18n/locales",
    MARKETS[market].locale,
    "common.json",
  );
  return JSON.parse(readFileSync(file, "utf8")) as Copy;
}

/** Fills `{{brand}}` and other placeholders the way i18next does. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(name === "brand" ? BRAND_NAME : (values[name] ?? `{{${name}}}`)),
  );
}

export const marketOf = (projectName: string) => projectName as MarketId;
