import type { MiddlewareHandler } from "hono";
import { NON_DOCUMENT_POLICY } from "./content-security-policy.ts";

/**
 * The security headers of every answer (ADR 13), the app's and the ones the HTTP server writes
 * below it (a request Node cannot parse, a CONNECT, an unknown Expect): one list, so the two cannot
 * drift. HSTS only when the site is served over https. The headers for browsers long gone
 * (Internet Explorer's X-Download-Options, Flash's cross-domain policies, the XSS auditor) are
 * left out: bytes in every page's first round trip for nothing (ADR 38).
 */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Origin-Agent-Cluster": "?1",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    ...(https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
    "X-Content-Type-Options": "nosniff",
    "X-DNS-Prefetch-Control": "off",
    "X-Frame-Options": "DENY",
  };
}

/**
 * Sets the security headers on every answer, and the policy that allows nothing on answers that
 * did not set one of their own (pages set theirs: by hash when prerendered, by nonce otherwise).
 */
export const securityHeadersOnEveryAnswer =
  (headers: Record<string, string>): MiddlewareHandler =>
  async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
    }
  };

/** The headers of an answer the HTTP server writes itself: the common ones, nothing allowed. */
export const rawAnswerHeaders = (headers: Record<string, string>): Record<string, string> => ({
  ...headers,
  "Content-Security-Policy": NON_DOCUMENT_POLICY,
  "Cache-Control": "no-store",
});
