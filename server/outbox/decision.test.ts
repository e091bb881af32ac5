import { describe, expect, it } from "vitest";
import { decideAttempt, retryDelayMs } from "./decision.ts";

describe("retryDelayMs", () => {
  const options = { baseMs: 2_000, capMs: 600_000 };

  it("doubles the ceiling per failure, jitters below it, and caps it", () => {
    const max = (failures: number) =>
      retryDelayMs(failures, { ...options, random: () => 0.999999 });
    expect([1, 2, 3, 4].map(max)).toEqual([1_999, 3_999, 7_999, 15_999]);
    expect(max(10)).toBe(599_999);
    expect(max(60)).toBe(599_999);
    expect(retryDelayMs(5, { ...options, random: () => 0 })).toBe(0);
    expect(retryDelayMs(2, { ...options, random: () => 0.5 })).toBe(2_000);
  });

  it("waits for the other side's Retry-After when it is longer", () => {
    expect(retryDelayMs(1, { ...options, random: () => 0.5, retryAfterMs: 30_000 })).toBe(30_000);
    expect(retryDelayMs(9, { ...options, random: () => 0.5, retryAfterMs: 1_000 })).toBe(256_000);
  });
});

describe("decideAttempt", () => {
  const at = new Date("2026-11-26T12:00:00.000Z");
  const policy = {
    at,
    maxAttempts: 3,
    backoffBaseMs: 1000,
    backoffCapMs: 60_000,
    random: () => 0.5,
  };
  const firstTry = { attempts: 0, attemptsAtRetry: 0 };

  it("keeps a done attempt's answer and the adapter's log fields", () => {
    expect(
      decideAttempt({ kind: "done", response: "{}", log: { status: 200 } }, firstTry, policy),
    ).toEqual({ kind: "done", response: "{}", log: { status: 200 } });
  });

  it("fails a rejected item at once, whatever the attempts left", () => {
    expect(
      decideAttempt({ kind: "rejected", error: "HTTP 400", response: "bad" }, firstTry, policy),
    ).toEqual({ kind: "failed", why: "rejected", error: "HTTP 400", response: "bad" });
  });

  it("retries after a jittered backoff, or the other side's longer Retry-After", () => {
    expect(decideAttempt({ kind: "retry", error: "HTTP 503" }, firstTry, policy)).toEqual({
      kind: "retry",
      error: "HTTP 503",
      nextAttemptAt: new Date(at.getTime() + 500),
    });
    const asked = { kind: "retry", error: "HTTP 429", retryAfterMs: 30_000 } as const;
    expect(decideAttempt(asked, firstTry, policy)).toMatchObject({
      nextAttemptAt: new Date(at.getTime() + 30_000),
    });
  });

  it("gives up once the attempts since the last manual retry reach the maximum", () => {
    const attempt = { kind: "retry", error: "timeout", response: "busy" } as const;
    expect(decideAttempt(attempt, { attempts: 2, attemptsAtRetry: 0 }, policy)).toEqual({
      kind: "failed",
      why: "gave_up",
      error: "timeout",
      response: "busy",
    });
    expect(decideAttempt(attempt, { attempts: 5, attemptsAtRetry: 4 }, policy).kind).toBe("retry");
  });

  it("records nothing when the commit found the item another worker's", () => {
    expect(decideAttempt({ kind: "not_committed" }, firstTry, policy)).toEqual({
      kind: "lost_claim",
    });
  });

  it("passes an unconfirmed or cancelled attempt through, whatever the budget", () => {
    const spent = { attempts: 9, attemptsAtRetry: 0 };
    expect(decideAttempt({ kind: "unconfirmed", error: "timeout" }, spent, policy)).toEqual({
      kind: "unconfirmed",
      error: "timeout",
    });
    expect(decideAttempt({ kind: "cancelled", why: "unsubscribed" }, spent, policy)).toEqual({
      kind: "cancelled",
      why: "unsubscribed",
    });
  });
});
