import { describe, expect, it } from "vitest";
import { attemptOf } from "./delivery-decision.ts";

describe("attemptOf", () => {
  it("records a 2xx as done, with the CRM's answer", () => {
    expect(attemptOf({ kind: "delivered", status: 200, body: "{}" })).toEqual({
      kind: "done",
      response: "{}",
      log: { status: 200 },
    });
  });

  it("rejects a lead the CRM refused (4xx) for good, with its error", () => {
    expect(attemptOf({ kind: "rejected", status: 400, body: "bad" })).toEqual({
      kind: "rejected",
      error: "rejected by the CRM: HTTP 400",
      response: "bad",
      log: { status: 400 },
    });
  });

  it("retries, after the CRM's Retry-After when it gave one, logging the reason and not the body", () => {
    expect(
      attemptOf({
        kind: "retry",
        reason: "HTTP 429",
        body: "maria@example.com",
        retryAfterMs: 30_000,
      }),
    ).toEqual({
      kind: "retry",
      error: "HTTP 429: maria@example.com",
      response: "maria@example.com",
      retryAfterMs: 30_000,
      log: { reason: "HTTP 429" },
    });
    expect(attemptOf({ kind: "retry", reason: "timeout" })).toMatchObject({
      kind: "retry",
      error: "timeout",
    });
  });

  it("keeps 500 characters of a long answer in the error", () => {
    const attempt = attemptOf({ kind: "retry", reason: "HTTP 503", body: "x".repeat(600) });
    expect(attempt.kind === "retry" && attempt.error).toBe(`HTTP 503: ${"x".repeat(500)}`);
  });
});
