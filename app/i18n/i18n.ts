import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { marketId, resources } from "virtual:site-config";
import { factVariables, type FactSheet } from "../../domain/facts.ts";
import { fleetVariables } from "../../domain/services/fleet.ts";
import { BRAND_NAME, FALLBACK_LOCALE, MARKETS } from "../../domain/site.ts";

export const market = MARKETS[marketId];

/**
 * One i18next instance for the whole process: a deployment serves one market and never switches
 * language, so there is no per-request state to isolate (see docs/decisions/0002).
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: market.locale,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [market.locale],
  resources: { [market.locale]: resources },
  ns: Object.keys(resources),
  defaultNS: "common",
  initAsync: false,
  // Some content fields are optional and empty on purpose (a hero without video, a card without tag).
  returnEmptyString: true,
  interpolation: {
    escapeValue: false,
    // Every claim of the copy comes from the market's fact sheet (domain/facts.ts), and the
    // fleet's range from the fleet the page lists (domain/services/fleet.ts).
    defaultVariables: {
      brand: BRAND_NAME,
      facts: factVariables(resources.facts as FactSheet, market.locale),
      areas: (resources.facts as FactSheet).areas,
      fleet: fleetVariables(resources.services.dedicated.fleet.items, market.locale),
    },
  },
  react: { useSuspense: false },
  // A missing key is a bug: say so loudly (the end-to-end tests fail on console errors).
  saveMissing: true,
  missingKeyHandler: (_languages, namespace, key) => {
    console.error(`Missing translation: ${namespace}:${key} (${market.locale})`);
  },
});
