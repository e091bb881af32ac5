import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { metrics } from "../metrics.ts";
import { createAltchaService } from "./altcha.ts";
import type { AltchaComplexity } from "./altcha.ts";
import { resolveAltchaHmacKey } from "./hmac-key.ts";
import { createSiteverifyClient } from "./siteverify.ts";
import type { CaptchaProvider, CaptchaResult } from "./types.ts";

export type { CaptchaFailureReason, CaptchaProvider, CaptchaResult } from "./types.ts";
export { createAltchaService, DEFAULT_ALTCHA_COMPLEXITY } from "./altcha.ts";
export type { AltchaComplexity, AltchaService, AltchaServiceOptions } from "./altcha.ts";
export { resolveAltchaHmacKey } from "./hmac-key.ts";
export { createSiteverifyClient } from "./siteverify.ts";

/** Where the ALTCHA widget fetches its challenge (GET, JSON, Cache-Control: no-store). */
export const ALTCHA_CHALLENGE_PATH = "/api/captcha/challenge";

/** The form field each widget fills with its token; send it on as the captcha payload. */
export const CAPTCHA_FIELD_NAMES: Record<CaptchaProvider, string> = {
  altcha: "altcha",
  turnstile: "cf-turnstile-response",
  recaptcha: "g-recaptcha-response",
};

export type CaptchaConfig = Pick<
  Config,
  | "CAPTCHA_PROVIDER"
  | "ALTCHA_HMAC_KEY"
  | "TURNSTILE_SITE_KEY"
  | "TURNSTILE_SECRET"
  | "RECAPTCHA_SITE_KEY"
  | "RECAPTCHA_SECRET"
>;

export interface CaptchaVerifierDependencies {
  db: Kysely<Database>;
  /** Where the generated ALTCHA key is kept when ALTCHA_HMAC_KEY is unset. Default "data". */
  dataDir?: string;
  /** For the Turnstile/reCAPTCHA clients (tests). */
  fetch?: typeof globalThis.fetch;
  /** Origin of the Turnstile/reCAPTCHA API (tests point it at a local fake). */
  siteverifyBaseUrl?: string;
  now?: () => Date;
  altchaComplexity?: AltchaComplexity;
  logger?: { warn(details: object, message: string): void };
}

export interface CaptchaVerifier {
  provider: CaptchaProvider;
  /**
   * Checks the token the browser sent with a form (undefined when none was sent). `clientIp` is
   * passed to Turnstile/reCAPTCHA as remoteip; ALTCHA ignores it.
   */
  verify(token: string | undefined, clientIp: string): Promise<CaptchaResult>;
  /** ALTCHA only: a new challenge, the JSON body of GET ALTCHA_CHALLENGE_PATH. */
  createChallenge?(): Promise<object>;
}

/**
 * The verifier CAPTCHA_PROVIDER selects, counting each verification's outcome in the metrics.
 * Async: ALTCHA may read or create its key file.
 */
export async function createCaptchaVerifier(
  config: CaptchaConfig,
  dependencies: CaptchaVerifierDependencies,
): Promise<CaptchaVerifier> {
  const verifier = await selectVerifier(config, dependencies);
  return {
    ...verifier,
    async verify(token, clientIp) {
      const result = await verifier.verify(token, clientIp);
      metrics.captchaVerification(verifier.provider, result.ok ? "ok" : result.reason);
      return result;
    },
  };
}

async function selectVerifier(
  config: CaptchaConfig,
  dependencies: CaptchaVerifierDependencies,
): Promise<CaptchaVerifier> {
  const { fetch, siteverifyBaseUrl: baseUrl } = dependencies;
  switch (config.CAPTCHA_PROVIDER) {
    case "altcha": {
      const hmacKey = await resolveAltchaHmacKey({
        configuredKey: config.ALTCHA_HMAC_KEY,
        dataDir: dependencies.dataDir,
      });
      const altcha = createAltchaService({
        db: dependencies.db,
        hmacKey,
        now: dependencies.now,
        complexity: dependencies.altchaComplexity,
        logger: dependencies.logger,
      });
      return {
        provider: "altcha",
        verify: (token) => altcha.verify(token),
        createChallenge: () => altcha.createChallenge(),
      };
    }
    case "turnstile":
    case "recaptcha": {
      const secret =
        config.CAPTCHA_PROVIDER === "turnstile"
          ? required(config.TURNSTILE_SECRET, "TURNSTILE_SECRET")
          : required(config.RECAPTCHA_SECRET, "RECAPTCHA_SECRET");
      const client = createSiteverifyClient(config.CAPTCHA_PROVIDER, { secret, baseUrl, fetch });
      return { provider: config.CAPTCHA_PROVIDER, verify: client.verify };
    }
  }
}

export type CaptchaWidgetConfig =
  | { provider: "altcha"; challengeUrl: string }
  | { provider: "turnstile"; siteKey: string }
  | { provider: "recaptcha"; siteKey: string };

/** What the browser needs to render the configured widget (no secrets). */
export function captchaWidgetConfig(
  config: Pick<Config, "CAPTCHA_PROVIDER" | "TURNSTILE_SITE_KEY" | "RECAPTCHA_SITE_KEY">,
): CaptchaWidgetConfig {
  switch (config.CAPTCHA_PROVIDER) {
    case "altcha":
      return { provider: "altcha", challengeUrl: ALTCHA_CHALLENGE_PATH };
    case "turnstile":
      return {
        provider: "turnstile",
        siteKey: required(config.TURNSTILE_SITE_KEY, "TURNSTILE_SITE_KEY"),
      };
    case "recaptcha":
      return {
        provider: "recaptcha",
        siteKey: required(config.RECAPTCHA_SITE_KEY, "RECAPTCHA_SITE_KEY"),
      };
  }
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`${name} must be set for this CAPTCHA_PROVIDER`);
  return value;
}
