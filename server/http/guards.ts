import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { metrics } from "../metrics.ts";
import type { Logger } from "../logger.ts";
import { rateLimitKey } from "./client-address.ts";
import { jsonError } from "./errors.ts";
import type { RateLimitDecision, RateLimiter } from "./rate-limit.ts";
import type { Refusal } from "./responder.ts";

/**
 * Refuses bodies over `maxSize` bytes with the API's JSON 413: at once when Content-Length says
 * so, otherwise (chunked) while reading them, before the handler. A streamed body that breaks off
 * while it is read (bad chunk framing, the client gone) is the client's 400, not a server error.
 */
export const jsonBodyLimit = (maxSize: number): MiddlewareHandler =>
  bodyLimitAnswering(maxSize, (c, status, code, message) => jsonError(c, status, code, message));

/**
 * jsonBodyLimit with its two refusals (413 payload_too_large, 400 incomplete_body) answered by
 * `refuse`: an endpoint that also takes plain form posts answers a browser with a page.
 */
export const bodyLimitAnswering = (
  maxSize: number,
  refuse: (
    c: Context,
    status: 400 | 413,
    code: string,
    message: string,
  ) => Response | Promise<Response>,
): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize,
    onError: (c) => refuse(c, 413, "payload_too_large", "The request body is too large."),
  });
  return async (c, next) => {
    // Without a declared length the limit is checked while reading, so the upload is invited.
    if (!c.req.header("Content-Length")) continueUpload(c);
    let reachedHandler = false;
    try {
      return await limit(c, () => {
        reachedHandler = true;
        return next();
      });
    } catch (error) {
      if (reachedHandler) throw error;
      return refuse(c, 400, "incomplete_body", "The request body ended before it was complete.");
    }
  };
};

const invited = new WeakSet<ServerResponse>();

/**
 * Sends `100 Continue` to a client that waits for it (`Expect: 100-continue`) before sending its
 * body, once the request has passed every check made on its headers: the HTTP server does not send
 * it by itself (http-server.ts), so a request refused on its headers is never invited to upload.
 * Call it right before reading the body.
 */
export function continueUpload(c: Context): void {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (!outgoing || outgoing.headersSent || invited.has(outgoing)) return;
  if (c.req.header("Expect")?.toLowerCase() !== "100-continue") return;
  invited.add(outgoing);
  outgoing.writeContinue();
}

/**
 * The 429 of a budget spent (its refusals counted under `metric`), with the Retry-After its
 * window gives.
 */
export function overBudget(
  decision: RateLimitDecision,
  metric: string,
  message = "Too many requests. Try again later.",
): Refusal {
  metrics.rateLimitRefused(metric);
  return {
    status: 429,
    code: "rate_limited",
    message,
    headers: { "Retry-After": String(decision.retryAfterSeconds) },
  };
}

/**
 * Counts the request against the client's address (an IPv6 client's /64); the 429 to answer when
 * over the limit.
 */
export async function rateLimited(
  c: Context,
  limiter: RateLimiter,
  scope: string,
  trustedProxyHops: number,
): Promise<Response | null> {
  const decision = await limiter.hit(rateLimitKey(c, scope, trustedProxyHops));
  if (decision.allowed) return null;
  const { status, code, message } = overBudget(decision, scope);
  c.header("Retry-After", String(decision.retryAfterSeconds));
  return jsonError(c, status, code, message);
}

/**
 * Why a request comes from another site, or undefined when it does not: the browser says so
 * (`Sec-Fetch-Site: cross-site`), or its Origin is neither this request's host nor the public
 * one (`null` included: a sandboxed frame or a file). Requests without either header (curl, a
 * server) are not cross-site.
 */
export function crossSiteOrigin(c: Context, publicBaseUrl: string): string | undefined {
  if (c.req.header("Sec-Fetch-Site")?.toLowerCase() === "cross-site") {
    return c.req.header("Origin") ?? "cross-site";
  }
  const origin = c.req.header("Origin");
  if (origin === undefined) return undefined;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return origin.slice(0, 100);
  }
  if (host === "" || (host !== new URL(c.req.url).host && host !== new URL(publicBaseUrl).host)) {
    return origin.slice(0, 100);
  }
  return undefined;
}

export const CROSS_SITE_REFUSAL = {
  status: 403,
  code: "cross_site_request",
  message: "Requests from other sites are not accepted.",
} as const satisfies Refusal;

/** One short warn line naming the origin of a request refused as another site's. */
export function logCrossSite(c: Context, logger: Logger, origin: string): void {
  logger.warn({ origin, method: c.req.method }, "cross-site request refused");
}

/** The 403 for a request from another site, logged (logCrossSite). */
export function refuseCrossSite(c: Context, logger: Logger, origin: string): Response {
  logCrossSite(c, logger, origin);
  const { status, code, message } = CROSS_SITE_REFUSAL;
  return jsonError(c, status, code, message);
}
