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

/** An SMTP server as nodemailer takes it: smtp://[user:password@]host[:port] or smtps://… */
const smtpUrl = z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" });

/** A from address: `avisos@example.com` or `Andén <avisos@example.com>`. */
const fromAddress = z
  .string()
  .regex(
    /^(?:[^<>\r\n]{1,100} <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    "must be an e-mail address, alone or as Name <address>",
  );

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

/** The sections of the configuration reference (docs/configuration.md), in its order. */
export const CONFIG_GROUPS = {
  site: "Server and site",
  database: "Database",
  rateLimits:
    "Rate limits (per client address, an IPv6 client's /64, fixed windows; the captcha challenge endpoint allows 60 a minute)",
  leads: "Contact leads and HubSpot (ADR 9)",
  captcha: "Captcha of the contact form (ADR 10)",
  tracking: "Tracking (ADR 11)",
  updates:
    'Tracking e-mail updates (ADR 49; docs/deploy.md, "E-mail updates"): the subscribe form shows only with `SMTP_URL` and `MAIL_FROM`',
  integrations: "Chat and analytics (third-party origins enter the CSP only when set, ADR 13)",
  operations: 'Metrics and field vitals (docs/deploy.md, "Metrics and alerts")',
  editor:
    'Content editor (ADR 48; only on the editor\'s own deployment, docs/deploy.md "The content editor"; all four together)',
} as const;

/** What the configuration reference says of a variable: its section, its meaning, its default. */
export type ConfigDoc = {
  group: keyof typeof CONFIG_GROUPS;
  description: string;
  /** The default as the reference writes it, when it is not the parsed value (or there is none). */
  shownDefault?: string;
};

const doc = (group: ConfigDoc["group"], description: string, shownDefault?: string): ConfigDoc => ({
  group,
  description,
  ...(shownDefault ? { shownDefault } : {}),
});

export const configSchema = z
  .object({
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
    DATABASE_URL: databaseUrl
      .default("file:data/anden.sqlite")
      .meta(doc("database", "`file:PATH` (SQLite) or `postgres://…`; migrated at start")),
    DATABASE_SCHEMA: z
      .string()
      .regex(
        /^[a-z_][a-z0-9_]{0,62}$/,
        "must be a lower-case PostgreSQL identifier (a-z, 0-9, _; at most 63)",
      )
      .refine((name) => !name.startsWith("pg_"), "must not start with pg_ (reserved)")
      .optional()
      .meta(
        doc(
          "database",
          "PostgreSQL only: the schema to use, created at start if missing",
          "the `search_path`'s",
        ),
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

    HUBSPOT_PORTAL_ID: z
      .string()
      .regex(/^\d+$/, "must be the numeric portal id")
      .optional()
      .meta(
        doc(
          "leads",
          "the HubSpot account (numeric), set together with `HUBSPOT_FORM_ID`; unset: no delivery worker, leads wait in the outbox",
          "unset",
        ),
      ),
    HUBSPOT_FORM_ID: z
      .string()
      .regex(/^[\w-]+$/, "must be the form's id (a GUID)")
      .optional()
      .meta(doc("leads", "the HubSpot form (its GUID) the leads are submitted to", "unset")),
    HUBSPOT_FORMS_BASE_URL: httpUrl
      .default("https://api.hsforms.com")
      .meta(doc("leads", "base URL of the HubSpot Forms API")),
    HUBSPOT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(60_000)
      .default(10_000)
      .meta(doc("leads", "time limit of one submission to HubSpot")),
    HUBSPOT_FIELD_ESTIMATED_SHIPMENTS: fieldName
      .default("cantidad_de_envios_estimados")
      .meta(doc("leads", "the form's internal field name for the estimated shipments")),
    HUBSPOT_FIELD_MESSAGE: fieldName
      .default("otras_preguntas")
      .meta(doc("leads", "the form's internal field name for the message")),
    HUBSPOT_FIELD_COMPANY_TYPE: fieldName
      .default("tipo_de_empresa")
      .meta(doc("leads", "the form's internal field name for the company types")),
    HUBSPOT_FIELD_ORIGIN: fieldName
      .default("origen_de_despacho")
      .meta(doc("leads", "the form's internal field name for the dispatch origin")),
    HUBSPOT_ESTIMATED_SHIPMENTS_VALUES: jsonObjectOfStrings
      .optional()
      .meta(
        doc(
          "leads",
          "JSON object from the form's shipment ranges to the CRM's values, overriding the built-in ones entry by entry (ADR 7)",
          "the built-in values",
        ),
      ),
    LEAD_DELIVERY_MAX_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(15)
      .meta(
        doc(
          "leads",
          "delivery attempts (1 to 100) before a lead is marked `failed` (`npm run leads -- retry`)",
        ),
      ),
    LEAD_DELIVERY_BACKOFF_BASE_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3_600_000)
      .default(2_000)
      .meta(
        doc(
          "leads",
          "upper bound of a lead's first retry delay (random below it, doubling per retry)",
        ),
      ),
    LEAD_DELIVERY_BACKOFF_CAP_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400_000)
      .default(600_000)
      .meta(doc("leads", "the longest retry delay (a CRM's Retry-After may ask for more)")),
    LEAD_DELIVERY_LEASE_MS: z.coerce
      .number()
      .int()
      .min(200)
      .max(3_600_000)
      .default(60_000)
      .meta(
        doc(
          "leads",
          "a worker's hold on a lead it sends; if it dies, the lead is resent after this; must exceed `HUBSPOT_TIMEOUT_MS`",
        ),
      ),

    SMTP_URL: smtpUrl
      .optional()
      .meta(
        doc(
          "updates",
          "the SMTP server that sends the e-mails: `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://user:password@host:465`; set together with `MAIL_FROM` and `TRACKING_UPDATES_SECRET`; unset: no form, no e-mail",
          "unset",
        ),
      ),
    MAIL_FROM: fromAddress
      .optional()
      .meta(
        doc(
          "updates",
          "the e-mails' sender, `avisos@example.com` or `Andén <avisos@example.com>`; its domain needs SPF and DKIM for the SMTP server (docs/deploy.md)",
          "unset",
        ),
      ),
    TRACKING_UPDATES_SECRET: z
      .string()
      .min(32, "must be at least 32 characters")
      .optional()
      .meta(
        doc(
          "updates",
          "key (at least 32 characters) signing the confirmation and unsubscribe links; the same on every instance; changing it voids the links already sent",
          "unset",
        ),
      ),
    TRACKING_UPDATES_CONFIRM_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(720)
      .default(48)
      .meta(doc("updates", "how long a confirmation link works, in hours")),
    TRACKING_UPDATES_MAX_PER_PARCEL: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(5)
      .meta(doc("updates", "subscriptions (pending or confirmed) one parcel takes at most")),
    TRACKING_UPDATES_RETENTION_DAYS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3650)
      .default(30)
      .meta(
        doc(
          "updates",
          "days an address is kept after its parcel is delivered or returned (or after it unsubscribed); then the worker deletes it. Unconfirmed addresses go when their link expires",
        ),
      ),
    TRACKING_UPDATES_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(10)
      .meta(doc("rateLimits", "subscribe requests allowed per client address and window")),
    TRACKING_UPDATES_RATE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(3_600)
      .meta(doc("rateLimits", "the subscribe window")),
    TRACKING_UPDATES_EMAIL_DAILY_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(1_000)
      .default(3)
      .meta(
        doc(
          "rateLimits",
          "subscribe requests per e-mail address a day; past it the request is answered as any other and nothing is sent (the answer never tells an address apart)",
        ),
      ),
    TRACKING_UPDATES_PARCEL_DAILY_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(20)
      .meta(doc("rateLimits", "subscribe requests per parcel a day (over it: 429)")),
    TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT: z.coerce
      .number()
      .int()
      .min(0)
      .max(10_000)
      .default(30)
      .meta(
        doc(
          "rateLimits",
          "subscribe requests without a captcha answer (a browser without JavaScript posts the plain form) per hour across the whole site; `0` refuses them",
        ),
      ),
    MAIL_DELIVERY_MAX_ATTEMPTS: z.coerce
      .number()
      .int()
      .min(1)
      .max(100)
      .default(10)
      .meta(
        doc(
          "updates",
          "attempts (1 to 100) before an e-mail is marked `failed` (`npm run tracking:updates -- resend`)",
        ),
      ),
    MAIL_DELIVERY_BACKOFF_BASE_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(3_600_000)
      .default(5_000)
      .meta(
        doc("updates", "upper bound of an e-mail's first retry delay (random below it, doubling)"),
      ),
    MAIL_DELIVERY_BACKOFF_CAP_MS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400_000)
      .default(900_000)
      .meta(doc("updates", "the longest retry delay of an e-mail")),
    MAIL_DELIVERY_LEASE_MS: z.coerce
      .number()
      .int()
      .min(200)
      .max(3_600_000)
      .default(120_000)
      .meta(
        doc(
          "updates",
          "a worker's hold on an e-mail it sends; if it dies, another takes the e-mail over after this (never sending it twice); must exceed `SMTP_TIMEOUT_MS`",
        ),
      ),
    SMTP_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .max(600_000)
      .default(60_000)
      .meta(doc("updates", "time limit of one e-mail's whole SMTP conversation")),

    CAPTCHA_PROVIDER: z
      .enum(["altcha", "turnstile", "recaptcha"])
      .default("altcha")
      .meta(
        doc(
          "captcha",
          "`altcha` (self-hosted proof of work), `turnstile` (Cloudflare) or `recaptcha` (Google reCAPTCHA v2)",
        ),
      ),
    ALTCHA_HMAC_KEY: z
      .string()
      .min(32, "must be at least 32 characters")
      .optional()
      .meta(
        doc(
          "captcha",
          "key (at least 32 characters) signing ALTCHA challenges; the same on every instance. Unset: generated once into `data/altcha-hmac.key`",
          "unset",
        ),
      ),
    TURNSTILE_SITE_KEY: z
      .string()
      .min(1)
      .optional()
      .meta(doc("captcha", "Turnstile site key, set together with `TURNSTILE_SECRET`", "unset")),
    TURNSTILE_SECRET: z
      .string()
      .min(1)
      .optional()
      .meta(
        doc("captcha", "Turnstile secret key; required with `CAPTCHA_PROVIDER=turnstile`", "unset"),
      ),
    RECAPTCHA_SITE_KEY: z
      .string()
      .min(1)
      .optional()
      .meta(doc("captcha", "reCAPTCHA site key, set together with `RECAPTCHA_SECRET`", "unset")),
    RECAPTCHA_SECRET: z
      .string()
      .min(1)
      .optional()
      .meta(
        doc("captcha", "reCAPTCHA secret key; required with `CAPTCHA_PROVIDER=recaptcha`", "unset"),
      ),

    CONTACT_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(5)
      .meta(
        doc(
          "rateLimits",
          "contact submissions allowed per window (cross-site and malformed posts, refused first, do not count)",
        ),
      ),
    CONTACT_RATE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(600)
      .meta(doc("rateLimits", "the contact window")),
    RATE_LIMIT_STORE: z
      .enum(["memory", "database"], { error: "must be memory or database" })
      .default("memory")
      .meta(
        doc(
          "rateLimits",
          "`memory` (per process) or `database` (shared by every instance, ADR 15)",
        ),
      ),
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(120_000)
      .default(10_000)
      .meta(doc("site", "how long requests in flight may finish after SIGTERM/SIGINT")),
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

    TRACKING_API_URL: httpUrl
      .optional()
      .meta(
        doc(
          "tracking",
          "upstream tracking API, asked for a parcel at `tracking/{number}` under this URL; unset: the built-in shipment store",
          "unset",
        ),
      ),
    TRACKING_API_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(10)
      .max(60_000)
      .default(5_000)
      .meta(doc("tracking", "time limit of one upstream lookup (then 502)")),
    TRACKING_INGEST_TOKEN: z
      .string()
      .min(16, "must be at least 16 characters")
      .optional()
      .meta(
        doc(
          "tracking",
          "bearer token (at least 16 characters) of `POST /api/v1/shipments/:number/events`; unset: that endpoint answers 503",
          "unset",
        ),
      ),
    TRACKING_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(60)
      .meta(
        doc(
          "rateLimits",
          "tracking lookups allowed per window, one budget for the API and a parcel's pages (over it: 429, JSON or the prerendered page in the market's language)",
        ),
      ),
    TRACKING_RATE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(60)
      .meta(doc("rateLimits", "the tracking window")),
    RATES_RATE_LIMIT: z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .default(30)
      .meta(
        doc(
          "rateLimits",
          "rate quotes allowed per window, one budget for the API and the calculator with a query (over it: 429, likewise)",
        ),
      ),
    RATES_RATE_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .max(86_400)
      .default(60)
      .meta(doc("rateLimits", "the rates window")),
    DEMO_DATA: booleanFlag
      .default(true)
      .meta(
        doc(
          "tracking",
          "seed the market's demo shipments `AND-DEMO-1001…1006` on start, their events in the working hours before it, replacing stored ones that are not current (another day's or another market's); none where the store holds other shipments only (built-in store only)",
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

    CMS_GITHUB_REPO: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be the repository as owner/name")
      .optional()
      .meta(
        doc(
          "editor",
          "the repository the editor commits to (`owner/name`); set: this deployment serves the editor at `/keystatic`, to people GitHub lets push to it; unset: no editor",
          "unset",
        ),
      ),
    KEYSTATIC_GITHUB_CLIENT_ID: z
      .string()
      .regex(/^[\w.-]+$/, "must be the GitHub App's client id")
      .optional()
      .meta(doc("editor", "the editor's GitHub App: its client id", "unset")),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z
      .string()
      .min(20, "must be the GitHub App's client secret")
      .optional()
      .meta(doc("editor", "the GitHub App's client secret", "unset")),
    KEYSTATIC_SECRET: z
      .string()
      .min(32, "must be at least 32 characters")
      .optional()
      .meta(
        doc(
          "editor",
          "key (at least 32 characters, random) encrypting the editor's refresh-token cookie",
          "unset",
        ),
      ),
    KEYSTATIC_GITHUB_APP_SLUG: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be the GitHub App's slug")
      .optional()
      .meta(
        doc(
          "editor",
          "the GitHub App's slug, for the editor's link to install it on the repository",
          "unset",
        ),
      ),
  })
  .superRefine((config, ctx) => {
    const pairs = [
      ["HUBSPOT_PORTAL_ID", "HUBSPOT_FORM_ID"],
      ["TURNSTILE_SITE_KEY", "TURNSTILE_SECRET"],
      ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET"],
      ["SMTP_URL", "MAIL_FROM"],
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
    const editorKeys = [
      "CMS_GITHUB_REPO",
      "KEYSTATIC_GITHUB_CLIENT_ID",
      "KEYSTATIC_GITHUB_CLIENT_SECRET",
      "KEYSTATIC_SECRET",
    ] as const;
    const editorSet = editorKeys.filter((key) => config[key] !== undefined);
    if (editorSet.length > 0 && editorSet.length < editorKeys.length) {
      for (const key of editorKeys.filter((key) => config[key] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `must be set together with ${editorSet.join(", ")} (the content editor)`,
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
    if (config.SMTP_URL && !config.TRACKING_UPDATES_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["TRACKING_UPDATES_SECRET"],
        message: "is required with SMTP_URL: it signs the confirmation and unsubscribe links",
      });
    }
    if (config.MAIL_DELIVERY_BACKOFF_CAP_MS < config.MAIL_DELIVERY_BACKOFF_BASE_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_DELIVERY_BACKOFF_CAP_MS"],
        message: "must be at least MAIL_DELIVERY_BACKOFF_BASE_MS",
      });
    }
    if (config.MAIL_DELIVERY_LEASE_MS <= config.SMTP_TIMEOUT_MS) {
      ctx.addIssue({
        code: "custom",
        path: ["MAIL_DELIVERY_LEASE_MS"],
        message: `must exceed SMTP_TIMEOUT_MS (${config.SMTP_TIMEOUT_MS})`,
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
