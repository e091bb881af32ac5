import { z } from "zod";

/**
 * What the configuration's slices share: the kinds of value a variable takes, how the reference
 * documents one, and the slice itself. Each feature owns its slice (its variables, their
 * defaults and docs, the checks between them); server/config.ts composes them into the one
 * `loadConfig`, and docs/configuration.md is generated from the composition.
 */

export const MAX_PROXY_HOPS = 10;

export const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

/** A phone number in international format, as people read it: "+52 55 1234 5678". */
export const phoneNumber = z
  .string()
  .regex(
    /^\+[1-9][\d ()-]{6,22}$/,
    "must be a phone number in international format, like +52 55 1234 5678",
  )
  .refine((text) => text.replace(/\D/g, "").length <= 15, "has more digits than a phone number");

export const databaseUrl = z
  .string()
  .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:PATH or postgres://...");

export const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/**
 * How many proxies in front of the app append to X-Forwarded-For: "false" or "0" (none: the
 * header is ignored), "true" (one), or a count up to 10 (e.g. 2 for a CDN and a load balancer).
 */
export const proxyHops = z.string().transform((text, ctx) => {
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
export const smtpUrl = z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" });

/** A from address: `avisos@example.com` or `Andén <avisos@example.com>`. */
export const fromAddress = z
  .string()
  .regex(
    /^(?:[^<>\r\n]{1,100} <[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/,
    "must be an e-mail address, alone or as Name <address>",
  );

export const fieldName = z.string().regex(/^[a-z0-9_]+$/, "must be a CRM field's internal name");

export const jsonObjectOfStrings = z.string().transform((text, ctx) => {
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

export const doc = (
  group: ConfigDoc["group"],
  description: string,
  shownDefault?: string,
): ConfigDoc => ({
  group,
  description,
  ...(shownDefault ? { shownDefault } : {}),
});

/** One feature's variables and the checks that tie them to each other. */
export interface ConfigSlice<Shape extends z.ZodRawShape> {
  shape: Shape;
  check?: (config: z.output<z.ZodObject<Shape>>, ctx: z.RefinementCtx) => void;
}

export const configSlice = <Shape extends z.ZodRawShape>(
  shape: Shape,
  check?: ConfigSlice<Shape>["check"],
): ConfigSlice<Shape> => ({ shape, ...(check ? { check } : {}) });

/** Both of `a` and `b`, or neither: the one set names the one missing. */
export function requireTogether<Config extends Record<string, unknown>>(
  config: Config,
  ctx: z.RefinementCtx,
  a: keyof Config & string,
  b: keyof Config & string,
): void {
  if (Boolean(config[a]) === Boolean(config[b])) return;
  ctx.addIssue({
    code: "custom",
    path: [config[a] ? b : a],
    message: `must be set together with ${config[a] ? a : b}`,
  });
}

/**
 * An outbox's timings (server/outbox/, ADR 54), its variables named `${prefix}_…`: the backoff's
 * cap at least its base, and a claim's lease longer than one send (`sendTimeout`) may take;
 * `leaseCost` says what a shorter lease would cost.
 */
export function checkOutboxTimings<Prefix extends string, Timeout extends string>(
  config: Record<
    `${Prefix}_BACKOFF_BASE_MS` | `${Prefix}_BACKOFF_CAP_MS` | `${Prefix}_LEASE_MS` | Timeout,
    number
  >,
  ctx: z.RefinementCtx,
  prefix: Prefix,
  sendTimeout: Timeout,
  leaseCost = "",
): void {
  const base = `${prefix}_BACKOFF_BASE_MS` as const;
  const cap = `${prefix}_BACKOFF_CAP_MS` as const;
  const lease = `${prefix}_LEASE_MS` as const;
  if (config[cap] < config[base]) {
    ctx.addIssue({ code: "custom", path: [cap], message: `must be at least ${base}` });
  }
  if (config[lease] <= config[sendTimeout]) {
    ctx.addIssue({
      code: "custom",
      path: [lease],
      message: `must exceed ${sendTimeout} (${config[sendTimeout]})${leaseCost ? `, ${leaseCost}` : ""}`,
    });
  }
}
