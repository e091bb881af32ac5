// What one send means for an item of an outbox, decided without I/O: the worker (worker.ts) runs
// the loop and records what this decides. The adapters (leads, tracking e-mails) only translate
// their sender's result into an Attempt.

/** Fields an adapter adds to the log line of an attempt (ids and reasons, never personal data). */
export type LogFields = Record<string, unknown>;

/** What an adapter's send says happened to one item. */
export type Attempt =
  /** The other side took it; its answer is kept. */
  | { kind: "done"; response?: string; log?: LogFields }
  /** Committed (handed over), then no answer: it stays done, and its outcome is unknown. */
  | { kind: "unconfirmed"; error: string; log?: LogFields }
  /** The commit found the item no longer this worker's: nothing was let go, nothing to record. */
  | { kind: "not_committed"; log?: LogFields }
  /** Not taken, for now: tried again after a backoff (or `retryAfterMs`), within the budget. */
  | { kind: "retry"; error: string; response?: string; retryAfterMs?: number; log?: LogFields }
  /** Not taken, for good (the other side refused it). */
  | { kind: "rejected"; error: string; response?: string; log?: LogFields }
  /** Not to be sent at all any more (checked before sending): not counted as an attempt. */
  | { kind: "cancelled"; why: string };

/** What becomes of an item after one attempt. */
export type Outcome =
  | { kind: "done"; response?: string; log?: LogFields }
  | { kind: "unconfirmed"; error: string; log?: LogFields }
  | { kind: "lost_claim"; log?: LogFields }
  | { kind: "retry"; error: string; response?: string; nextAttemptAt: Date; log?: LogFields }
  | {
      kind: "failed";
      /** Refused by the other side, or retried up to the maximum attempts. */
      why: "rejected" | "gave_up";
      error: string;
      response?: string;
      log?: LogFields;
    }
  | { kind: "cancelled"; why: string };

export interface RetryPolicy {
  maxAttempts: number;
  backoffBaseMs: number;
  backoffCapMs: number;
}

/**
 * Delay before retry number `failures` (1 after the first failure): exponential backoff with full
 * jitter (uniform in [0, min(cap, base * 2^(failures-1))) ), or the other side's Retry-After when
 * larger.
 */
export function retryDelayMs(
  failures: number,
  options: { baseMs: number; capMs: number; random: () => number; retryAfterMs?: number },
): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** Math.max(0, failures - 1));
  const jittered = Math.floor(options.random() * ceiling);
  return Math.max(jittered, options.retryAfterMs ?? 0);
}

/**
 * Decides, without I/O, what an attempt means for the item: a retryable failure is retried after
 * a backoff delay until the attempts since the last manual retry reach the maximum, then it fails
 * (gave up); a rejection fails at once; a lost commit records nothing.
 */
export function decideAttempt(
  attempt: Attempt,
  claim: { attempts: number; attemptsAtRetry: number },
  policy: RetryPolicy & { at: Date; random: () => number },
): Outcome {
  switch (attempt.kind) {
    case "done":
    case "unconfirmed":
    case "cancelled":
      return attempt;
    case "not_committed":
      return { kind: "lost_claim", ...(attempt.log && { log: attempt.log }) };
    case "rejected": {
      const { kind: _kind, ...rest } = attempt;
      return { kind: "failed", why: "rejected", ...rest };
    }
    case "retry": {
      const { kind: _kind, retryAfterMs, ...rest } = attempt;
      const failures = claim.attempts + 1 - claim.attemptsAtRetry;
      if (failures >= policy.maxAttempts) return { kind: "failed", why: "gave_up", ...rest };
      const delay = retryDelayMs(failures, {
        baseMs: policy.backoffBaseMs,
        capMs: policy.backoffCapMs,
        random: policy.random,
        retryAfterMs,
      });
      return { kind: "retry", ...rest, nextAttemptAt: new Date(policy.at.getTime() + delay) };
    }
  }
}
