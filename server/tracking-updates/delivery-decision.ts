import { retryDelayMs } from "../outbox/decision.ts";
import type { ClaimedNotification } from "./repository.ts";
import type { SendResult } from "./smtp-sender.ts";

// What one send means for an e-mail of the outbox, decided without I/O: the delivery worker
// (delivery-worker.ts) runs the loop and records what this decides. The leads' outbox does the
// same for the CRM (server/contact/delivery-decision.ts), whose backoff this shares.

/** What becomes of an e-mail after one attempt. */
export type MailOutcome =
  /** Handed over and accepted; the server's answer is kept. */
  | { kind: "sent"; response: string }
  /** Handed over, then no answer: recorded as sent (it is never sent twice), with the doubt. */
  | { kind: "unconfirmed"; error: string }
  /** Another worker took the e-mail over meanwhile: nothing to record. */
  | { kind: "lost_claim" }
  /** Not sent; try again at `nextAttemptAt`. `after` when it was handed over and refused. */
  | { kind: "retry"; after: boolean; error: string; response?: string; nextAttemptAt: Date }
  /** Not sent, for good: refused (5xx) or out of attempts. */
  | {
      kind: "failed";
      after: boolean;
      why: "refused" | "gave_up";
      error: string;
      response?: string;
    }
  /** Not to be sent: its subscription no longer wants it. */
  | { kind: "cancelled"; why: string };

/**
 * Whether a claimed e-mail should still go out: a confirmation only while its subscription waits
 * for it and its link works; an update unless the recipient left.
 */
export function stillWanted(
  claim: Pick<ClaimedNotification, "kind" | "subscriptionStatus" | "payload">,
  now: Date,
): { wanted: true } | { wanted: false; why: string } {
  if (claim.kind === "confirm") {
    if (claim.subscriptionStatus !== "pending") {
      return { wanted: false, why: `subscription ${claim.subscriptionStatus}` };
    }
    const expiresAt = "expiresAt" in claim.payload ? Date.parse(claim.payload.expiresAt) : 0;
    if (!(expiresAt > now.getTime())) return { wanted: false, why: "confirmation link expired" };
    return { wanted: true };
  }
  if (claim.subscriptionStatus === "unsubscribed") {
    return { wanted: false, why: "unsubscribed" };
  }
  return { wanted: true };
}

/**
 * Decides, without I/O, what a send's result means for the e-mail: sent; retried after a backoff
 * delay; failed (a permanent refusal, or the attempts since the last manual resend reached the
 * maximum); or nothing to record, when the claim was lost.
 */
export function decideMailDelivery(
  result: SendResult,
  claim: Pick<ClaimedNotification, "attempts" | "attemptsAtRetry">,
  policy: {
    at: Date;
    maxAttempts: number;
    backoffBaseMs: number;
    backoffCapMs: number;
    random: () => number;
  },
): MailOutcome {
  switch (result.kind) {
    case "sent":
      return { kind: "sent", response: result.response };
    case "unconfirmed":
      return { kind: "unconfirmed", error: result.error };
    case "not_handed_over":
      // The hand-over failed (the database) or found the e-mail claimed by another worker: in
      // both cases the row is not this worker's to record; its lease decides what comes next.
      return { kind: "lost_claim" };
    case "failed": {
      const after = result.stage === "after";
      const response = result.response !== undefined ? { response: result.response } : {};
      if (result.permanent) {
        return { kind: "failed", after, why: "refused", error: result.error, ...response };
      }
      const failures = claim.attempts + 1 - claim.attemptsAtRetry;
      if (failures >= policy.maxAttempts) {
        return { kind: "failed", after, why: "gave_up", error: result.error, ...response };
      }
      const delay = retryDelayMs(failures, {
        baseMs: policy.backoffBaseMs,
        capMs: policy.backoffCapMs,
        random: policy.random,
      });
      return {
        kind: "retry",
        after,
        error: result.error,
        ...response,
        nextAttemptAt: new Date(policy.at.getTime() + delay),
      };
    }
  }
}
