import { z } from "zod";
import {
  checkOutboxTimings,
  configSlice,
  requireTogether,
  doc,
  fromAddress,
  smtpUrl,
} from "../config-kinds.ts";

export const trackingUpdatesConfig = configSlice(
  {
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
  },
  (config, ctx) => {
    requireTogether(config, ctx, "SMTP_URL", "MAIL_FROM");
    if (config.SMTP_URL && !config.TRACKING_UPDATES_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["TRACKING_UPDATES_SECRET"],
        message: "is required with SMTP_URL: it signs the confirmation and unsubscribe links",
      });
    }
    checkOutboxTimings(config, ctx, "MAIL_DELIVERY", "SMTP_TIMEOUT_MS");
  },
);
