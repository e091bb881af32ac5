import { z } from "zod";
import { MARKET_IDS, type MarketId } from "../domain/site.ts";

const MAX_PROXY_HOPS = 10;

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

/** A phone number in international format, as people read it: "+52 55 1234 5678". */
const phoneNumber = z
  .string()
  .regex(
    /^\+[1-9][\d ()-]{6,22}$/,
    "must be a phone number in international format, like +52 55 1234 5678",
  )
  .refine((text) => text.replace(/\D/g, "").length <= 15, "has more digits than a phone number");

const databaseUrl = z
  .string()
  .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:PATH or postgres://...");

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/**
 * How many proxies in front of the app append to X-Forwarded-For: "false" or "0" (none: the
 * header is ignored), "true" (one), or a count up to 10 (e.g. 2 for a CDN and a load balancer).
 */
const proxyHops = z.string().transform((text, ctx) => {
  if (text === "false") return 0;
  if (text === "true") return 1;
  if (/^\d{1,2}$/.test(text) && Number(text) <= MAX_PROXY_HOPS) return Number(text);
  ctx.addIssue({
    code: "custom",
    message: `must be false, true (one proxy) or the number of proxies in front, 0 to ${MAX_PROXY_HOPS}`,
  });
  return z.NEVER;
});

const fieldName = z.string().regex(/^[a-z0-9_]+$/, "must be a CRM field's internal name");

const jsonObjectOfStrings = z.string().transform((text, ctx) => {
  try {
    const parsed: unknown = JSON.parse(text);
    const result = z.record(z.string(), z.string()).safeParse(parsed);
    if (result.success) return result.data;
  } catch {
    // reported below
  }
  ctx.addIssue({ code: "custom", message: "must be a JSON object of strings" });
  return z.NEVER;
});

const MARKET_BASE_URL_KEYS = {
  mx: "PUBLIC_BASE_URL_MX",
  ar: "PUBLIC_BASE_URL_AR",
  us: "PUBLIC_BASE_URL_US",
} as const satisfies Record<MarketId, string>;

export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_MARKET: z.enum(MARKET_IDS).default("mx"),
    PUBLIC_BASE_URL: httpUrl.default("http://localhost:3000"),
    /**
     * Each market's deployment, for hreflang links and the sitemap's alternates; this market's own
     * defaults to PUBLIC_BASE_URL, another market left unset is not linked.
     */
    PUBLIC_BASE_URL_MX: httpUrl.optional(),
    PUBLIC_BASE_URL_AR: httpUrl.optional(),
    PUBLIC_BASE_URL_US: httpUrl.optional(),
    DATABASE_URL: databaseUrl.default("file:data/anden.sqlite"),
    /** PostgreSQL only: the schema to use (created at start if missing); unset = search_path's. */
    DATABASE_SCHEMA: z
      .string()
      .regex(
        /^[a-z_][a-z0-9_]{0,62}$/,
        "must be a lower-case PostgreSQL identifier (a-z, 0-9, _; at most 63)",
      )
      .refine((name) => !name.startsWith("pg_"), "must not start with pg_ (reserved)")
      .optional(),
    MERCHANT_APP_URL: httpUrl.default("https://app.anden.example"),
    /** The other ways to reach sales, shown beside the contact form; each hidden when unset. */
    SALES_PHONE: phoneNumber.optional(),
    SALES_WHATSAPP: phoneNumber.optional(),
    SALES_EMAIL: z.email({ error: "must be an e-mail address" }).optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /**
     * The number of proxies (CDN, load balancer) in front that append to X-Forwarded-For; the
     * client address is the entry that many places from the right (0: the socket's peer).
     */
    TRUST_PROXY: proxyHops.default(0),

    HUBSPOT_PORTAL_ID: z.string().regex(/^\d+$/, "must be the numeric portal id").optional(),
    HUBSPOT_FORM_ID: z
      .string()
      .regex(/^[\w-]+$/, "must be the form's id (a GUID)")
      .optional(),
    HUBSPOT_FORMS_BASE_URL: httpUrl.default("https://api.hsforms.com"),
    HUBSPOT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    HUBSPOT_FIELD_ESTIMATED_SHIPMENTS: fieldName.default("cantidad_de_envios_estimados"),
    HUBSPOT_FIELD_MESSAGE: fieldName.default("otras_preguntas"),
    HUBSPOT_FIELD_COMPANY_TYPE: fieldName.default("tipo_de_empresa"),
    HUBSPOT_FIELD_ORIGIN: fieldName.default("origen_de_despacho"),
    /** JSON object from the form's shipment ranges to the CRM's values (see docs/decisions/0007). */
    HUBSPOT_ESTIMATED_SHIPMENTS_VALUES: jsonObjectOfStrings.optional(),
    LEAD_DELIVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
    /** Retry n waits a random time below min(cap, base × 2^(n-1)) (full jitter), or Retry-After. */
    LEAD_DELIVERY_BACKOFF_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(2_000),
    LEAD_DELIVERY_BACKOFF_CAP_MS: z.coerce.number().int().min(1).max(86_400_000).default(600_000),
    /** How long a worker's claim on a lead holds; a crashed worker's leads are resent after it. */
    LEAD_DELIVERY_LEASE_MS: z.coerce.number().int().min(200).max(3_600_000).default(60_000),

    CAPTCHA_PROVIDER: z.enum(["altcha", "turnstile", "recaptcha"]).default("altcha"),
    ALTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    TURNSTILE_SITE_KEY: z.string().min(1).optional(),
    TURNSTILE_SECRET: z.string().min(1).optional(),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET: z.string().min(1).optional(),

    /** Contact submissions allowed per client address in CONTACT_RATE_WINDOW_SECONDS. */
    CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
    CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /** Where rate-limit counters live: this process, or the database (shared by all instances). */
    RATE_LIMIT_STORE: z
      .enum(["memory", "database"], { error: "must be memory or database" })
      .default("memory"),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /** Port of the Prometheus metrics listener (GET /metrics, on METRICS_HOST); unset = none. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /**
     * Address of the metrics listener: this machine only unless set. /metrics has no
     * authentication, so it is opened to a network (0.0.0.0, a pod's address) only on purpose.
     */
    METRICS_HOST: z.string().min(1).default("127.0.0.1"),
    /** Share of visits (0 to 1) whose browser reports its Core Web Vitals to /api/vitals. */
    VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),

    /** Upstream tracking API ({url}/tracking/{number}); unset = the built-in shipment store. */
    TRACKING_API_URL: httpUrl.optional(),
    TRACKING_API_TIMEOUT_MS: z.coerce.number().int().min(10).max(60_000).default(5_000),
    /** Bearer token of POST /api/v1/shipments/:number/events; unset = ingestion disabled (503). */
    TRACKING_INGEST_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    /** Tracking lookups allowed per client address in TRACKING_RATE_WINDOW_SECONDS. */
    TRACKING_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(60),
    TRACKING_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Rate quotes allowed per client address in RATES_RATE_WINDOW_SECONDS. */
    RATES_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(30),
    RATES_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    /** Seed the demo shipments (AND-DEMO-1001...1006) on first start, when there are none. */
    DEMO_DATA: booleanFlag.default(true),

    /**
     * Chat widget of the tracking and contact pages (Intercom-compatible); unset = no widget, no
     * script.
     */
    INTERCOM_APP_ID: z
      .string()
      .regex(/^[\w-]+$/, "must be the workspace's app id")
      .optional(),
    INTERCOM_API_BASE: httpUrl.optional(),
    INTERCOM_WIDGET_URL: httpUrl.default("https://widget.intercom.io/widget"),

    /** Google Tag Manager container; unset = no analytics script and no Google origins in the CSP. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must be a container id like GTM-ABC1234")
      .optional(),
    GTM_SCRIPT_URL: httpUrl.default("https://www.googletagmanager.com/gtm.js"),
  })
  .superRefine((config, ctx) => {
    const pairs = [
      ["HUBSPOT_PORTAL_ID", "HUBSPOT_FORM_ID"],
      ["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET"],
      ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET"],
    ] as const;
    for (const [a, b] of pairs) {
      if (Boolean(config[a]) !== Boolean(config[b])) {
        ctx.addIssue({
          code: "custom",
          path: [config[a] ? b : a],
          message: `must be set together with ${config[a] ? a : b}`,
        });
      }
    }
    if (config.DATABASE_SCHEMA && !/^postgres(ql)?:\/\//.test(config.DATABASE_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_SCHEMA"],
        message: "applies only to a postgres:// DATABASE_URL",
      });
    }
    const ownBaseUrlKey = MARKET_BASE_URL_KEYS[config.SITE_MARKET];
    const ownBaseUrl = config[ownBaseUrlKey];
    if (ownBaseUrl !== undefined && ownBaseUrl !== config.PUBLIC_BASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: [ownBaseUrlKey],
        message: `is this deployment's own market (SITE_MARKET=${config.SITE_MARKET}): leave it unset or equal to PUBLIC_BASE_URL`,
      });
    }
    const seen = new Map<string, string>();
    for (const market of MARKET_IDS) {
      const key = MARKET_BASE_URL_KEYS[market];
      const url = market === config.SITE_MARKET ? config.PUBLIC_BASE_URL : config[key];
      if (url === undefined) continue;
      const other = seen.get(url);
      if (other) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `is the same URL as ${other}: each market needs its own deployment`,
        });
      }
      seen.set(url, market === config.SITE_MARKET ? "PUBLIC_BASE_URL" : key);
    }
    if (config.LEAD_DELIVERY_BACKOFF_CAP_MS < config.LEAD_DELIVERY_BACKOFF_BASE_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_DELIVERY_BACKOFF_CAP_MS"],
        message: "must be at least LEAD_DELIVERY_BACKOFF_BASE_MS",
      });
    }
    if (config.LEAD_DELIVERY_LEASE_MS <= config.HUBSPOT_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["LEAD_DELIVERY_LEASE_MS"],
        message: `must exceed HUBSPOT_TIMEOUT_MS (${config.HUBSPOT_TIMEOUT_MS}), or a slow send is sent twice`,
      });
    }
    if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT: the metrics have a listener of their own",
      });
    }
    if (config.CAPTCHA_PROVIDER === "turnstile" && !config.TURNSTILE_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["TURNSTILE_SECRET"],
        message: "is required when CAPTCHA_PROVIDER=turnstile",
      });
    }
    if (config.CAPTCHA_PROVIDER === "recaptcha" && !config.RECAPTCHA_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["RECAPTCHA_SECRET"],
        message: "is required when CAPTCHA_PROVIDER=recaptcha",
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/**
 * The base URL of every market's deployment that is known to this one: its own (PUBLIC_BASE_URL)
 * and each other market whose PUBLIC_BASE_URL_<MARKET> is set.
 */
export function marketBaseUrls(
  config: Pick<Config, "SITE_MARKET" | "PUBLIC_BASE_URL" | (typeof MARKET_BASE_URL_KEYS)[MarketId]>,
): Partial<Record<MarketId, string>> {
  const urls: Partial<Record<MarketId, string>> = {};
  for (const market of MARKET_IDS) {
    const url =
      market === config.SITE_MARKET ? config.PUBLIC_BASE_URL : config[MARKET_BASE_URL_KEYS[market]];
    if (url !== undefined) urls[market] = url;
  }
  return urls;
}

const CONFIG_KEYS = Object.keys(configSchema.shape);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the configuration from the environment. Throws a ConfigError whose message names every
 * bad variable, so a misconfigured deployment stops at start instead of failing later.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(CONFIG_KEYS.map((key) => [key, emptyAsUndefined(env[key])]));
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** Each market is its own build (copy and settings are baked in), so builds of several coexist. */
export function buildDirectoryFor(market: Config["SITE_MARKET"]): string {
  return `build/${market}`;
}
