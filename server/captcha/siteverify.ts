import { z } from "zod";
import type { CaptchaFailureReason, CaptchaResult } from "./types.ts";

/** Cloudflare Turnstile and reCAPTCHA v2 share this request and response format. */
export interface SiteverifyOptions {
  /** Full URL of the siteverify endpoint. */
  url: string;
  secret: string;
  /** Per request, including reading the answer. */
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
}

/**
 * Each provider's siteverify: Cloudflare Turnstile (tokens single use, 300 s; the widget's form
 * field `cf-turnstile-response`) and Google reCAPTCHA v2 (single use, 2 minutes;
 * `g-recaptcha-response`).
 */
const ENDPOINTS = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
} as const;

export type SiteverifyProvider = keyof typeof ENDPOINTS;

const DEFAULT_TIMEOUT_MS = 5_000;

export interface SiteverifyClientOptions {
  /** TURNSTILE_SECRET or RECAPTCHA_SECRET. */
  secret: string;
  /** Origin of the API, in place of the provider's; tests point it at a local fake. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/** A provider's server-side validation of the widget's token for the visitor's address. */
export function createSiteverifyClient(
  provider: SiteverifyProvider,
  options: SiteverifyClientOptions,
): { verify(token: string | undefined, clientIp: string): Promise<CaptchaResult> } {
  const url = new URL(ENDPOINTS[provider]);
  const settings: SiteverifyOptions = {
    url: options.baseUrl ? `${options.baseUrl.replace(/\/+$/, "")}${url.pathname}` : url.href,
    secret: options.secret,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: options.fetch ?? globalThis.fetch,
  };
  return { verify: (token, clientIp) => siteverify(settings, token, clientIp) };
}

/** Far above any real token (Turnstile: 2,048 characters); not worth sending upstream. */
const MAX_TOKEN_LENGTH = 10_000;

const siteverifyResponse = z.object({
  success: z.boolean(),
  "error-codes": z.array(z.string()).optional(),
});

/**
 * The documented error codes. Those about the secret or the request are our problem (bad
 * configuration, provider trouble), not the visitor's: they come out as "unavailable". Neither
 * provider says whether "timeout-or-duplicate" was a timeout or a second use; "expired" is the
 * case an honest visitor meets, and either way a new token is needed.
 */
const ERROR_REASONS: Record<string, CaptchaFailureReason> = {
  "missing-input-secret": "unavailable",
  "invalid-input-secret": "unavailable",
  "bad-request": "unavailable",
  "internal-error": "unavailable",
  "missing-input-response": "missing",
  "invalid-input-response": "invalid",
  "timeout-or-duplicate": "expired",
};

const REASON_PRIORITY: CaptchaFailureReason[] = [
  "unavailable",
  "missing",
  "malformed",
  "expired",
  "replayed",
  "invalid",
];

/** POSTs secret, response and remoteip (form-encoded) and maps the answer to a CaptchaResult. */
export async function siteverify(
  options: SiteverifyOptions,
  token: string | undefined,
  clientIp: string,
): Promise<CaptchaResult> {
  const trimmed = token?.trim();
  if (!trimmed) return { ok: false, reason: "missing" };
  if (trimmed.length > MAX_TOKEN_LENGTH) return { ok: false, reason: "malformed" };

  const body = new URLSearchParams({ secret: options.secret, response: trimmed });
  if (clientIp) body.set("remoteip", clientIp);

  let json: unknown;
  try {
    const response = await options.fetch(options.url, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return {
        ok: false,
        reason: "unavailable",
        detail: `siteverify answered HTTP ${response.status}`,
      };
    }
    json = await response.json();
  } catch (error) {
    return { ok: false, reason: "unavailable", detail: describeFetchError(error) };
  }

  const parsed = siteverifyResponse.safeParse(json);
  if (!parsed.success) {
    return { ok: false, reason: "unavailable", detail: "siteverify answered an unexpected body" };
  }
  if (parsed.data.success) return { ok: true };

  const codes = parsed.data["error-codes"] ?? [];
  const reasons = new Set(codes.map((code) => ERROR_REASONS[code] ?? "invalid"));
  const reason = REASON_PRIORITY.find((candidate) => reasons.has(candidate)) ?? "invalid";
  return { ok: false, reason, detail: codes.length ? codes.join(",") : undefined };
}

function describeFetchError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return "siteverify timed out";
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `siteverify failed: ${error.message}${cause}`;
  }
  return `siteverify failed: ${String(error)}`;
}
