import { describe, expect, it } from "vitest";
import { fuzzCase } from "./fuzz-cases.ts";

// What FUZZ_SEED=N relies on, checked without a server.

describe("fuzz cases", () => {
  it("draws the same request for the same seed and number, and others for other numbers", () => {
    const requests = Array.from({ length: 20 }, (_, index) => fuzzCase(424242, index).request);
    expect(fuzzCase(424242, 7).request).toEqual(requests[7]);
    expect(new Set(requests.map((request) => request.toString("latin1"))).size).toBe(20);
    expect(fuzzCase(424243, 7).request).not.toEqual(requests[7]);
  });

  it("reaches every endpoint and protocol garbage within a warm-up's worth of cases", () => {
    const kinds = new Set(
      Array.from({ length: 600 }, (_, index) => fuzzCase(1, index).kind.split(":")[0]),
    );
    expect([...kinds].sort()).toEqual([
      "challenge",
      "contact",
      "events",
      "garbage",
      "rates-get",
      "rates-post",
      "targeted",
      "tracking",
      "unknown",
    ]);
  });
});
