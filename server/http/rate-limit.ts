/**
 * A fixed-window counter per key (client address). The store is an interface so several app
 * instances can share one (issue: shared store); the default keeps counts in this process.
 */
export interface RateLimitStore {
  /** Adds one hit to `key` in the window starting at `windowStart`; returns the count so far. */
  increment(key: string, windowStart: number, windowMs: number): Promise<number>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly maxKeys: number;

  constructor(maxKeys = 100_000) {
    this.maxKeys = maxKeys;
  }

  async increment(key: string, windowStart: number): Promise<number> {
    const current = this.windows.get(key);
    if (current && current.start === windowStart) {
      current.count += 1;
      return current.count;
    }
    if (!current && this.windows.size >= this.maxKeys) this.evictBefore(windowStart);
    this.windows.set(key, { start: windowStart, count: 1 });
    return 1;
  }

  /** Drops finished windows; if every key is current, drops the oldest entries to stay bounded. */
  private evictBefore(windowStart: number) {
    for (const [key, window] of this.windows) {
      if (window.start < windowStart) this.windows.delete(key);
    }
    const overflow = this.windows.size - this.maxKeys + 1;
    if (overflow > 0) {
      for (const key of [...this.windows.keys()].slice(0, overflow)) this.windows.delete(key);
    }
  }
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  hit(key: string): Promise<RateLimitDecision>;
}

export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  store?: RateLimitStore;
  now?: () => number;
}): RateLimiter {
  const { limit, windowMs, store = new MemoryRateLimitStore(), now = Date.now } = options;
  return {
    async hit(key) {
      const time = now();
      const windowStart = time - (time % windowMs);
      const count = await store.increment(key, windowStart, windowMs);
      return {
        allowed: count <= limit,
        remaining: Math.max(0, limit - count),
        retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - time) / 1000)),
      };
    },
  };
}

/** A budget of `limit` hits per window of `windowSeconds`, counted in `store`. */
export const budget = (limit: number, windowSeconds: number, store?: RateLimitStore): RateLimiter =>
  createRateLimiter({ limit, windowMs: windowSeconds * 1000, store });
