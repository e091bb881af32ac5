import { createContext, type RouterContext } from "react-router";
import type { Logger } from "../../server/logger.ts";
import type { TrackingService } from "../../server/tracking/service.ts";

const registry = globalThis as unknown as Record<symbol, RouterContext<unknown>>;

/**
 * Values the HTTP server hands to React Router (loaders, entry.server). The server imports this
 * module from source and the built app carries its own copy, so each context object lives in a
 * global registry: both copies must share one key for `context.get` to find the value.
 */
function sharedContext<T>(name: string, defaultValue: T): RouterContext<T> {
  const key = Symbol.for(`anden.${name}`);
  registry[key] ??= createContext<T>(defaultValue) as RouterContext<unknown>;
  return registry[key] as RouterContext<T>;
}

export const trackingServiceContext = sharedContext<TrackingService | null>(
  "trackingServiceContext",
  null,
);

/** The Content-Security-Policy nonce of this response; null when prerendering. */
export const cspNonceContext = sharedContext<string | null>("cspNonce", null);

/** The request's logger (with its request id); null when prerendering. */
export const requestLoggerContext = sharedContext<Logger | null>("requestLogger", null);
