import path from "node:path";
import type { Plugin } from "vite";
import { MARKETS } from "../domain/site.ts";
import { COMPANY_FACTS_PATH, localeFilePath, localeNamespaces } from "./locale-files.ts";
import type { BuildTimeConfig } from "../server/build-settings.ts";

export { buildTimeConfig, type BuildTimeConfig } from "../server/build-settings.ts";

const MODULE_ID = "virtual:site-config";
const FACTS_MODULE = path.resolve(import.meta.dirname, "../domain/facts.ts");
const RESOLVED_ID = `\0${MODULE_ID}`;

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
      // The fact sheet is the market's file over the company's figures (ADR 64).
      const entries = namespaces.map((ns, index) =>
        ns === "facts"
          ? `"facts": mergeFactSheet(company, ns${index})`
          : `${JSON.stringify(ns)}: ns${index}`,
      );
      return [
        ...imports,
        `import company from ${JSON.stringify(COMPANY_FACTS_PATH)};`,
        `import { mergeFactSheet } from ${JSON.stringify(FACTS_MODULE)};`,
        `export const marketId = ${JSON.stringify(config.SITE_MARKET)};`,
        `export const publicBaseUrl = ${JSON.stringify(config.PUBLIC_BASE_URL)};`,
        `export const marketBaseUrls = ${JSON.stringify(config.MARKET_BASE_URLS)};`,
        `export const merchantAppUrl = ${JSON.stringify(config.MERCHANT_APP_URL)};`,
        `export const salesChannels = ${JSON.stringify({ phone: config.SALES_PHONE ?? "", whatsapp: config.SALES_WHATSAPP ?? "", email: config.SALES_EMAIL ?? "" })};`,
        `export const chat = ${JSON.stringify({ appId: config.INTERCOM_APP_ID ?? "", apiBase: config.INTERCOM_API_BASE ?? "", widgetUrl: config.INTERCOM_WIDGET_URL })};`,
        `export const tagManager = ${JSON.stringify({ id: config.GTM_ID ?? "", scriptUrl: config.GTM_SCRIPT_URL })};`,
        `export const vitalsSampleRate = ${JSON.stringify(config.VITALS_SAMPLE_RATE)};`,
        `export const captcha = ${JSON.stringify({ provider: config.CAPTCHA_PROVIDER, siteKey: config.CAPTCHA_SITE_KEY })};`,
        `export const resources = { ${entries.join(", ")} };`,
      ].join("\n");
    },
  };
}
