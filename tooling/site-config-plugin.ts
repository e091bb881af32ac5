import type { Plugin } from "vite";
import { MARKETS, type MarketId } from "../domain/site.ts";
import { localeFilePath, localeNamespaces } from "./locale-files.ts";
import { marketBaseUrls, type Config } from "../server/config.ts";

const MODULE_ID = "virtual:site-config";
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The configuration values that are baked into the build (client bundle and prerendered HTML). */
export type BuildTimeConfig = Pick<
  Config,
  | "SITE_MARKET"
  | "PUBLIC_BASE_URL"
  | "MERCHANT_APP_URL"
  | "CAPTCHA_PROVIDER"
  | "INTERCOM_APP_ID"
  | "INTERCOM_API_BASE"
  | "INTERCOM_WIDGET_URL"
  | "GTM_ID"
  | "GTM_SCRIPT_URL"
  | "VITALS_SAMPLE_RATE"
> & {
  CAPTCHA_SITE_KEY: string;
  /** Every market deployment this one links to (hreflang, sitemap), its own included. */
  MARKET_BASE_URLS: Partial<Record<MarketId, string>>;
};

export function buildTimeConfig(config: Config): BuildTimeConfig {
  const siteKeys = {
    altcha: "",
    turnstile: config.TURNSTILE_SITE_KEY ?? "",
    recaptcha: config.RECAPTCHA_SITE_KEY ?? "",
  };
  return {
    SITE_MARKET: config.SITE_MARKET,
    PUBLIC_BASE_URL: config.PUBLIC_BASE_URL,
    MERCHANT_APP_URL: config.MERCHANT_APP_URL,
    CAPTCHA_PROVIDER: config.CAPTCHA_PROVIDER,
    CAPTCHA_SITE_KEY: siteKeys[config.CAPTCHA_PROVIDER],
    INTERCOM_APP_ID: config.INTERCOM_APP_ID,
    INTERCOM_API_BASE: config.INTERCOM_API_BASE,
    INTERCOM_WIDGET_URL: config.INTERCOM_WIDGET_URL,
    GTM_ID: config.GTM_ID,
    GTM_SCRIPT_URL: config.GTM_SCRIPT_URL,
    VITALS_SAMPLE_RATE: config.VITALS_SAMPLE_RATE,
    MARKET_BASE_URLS: marketBaseUrls(config),
  };
}

/**
 * Serves `virtual:site-config`: the deployment's market, its public settings and only that market's
 * locale resources, so the client bundle never ships the copy of the other two markets.
 */
export function siteConfigPlugin(config: BuildTimeConfig): Plugin {
  const locale = MARKETS[config.SITE_MARKET].locale;
  return {
    name: "anden:site-config",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const namespaces = localeNamespaces(locale);
      const imports = namespaces.map(
        (ns, index) => `import ns${index} from ${JSON.stringify(localeFilePath(locale, ns))};`,
      );
      const entries = namespaces.map((ns, index) => `${JSON.stringify(ns)}: ns${index}`);
      return [
        ...imports,
        `export const marketId = ${JSON.stringify(config.SITE_MARKET)};`,
        `export const publicBaseUrl = ${JSON.stringify(config.PUBLIC_BASE_URL)};`,
        `export const marketBaseUrls = ${JSON.stringify(config.MARKET_BASE_URLS)};`,
        `export const merchantAppUrl = ${JSON.stringify(config.MERCHANT_APP_URL)};`,
        `export const chat = ${JSON.stringify({ appId: config.INTERCOM_APP_ID ?? "", apiBase: config.INTERCOM_API_BASE ?? "", widgetUrl: config.INTERCOM_WIDGET_URL })};`,
        `export const tagManager = ${JSON.stringify({ id: config.GTM_ID ?? "", scriptUrl: config.GTM_SCRIPT_URL })};`,
        `export const vitalsSampleRate = ${JSON.stringify(config.VITALS_SAMPLE_RATE)};`,
        `export const captcha = ${JSON.stringify({ provider: config.CAPTCHA_PROVIDER, siteKey: config.CAPTCHA_SITE_KEY })};`,
        `export const resources = { ${entries.join(", ")} };`,
      ].join("\n");
    },
  };
}
