import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { Logger } from "../logger.ts";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit.ts";

/** Keys longer than this are stored as a hash: X-Forwarded-For is client-chosen text. */
export const MAX_STORED_KEY_LENGTH = 128;

export interface DatabaseRateLimitStoreOptions {
  db: Kysely<Database>;
  logger: Pick<Logger, "info" | "warn" | "error">;
  /** An increment slower than this counts in this process instead (the database is struggling). */
  timeoutMs?: number;
  /** After a failure, how long to count in this process before trying the database again. */
  fallbackMs?: number;
  /** How often (at most) this instance deletes the rows of finished windows. */
  purgeIntervalMs?: number;
  now?: () => number;
}

/**
 * Rate-limit counters in the application's database (RATE_LIMIT_STORE=database), so every app
 * instance sharing the database counts against the same limit. One round trip per hit: an upsert
 * that adds one to the row of (key, window) and returns the new count, atomic on both dialects
 * (PostgreSQL locks the conflicting row; SQLite serialises writes). Finished windows are deleted
 * in the background, at most once per purgeIntervalMs per instance.
 *
 * Fails open, to this process's own counters: when the database errors or answers slower than
 * timeoutMs, the hit is counted in memory (so one instance still limits a flood from one address),
 * the failure is logged, and the database is left alone for fallbackMs. See docs/decisions/0015.
 */
export class DatabaseRateLimitStore implements RateLimitStore {
  private readonly db: Kysely<Database>;
  private readonly logger: DatabaseRateLimitStoreOptions["logger"];
  private readonly timeoutMs: number;
  private readonly fallbackMs: number;
  private readonly purgeIntervalMs: number;
  private readonly now: () => number;
  private readonly fallback = new MemoryRateLimitStore();
  private unavailableUntil = 0;
  private degraded = false;
  private nextPurgeAt: number;
  private purging: Promise<void> | undefined;

  constructor(options: DatabaseRateLimitStoreOptions) {
    this.db = options.db;
    this.logger = options.logger;
    this.timeoutMs = options.timeoutMs ?? 1_000;
    this.fallbackMs = options.fallbackMs ?? 5_000;
    this.purgeIntervalMs = options.purgeIntervalMs ?? 60_000;
    this.now = options.now ?? Date.now;
    this.nextPurgeAt = this.now() + this.purgeIntervalMs;
  }

  async increment(key: string, windowStart: number, windowMs: number): Promise<number> {
    const time = this.now();
    if (time < this.unavailableUntil) return this.fallback.increment(key, windowStart);
    if (time >= this.nextPurgeAt && !this.purging) this.startPurge(time);
    try {
      const hits = await withTimeout(
        this.incrementInDatabase(key, windowStart, windowMs),
        this.timeoutMs,
      );
      if (this.degraded) {
        this.degraded = false;
        this.logger.info("rate-limit store: the database answers again, counting there");
      }
      return hits;
    } catch (error) {
      this.unavailableUntil = this.now() + this.fallbackMs;
      this.degraded = true;
      this.logger.error(
        { err: error, fallbackMs: this.fallbackMs },
        "rate-limit store: database unavailable, counting in this process for now (fail open)",
      );
      return this.fallback.increment(key, windowStart);
    }
  }

  /** Deletes the rows of windows that have ended by `now`; resolves to how many. */
  async purgeExpired(now = this.now()): Promise<number> {
    const result = await this.db
      .deleteFrom("rate_limit_windows")
      .where("expires_at", "<=", toIsoTimestamp(new Date(now)))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Resolves once a background purge in flight (if any) has finished; call before closing. */
  async close(): Promise<void> {
    await this.purging;
  }

  private async incrementInDatabase(
    key: string,
    windowStart: number,
    windowMs: number,
  ): Promise<number> {
    const row = await this.db
      .insertInto("rate_limit_windows")
      .values({
        key: storedKey(key),
        window_start: toIsoTimestamp(new Date(windowStart)),
        expires_at: toIsoTimestamp(new Date(windowStart + windowMs)),
        hits: 1,
      })
      .onConflict((conflict) =>
        conflict
          .columns(["key", "window_start"])
          .doUpdateSet((eb) => ({ hits: eb("rate_limit_windows.hits", "+", 1) })),
      )
      .returning("hits")
      .executeTakeFirstOrThrow();
    return row.hits;
  }

  private startPurge(time: number) {
    this.nextPurgeAt = time + this.purgeIntervalMs;
    this.purging = this.purgeExpired(time)
      .then(
        (deleted) => {
          if (deleted > 0)
            this.logger.info({ deleted }, "rate-limit store: finished windows purged");
        },
        (error: unknown) => {
          this.logger.warn({ err: error }, "rate-limit store: purging finished windows failed");
        },
      )
      .finally(() => {
        this.purging = undefined;
      });
  }
}

/** The key as stored: itself when short, else a prefix for the operator plus a hash of it all. */
export function storedKey(key: string): string {
  if (key.length <= MAX_STORED_KEY_LENGTH) return key;
  const digest = createHash("sha256").update(key, "utf8").digest("hex");
  return `${key.slice(0, MAX_STORED_KEY_LENGTH - digest.length - 1)}#${digest}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
