import type { Attempt } from "../outbox/decision.ts";
import type { ClaimedNotification } from "./mail-outbox.ts";
import type { SendResult } from "./smtp-sender.ts";

// What one send means for an e-mail of the outbox, decided without I/O; the outbox
// (server/outbox/) decides the rest (backoff, attempt budget) and records it.

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
 * The attempt an SMTP send makes: sent (the server's answer to the final dot); handed over and
 * then no answer (unconfirmed: recorded as sent, never sent twice); not handed over, because the
 * commit found the e-mail another worker's; refused for good (5xx); or to retry.
 */
export function attemptOf(result: SendResult): Attempt {
  switch (result.kind) {
    case "sent":
      return { kind: "done", response: result.response };
    case "unconfirmed":
      return {
        kind: "unconfirmed",
        error: `handed over, then ${result.error}: it may not have arrived; not sent again`,
        log: { error: result.error },
      };
    case "not_handed_over":
      // The hand-over failed (the database) or found the e-mail claimed by another worker: in
      // both cases the row is not this worker's to record; its lease decides what comes next.
      return { kind: "not_committed" };
    case "failed": {
      const { error, response } = result;
      return {
        kind: result.permanent ? "rejected" : "retry",
        error,
        ...(response !== undefined && { response }),
        log: { error },
      };
    }
  }
}
