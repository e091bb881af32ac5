import { z } from "zod";
import { MARKET_IDS, type MarketId } from "../domain/site.ts";
import { configSlice, doc, httpUrl, phoneNumber, proxyHops } from "./config-kinds.ts";

const MARKET_BASE_URL_KEYS = {
  mx: "PUBLIC_BASE_URL_MX",
  ar: "PUBLIC_BASE_URL_AR",
  us: "PUBLIC_BASE_URL_US",
} as const satisfies Record<MarketId, string>;

/**
 * The base URL of every market's deployment that is known to this one: its own (PUBLIC_BASE_URL)
 * and each other market whose PUBLIC_BASE_URL_<MARKET> is set.
 */
export function marketBaseUrls(
  config: {
    SITE_MARKET: MarketId;
    PUBLIC_BASE_URL: string;
  } & Partial<Record<(typeof MARKET_BASE_URL_KEYS)[MarketId], string>>,
): Partial<Record<MarketId, string>> {
  const urls: Partial<Record<MarketId, string>> = {};
  for (const market of MARKET_IDS) {
    const url =
      market === config.SITE_MARKET ? config.PUBLIC_BASE_URL : config[MARKET_BASE_URL_KEYS[market]];
    if (url !== undefined) urls[market] = url;
  }
  return urls;
}

export const siteConfig = configSlice(
  {
    PORT: z.coerce
      .number()
      .int()
      .min(0)
      .max(65535)
      .default(3000)
      .meta(doc("site", "port to listen on")),
    HOST: z.string().min(1).default("0.0.0.0").meta(doc("site", "address to listen on")),
    SITE_MARKET: z
      .enum(MARKET_IDS)
      .default("mx")
      .meta(doc("site", "`mx`, `ar` or `us`: the locale and market copy of this deployment")),
    PUBLIC_BASE_URL: httpUrl
      .default("http://localhost:3000")
      .meta(
        doc(
          "site",
          "canonical origin for links; HSTS and `upgrade-insecure-requests` are sent when it is https",
        ),
      ),
    PUBLIC_BASE_URL_MX: httpUrl
      .optional()
      .meta(
        doc(
          "site",
          "the Mexico deployment, for hreflang links and sitemap alternates (ADR 14)",
          "own market: `PUBLIC_BASE_URL`; else unset",
        ),
      ),
    PUBLIC_BASE_URL_AR: httpUrl
      .optional()
      .meta(
        doc(
          "site",
          "the Argentina deployment, likewise",
          "own market: `PUBLIC_BASE_URL`; else unset",
        ),
      ),
    PUBLIC_BASE_URL_US: httpUrl
      .optional()
      .meta(
        doc("site", "the US deployment, likewise", "own market: `PUBLIC_BASE_URL`; else unset"),
      ),
    MERCHANT_APP_URL: httpUrl
      .default("https://app.anden.example")
      .meta(doc("site", "the merchant app (Login, Create account)")),
    SALES_PHONE: phoneNumber
      .optional()
      .meta(
        doc(
          "site",
          "sales phone, in international format (`+52 55 1234 5678`), shown beside the contact form; unset: not shown",
          "unset",
        ),
      ),
    SALES_WHATSAPP: phoneNumber
      .optional()
      .meta(
        doc(
          "site",
          "sales WhatsApp number, in international format, linked as `https://wa.me/<digits>` beside the contact form; unset: not shown",
          "unset",
        ),
      ),
    SALES_EMAIL: z
      .email({ error: "must be an e-mail address" })
      .optional()
      .meta(
        doc(
          "site",
          "sales e-mail address, shown beside the contact form; unset: not shown",
          "unset",
        ),
      ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info")
      .meta(
        doc("site", "pino level (`fatal` … `trace`, `silent`); `debug` adds every SQL statement"),
      ),
    TRUST_PROXY: proxyHops
      .default(0)
      .meta(
        doc(
          "site",
          "the number of proxies in front (`false`, `true` = one, up to `10`); the client address is that many `X-Forwarded-For` entries from the right (ADR 19)",
          "`false`",
        ),
      ),
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(120_000)
      .default(10_000)
      .meta(doc("site", "how long requests in flight may finish after SIGTERM/SIGINT")),
    RATE_LIMIT_STORE: z
      .enum(["memory", "database"], { error: "must be memory or database" })
      .default("memory")
      .meta(
        doc(
          "rateLimits",
          "`memory` (per process) or `database` (shared by every instance, ADR 15)",
        ),
      ),

    INTERCOM_APP_ID: z
      .string()
      .regex(/^[\w-]+$/, "must be the workspace's app id")
      .optional()
      .meta(
        doc(
          "integrations",
          "chat widget of the tracking and contact pages (Intercom-compatible); unset: no widget, no script",
          "unset",
        ),
      ),
    INTERCOM_API_BASE: httpUrl
      .optional()
      .meta(
        doc(
          "integrations",
          "the widget's API origin (`api_base`, for a regional workspace)",
          "unset",
        ),
      ),
    INTERCOM_WIDGET_URL: httpUrl
      .default("https://widget.intercom.io/widget")
      .meta(doc("integrations", "where the widget script is loaded from (`{url}/{app id}`)")),

    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must be a container id like GTM-ABC1234")
      .optional()
      .meta(
        doc(
          "integrations",
          "Google Tag Manager container (`GTM-…`); set: its script, and its `<noscript>` iframe for browsers without JavaScript; unset: neither",
          "unset",
        ),
      ),
    GTM_SCRIPT_URL: httpUrl
      .default("https://www.googletagmanager.com/gtm.js")
      .meta(
        doc(
          "integrations",
          "the tag manager's script; its `ns.html` (the `<noscript>` iframe) is beside it",
        ),
      ),
    METRICS_PORT: z.coerce
      .number()
      .int()
      .min(1)
      .max(65535)
      .optional()
      .meta(
        doc(
          "operations",
          "port of the Prometheus listener (`GET /metrics`, on `METRICS_HOST`, never on `PORT`); unset: no listener",
          "unset",
        ),
      ),
    METRICS_HOST: z
      .string()
      .min(1)
      .default("127.0.0.1")
      .meta(
        doc(
          "operations",
          "address of the metrics listener; `/metrics` has no authentication, so open it to a network only on purpose",
        ),
      ),
    VITALS_SAMPLE_RATE: z.coerce
      .number()
      .min(0)
      .max(1)
      .default(0.1)
      .meta(
        doc(
          "operations",
          "share of visits, 0 to 1, whose browser reports its Core Web Vitals to `POST /api/vitals`; `0` turns it off",
        ),
      ),
  },
  (config, ctx) => {
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
    if (config.METRICS_PORT !== undefined && config.METRICS_PORT === config.PORT) {
      ctx.addIssue({
        code: "custom",
        path: ["METRICS_PORT"],
        message: "must differ from PORT: the metrics have a listener of their own",
      });
    }
  },
);
