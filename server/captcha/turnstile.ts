import { siteverify } from "./siteverify.ts";
import type { CaptchaResult } from "./types.ts";

export const TURNSTILE_BASE_URL = "https://challenges.cloudflare.com";
const SITEVERIFY_PATH = "/turnstile/v0/siteverify";
const DEFAULT_TIMEOUT_MS = 5_000;

export interface TurnstileClientOptions {
  /** TURNSTILE_SECRET. */
  secret: string;
  /** Origin of the API; tests point it at a local fake. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

export interface TurnstileClient {
  /** Checks the widget's token (form field `cf-turnstile-response`) for the visitor's address. */
  verify(token: string | undefined, clientIp: string): Promise<CaptchaResult>;
}

/** Cloudflare Turnstile server-side validation (siteverify); tokens are single use, 300 s. */
export function createTurnstileClient(options: TurnstileClientOptions): TurnstileClient {
  const settings = {
    url: `${(options.baseUrl ?? TURNSTILE_BASE_URL).replace(/\/+$/, "")}${SITEVERIFY_PATH}`,
    secret: options.secret,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  };
  return { verify: (token, clientIp) => siteverify(settings, token, clientIp) };
}
