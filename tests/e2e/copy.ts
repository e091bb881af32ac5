import { BRAND_NAME, MARKETS, type MarketId } from "../../domain/site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import type common from "../../domain/locales/es-MX/common.json";
import type home from "../../domain/locales/es-MX/home.json";

export type Copy = typeof common;

const readLocale = (market: MarketId, namespace: string): unknown =>
  readLocaleNamespace(MARKETS[market].locale, namespace);

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
