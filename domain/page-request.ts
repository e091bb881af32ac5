import type { TrackingLookup } from "./tracking/view.ts";

/** The part of the server's logger that page rendering uses (pino's signature). */
export interface PageLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * What the HTTP server hands every page it renders: the app reads it in loaders and in its entry,
 * the server builds it per request. Prerendering has none.
 */
/**
 * A lookup from a page: the answer, or `rate_limited` when the visitor's address has spent its
 * tracking budget (shared with the tracking API).
 */
export type PageLookup = TrackingLookup | { kind: "rate_limited" };

export interface PageRequest {
  /** Looks a shipment up in the built-in store or the upstream tracking API. */
  lookUpShipment(trackingNumber: string): Promise<PageLookup>;
  /** The Content-Security-Policy nonce of this response. */
  nonce: string;
  /** The request's logger, with its request id. */
  logger: PageLogger;
}
