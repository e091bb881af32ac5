import { readFileSync } from "node:fs";
import path from "node:path";
import { BRAND_NAME, MARKETS, type MarketId } from "../../domain/site.ts";
import type common from "../../domain/locales/es-MX/common.json";
import type home from "../../domain/locales/es-MX/home.json";

export type Copy = typeof common;

const readLocale = (market: MarketId, namespace: string): unknown =>
  JSON.parse(
    readFileSync(
      path.join(
        import.meta.dirname,
        "../../domain/locales",
        MARKETS[market].locale,
        `${namespace}.json`,
      ),
      "utf8",
    ),
  );

/** The locale resources of a market, as the tests' source of expected text. */
export const copyFor = (market: MarketId) => readLocale(market, "common") as Copy;
export const homeCopyFor = (market: MarketId) => readLocale(market, "home") as typeof home;

/** Fills `{{brand}}` and other placeholders the way i18next does. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(name === "brand" ? BRAND_NAME : (values[name] ?? `{{${name}}}`)),
  );
}

export const marketOf = (projectName: string) => projectName as MarketId;
