import { describe, expect, it } from "vitest";
import { createRateLimiter, MemoryRateLimitStore } from "./rate-limit.ts";

describe("rate limiter", () => {
  it("allows `limit` hits per window and key, then refuses with the seconds left", async () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => time });
    expect((await limiter.hit("a")).allowed).toBe(true);
    expect((await limiter.hit("a")).allowed).toBe(true);
    time += 15_000;
    const refused = await limiter.hit("a");
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterSeconds).toBe(Math.ceil((1_020_000 - time) / 1000));
    expect((await limiter.hit("b")).allowed).toBe(true);
  });

  it("starts counting again in the next window", async () => {
    let time = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => time });
    await limiter.hit("a");
    expect((await limiter.hit("a")).allowed).toBe(false);
    time = 1000;
    expect((await limiter.hit("a")).allowed).toBe(true);
  });

  it("keeps memory bounded however many addresses it sees", async () => {
    const store = new MemoryRateLimitStore(100);
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, store, now: () => 0 });
    for (let i = 0; i < 1000; i += 1) await limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(
      (store as unknown as { windows: Map<string, unknown> }).windows.size,
    ).toBeLessThanOrEqual(100);
  });
});
