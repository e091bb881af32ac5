import type { ContactSubmission } from "./contact/submission.ts";
import type { TrackingUpdatesOffer } from "./tracking/updates.ts";
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
export interface PageRequest {
  /** Looks a shipment up in the built-in store or the upstream tracking API. */
  lookUpShipment(trackingNumber: string): Promise<TrackingLookup>;
  /** The Content-Security-Policy nonce of this response. */
  nonce: string;
  /** The request's logger, with its request id. */
  logger: PageLogger;
  /** Whether a parcel's page may offer e-mail updates (ADR 49). */
  trackingUpdates: TrackingUpdatesOffer;
  /** The contact form as it was posted without JavaScript, when the page answers that post. */
  contactSubmission?: ContactSubmission;
}

/**
 * The per-address budget a page computed per request spends, the same as its API's: a tracking
 * result spends a tracking lookup, a quote a rates request. The server spends it before it looks
 * in its cache or renders, and answers the prerendered RATE_LIMITED_PAGE_PATH once it is spent.
 */
export type PageBudget = "tracking" | "rates";

/** Which budget a page request spends, if any (the page table says: pageBudgetIn). */
export type PageBudgetOf = (url: URL) => PageBudget | undefined;

/**
 * The prerendered page the server answers, with a 429 and Retry-After, to a per-request page whose
 * budget is spent. Never served at this path itself.
 */
export const RATE_LIMITED_PAGE_PATH = "/429";
