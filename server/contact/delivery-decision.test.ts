import { describe, expect, it } from "vitest";
import { decideDelivery, retryDelayMs } from "./delivery-decision.ts";

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

  it("waits for the CRM's Retry-After when it is longer", () => {
    expect(retryDelayMs(1, { ...options, random: () => 0.5, retryAfterMs: 30_000 })).toBe(30_000);
    expect(retryDelayMs(9, { ...options, random: () => 0.5, retryAfterMs: 1_000 })).toBe(256_000);
  });
});

describe("decideDelivery", () => {
  const at = new Date("2026-11-26T12:00:00.000Z");
  const policy = {
    at,
    maxAttempts: 3,
    backoffBaseMs: 1000,
    backoffCapMs: 60_000,
    random: () => 0.5,
  };
  const firstTry = { attempts: 0, attemptsAtRetry: 0 };

  it("records a 2xx as delivered, with the CRM's answer", () => {
    expect(
      decideDelivery({ kind: "delivered", status: 200, body: "{}" }, firstTry, policy),
    ).toEqual({
      kind: "delivered",
      status: 200,
      crmResponse: "{}",
    });
  });

  it("fails a rejected lead at once, whatever the attempts left", () => {
    const outcome = decideDelivery(
      { kind: "rejected", status: 400, body: "bad" },
      firstTry,
      policy,
    );
    expect(outcome).toMatchObject({ kind: "failed", why: "rejected", status: 400 });
  });

  it("retries after a jittered backoff, or the CRM's longer Retry-After", () => {
    expect(decideDelivery({ kind: "retry", reason: "HTTP 503" }, firstTry, policy)).toMatchObject({
      kind: "retry",
      nextAttemptAt: new Date(at.getTime() + 500),
    });
    const asked = { kind: "retry", reason: "HTTP 429", retryAfterMs: 30_000 } as const;
    expect(decideDelivery(asked, firstTry, policy)).toMatchObject({
      nextAttemptAt: new Date(at.getTime() + 30_000),
    });
  });

  it("gives up once the attempts since the last manual retry reach the maximum", () => {
    const result = { kind: "retry", reason: "timeout" } as const;
    expect(decideDelivery(result, { attempts: 2, attemptsAtRetry: 0 }, policy)).toMatchObject({
      kind: "failed",
      why: "gave_up",
    });
    expect(decideDelivery(result, { attempts: 5, attemptsAtRetry: 4 }, policy).kind).toBe("retry");
  });
});
