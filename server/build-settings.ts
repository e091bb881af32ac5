import { readFile } from "node:fs/promises";
import path from "node:path";
import { MARKET_IDS, type MarketId } from "../domain/site.ts";
import { marketBaseUrls, type Config } from "./config.ts";

/** The configuration values that are baked into the build (client bundle and prerendered HTML). */
export type BuildTimeConfig = Pick<
  Config,
  | "SITE_MARKET"
  | "PUBLIC_BASE_URL"
  | "MERCHANT_APP_URL"
  | "SALES_PHONE"
  | "SALES_WHATSAPP"
  | "SALES_EMAIL"
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
    SALES_PHONE: config.SALES_PHONE,
    SALES_WHATSAPP: config.SALES_WHATSAPP,
    SALES_EMAIL: config.SALES_EMAIL,
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
 * The configuration variables baked into the build: buildTimeConfig's own, and those its derived
 * values come from (the captcha's site key, every market's base URL). A test holds it to
 * buildTimeConfig; the configuration reference marks them, and the Dockerfile passes them.
 */
export const BUILD_TIME_VARIABLES = [
  "SITE_MARKET",
  "PUBLIC_BASE_URL",
  "PUBLIC_BASE_URL_MX",
  "PUBLIC_BASE_URL_AR",
  "PUBLIC_BASE_URL_US",
  "MERCHANT_APP_URL",
  "SALES_PHONE",
  "SALES_WHATSAPP",
  "SALES_EMAIL",
  "CAPTCHA_PROVIDER",
  "TURNSTILE_SITE_KEY",
  "RECAPTCHA_SITE_KEY",
  "INTERCOM_APP_ID",
  "INTERCOM_API_BASE",
  "INTERCOM_WIDGET_URL",
  "GTM_ID",
  "GTM_SCRIPT_URL",
  "VITALS_SAMPLE_RATE",
] as const satisfies ReadonlyArray<keyof Config>;

/** Where scripts/build.ts records the baked settings (and a hash of the sources) in a build. */
export const BUILD_STAMP_FILE = "site-config.json";

export class BuildSettingsError extends Error {
  override name = "BuildSettingsError";
}

/** The baked settings as environment variables: name → value, "" for unset. */
function asVariables(settings: Partial<BuildTimeConfig>): Map<string, string> {
  const variables = new Map<string, string>();
  for (const [key, value] of Object.entries(settings)) {
    if (key === "MARKET_BASE_URLS") {
      const urls = (value ?? {}) as Partial<Record<MarketId, string>>;
      for (const market of MARKET_IDS) {
        if (market !== settings.SITE_MARKET) {
          variables.set(`PUBLIC_BASE_URL_${market.toUpperCase()}`, urls[market] ?? "");
        }
      }
    } else if (key === "CAPTCHA_SITE_KEY") {
      if (settings.CAPTCHA_PROVIDER && settings.CAPTCHA_PROVIDER !== "altcha") {
        variables.set(`${settings.CAPTCHA_PROVIDER.toUpperCase()}_SITE_KEY`, String(value ?? ""));
      }
    } else if (key !== "sourceHash") {
      variables.set(key, value === undefined || value === null ? "" : String(value));
    }
  }
  return variables;
}

/**
 * Refuses to serve a build made with other baked-in settings than this process has (a
 * BuildSettingsError naming each variable with both values): the pages would link to the build's
 * PUBLIC_BASE_URL while the server sends headers for its own. `npm start` rebuilds in that case,
 * a container's entry point (node server/main.ts) does not.
 */
export async function checkBuildSettings(buildDir: string, config: Config): Promise<void> {
  const stampPath = path.join(buildDir, BUILD_STAMP_FILE);
  let baked: Partial<BuildTimeConfig>;
  try {
    baked = JSON.parse(await readFile(stampPath, "utf8")) as Partial<BuildTimeConfig>;
  } catch {
    throw new BuildSettingsError(
      `${stampPath} is missing or unreadable: rebuild the site (npm run build) with this configuration.`,
    );
  }
  const built = asVariables(baked);
  const running = asVariables(JSON.parse(JSON.stringify(buildTimeConfig(config))));
  const differences: string[] = [];
  for (const name of new Set([...built.keys(), ...running.keys()])) {
    const before = built.get(name) ?? "";
    const now = running.get(name) ?? "";
    if (before !== now) {
      differences.push(`  ${name}: built with ${before || "(unset)"}, now ${now || "(unset)"}`);
    }
  }
  if (differences.length > 0) {
    throw new BuildSettingsError(
      `The build in ${buildDir} was made with other settings than this server's:\n` +
        `${differences.join("\n")}\n` +
        "Rebuild with these settings (npm run build, or a new image), or run with the build's.",
    );
  }
}
