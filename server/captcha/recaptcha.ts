import { siteverify } from "./siteverify.ts";
import type { CaptchaResult } from "./types.ts";

export const RECAPTCHA_BASE_URL = "https://www.google.com";
const SITEVERIFY_PATH = "/recaptcha/api/siteverify";
const DEFAULT_TIMEOUT_MS = 5_000;

export interface RecaptchaClientOptions {
  /** RECAPTCHA_SECRET. */
  secret: string;
  /** Origin of the API; tests point it at a local fake. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface RecaptchaClient {
  /** Checks the widget's token (form field `g-recaptcha-response`) for the visitor's address. */
  verify(token: string | undefined, clientIp: string): Promise<CaptchaResult>;
}

/** Google reCAPTCHA v2 server-side validation (siteverify); tokens are single use, 2 minutes. */
export function createRecaptchaClient(options: RecaptchaClientOptions): RecaptchaClient {
  const settings = {
    url: `${(options.baseUrl ?? RECAPTCHA_BASE_URL).replace(/\/+$/, "")}${SITEVERIFY_PATH}`,
    secret: options.secret,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  };
  return { verify: (token, clientIp) => siteverify(settings, token, clientIp) };
}
