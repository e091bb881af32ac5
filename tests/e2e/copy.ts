import { test } from "@playwright/test";
import { BRAND_NAME, MARKETS, type MarketId } from "../../domain/site.ts";
import { copyVariables, readLocaleNamespace } from "../../tooling/locale-files.ts";
import type common from "../../domain/locales/es-MX/common.json";
import type home from "../../domain/locales/es-MX/home.json";

export type Copy = typeof common;

const readLocale = (market: MarketId, namespace: string): unknown =>
  readLocaleNamespace(MARKETS[market].locale, namespace);

/** The locale resources of a market, as the tests' source of expected text. */
export const copyFor = (market: MarketId) => readLocale(market, "common") as Copy;
export const homeCopyFor = (market: MarketId) => readLocale(market, "home") as typeof home;

/**
 * Fills `{{brand}}`, the claims of the market's fact sheet (`{{facts.carriers}}`), the fleet's
 * range (`{{fleet.maxPallets}}`), the places it names (`{{areas.metro}}`) and other
 * placeholders the way i18next does; the market is the running test's unless given.
 */
export function fill(
  text: string,
  values: Record<string, string | number> = {},
  market?: MarketId,
): string {
  return text.replace(/\{\{([\w.]+)\}\}/g, (_, name: string) => {
    if (name === "brand") return BRAND_NAME;
    const [group, key] = name.split(".");
    if ((group === "facts" || group === "areas" || group === "fleet") && key) {
      const inMarket = market ?? marketOf(test.info().project.name);
      const variables: Record<string, string> = {
        ...copyVariables(MARKETS[inMarket].locale)[group],
      };
      return variables[key] ?? `{{${name}}}`;
    }
    return String(values[name] ?? `{{${name}}}`);
  });
}

export const marketOf = (projectName: string) => projectName as MarketId;
