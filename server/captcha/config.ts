import { z } from "zod";
import { configSlice, requireTogether, doc } from "../config-kinds.ts";

export const captchaConfig = configSlice(
  {
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
  },
  (config, ctx) => {
    requireTogether(config, ctx, "TURNSTILE_SITE_KEY", "TURNSTILE_SECRET");
    requireTogether(config, ctx, "RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET");
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
  },
);
