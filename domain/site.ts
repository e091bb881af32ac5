import { COLORS } from "./design-tokens.ts";

/** Facts about the company and its markets that both the UI and the server need. */
export const BRAND_NAME = "Andén";

/**
 * Brand colours for what CSS does not reach: the browser's theme colour, the web manifest, the
 * share images and icons (the design tokens', ADR 59).
 */
export const BRAND_COLORS = {
  ink: COLORS.ink,
  primary: COLORS.primary,
  accent: COLORS.accent,
  surface: COLORS.surface,
} as const;

export const MARKET_IDS = ["mx", "ar", "us"] as const;
export type MarketId = (typeof MARKET_IDS)[number];

export const LOCALES = ["es-MX", "es-AR", "en-US"] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale i18next falls back to when a key is missing (it never should be: a test checks). */
export const FALLBACK_LOCALE: Locale = "es-AR";

export interface Market {
  id: MarketId;
  locale: Locale;
  /** Two-letter country code, as the chat widget and analytics expect it. */
  countryCode: MarketId;
  currency: "MXN" | "ARS" | "USD";
  /** Open Graph locale (language_TERRITORY). */
  ogLocale: string;
  /** Only the US copy links the rate calculator from the top navigation. */
  navShowsRates: boolean;
}

export const MARKETS: Record<MarketId, Market> = {
  mx: {
    id: "mx",
    locale: "es-MX",
    countryCode: "mx",
    currency: "MXN",
    ogLocale: "es_MX",
    navShowsRates: false,
  },
  ar: {
    id: "ar",
    locale: "es-AR",
    countryCode: "ar",
    currency: "ARS",
    ogLocale: "es_AR",
    navShowsRates: false,
  },
  us: {
    id: "us",
    locale: "en-US",
    countryCode: "us",
    currency: "USD",
    ogLocale: "en_US",
    navShowsRates: true,
  },
};

export function isMarketId(value: unknown): value is MarketId {
  return typeof value === "string" && (MARKET_IDS as readonly string[]).includes(value);
}
