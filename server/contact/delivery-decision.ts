import type { Attempt } from "../outbox/decision.ts";
import type { HubSpotSubmitResult } from "./hubspot-client.ts";

// What a submission to the CRM means for a lead, decided without I/O; the outbox (server/outbox/)
// decides the rest (backoff, attempt budget) and records it.

/**
 * The attempt a CRM answer makes: delivered (2xx); rejected for good (4xx), with the CRM's error;
 * or to retry (5xx, 429 with its Retry-After, a timeout, the network). Log fields carry the HTTP
 * status or the reason, never the body, which may repeat the lead's data.
 */
export function attemptOf(result: HubSpotSubmitResult): Attempt {
  switch (result.kind) {
    case "delivered":
      return { kind: "done", response: result.body, log: { status: result.status } };
    case "rejected":
      return {
        kind: "rejected",
        error: `rejected by the CRM: HTTP ${result.status}`,
        response: result.body,
        log: { status: result.status },
      };
    case "retry":
      return {
        kind: "retry",
        error: result.body ? `${result.reason}: ${result.body.slice(0, 500)}` : result.reason,
        response: result.body,
        retryAfterMs: result.retryAfterMs,
        log: { reason: result.reason },
      };
  }
}
