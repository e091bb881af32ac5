import type { HubSpotSubmitResult } from "./hubspot-client.ts";
import type { ClaimedDelivery } from "./lead-repository.ts";

// What a submission to the CRM means for a lead, decided without I/O: the delivery worker
// (delivery-worker.ts) runs the loop and records what this decides.

/**
 * Delay before retry number `failures` (1 after the first failure): exponential backoff with full
 * jitter (uniform in [0, min(cap, base * 2^(failures-1))) ), or the CRM's Retry-After when larger.
 */
export function retryDelayMs(
  failures: number,
  options: { baseMs: number; capMs: number; random: () => number; retryAfterMs?: number },
): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = Math.floor(options.random() * ceiling);
  return Math.max(jittered, options.retryAfterMs ?? 0);
}

function describeRetry(result: Extract<HubSpotSubmitResult, { kind: "retry" }>): string {
  return result.body ? `${result.reason}: ${result.body.slice(0, 500)}` : result.reason;
}

/** What becomes of a lead after one submission to the CRM. */
export type DeliveryOutcome =
  | { kind: "delivered"; status: number; crmResponse: string }
  | {
      kind: "failed";
      /** Rejected by the CRM (4xx), or retried LEAD_DELIVERY_MAX_ATTEMPTS times. */
      why: "rejected" | "gave_up";
      error: string;
      status?: number;
      reason?: string;
      crmResponse?: string;
    }
  | { kind: "retry"; reason: string; error: string; nextAttemptAt: Date; crmResponse?: string };

/**
 * Decides, without I/O, what a submission's result means for the lead: delivered; failed (the CRM
 * rejected it, or the attempts since the last manual retry reached the maximum); or retried after a
 * backoff delay (the CRM's Retry-After when it asks for longer).
 */
export function decideDelivery(
  result: HubSpotSubmitResult,
  claim: Pick<ClaimedDelivery, "attempts" | "attemptsAtRetry">,
  policy: {
    at: Date;
    maxAttempts: number;
    backoffBaseMs: number;
    backoffCapMs: number;
    random: () => number;
  },
): DeliveryOutcome {
  if (result.kind === "delivered") {
    return { kind: "delivered", status: result.status, crmResponse: result.body };
  }
  if (result.kind === "rejected") {
    return {
      kind: "failed",
      why: "rejected",
      status: result.status,
      error: `rejected by the CRM: HTTP ${result.status}`,
      crmResponse: result.body,
    };
  }
  const failures = claim.attempts + 1 - claim.attemptsAtRetry;
  const error = describeRetry(result);
  if (failures >= policy.maxAttempts) {
    return {
      kind: "failed",
      why: "gave_up",
      reason: result.reason,
      error,
      crmResponse: result.body,
    };
  }
  const delay = retryDelayMs(failures, {
    baseMs: policy.backoffBaseMs,
    capMs: policy.backoffCapMs,
    random: policy.random,
    retryAfterMs: result.retryAfterMs,
  });
  return {
    kind: "retry",
    reason: result.reason,
    error,
    nextAttemptAt: new Date(policy.at.getTime() + delay),
    crmResponse: result.body,
  };
}
