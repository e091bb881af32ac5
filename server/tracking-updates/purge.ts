import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { purgeSubscriptions, type PurgeResult } from "./repository.ts";

/** How often each instance purges: addresses are due by the day, an hour late is no matter. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

export type PurgeConfig = Pick<
  Config,
  "TRACKING_UPDATES_RETENTION_DAYS" | "TRACKING_UPDATES_CONFIRM_HOURS"
>;

export const purgeOptions = (config: PurgeConfig) => ({
  retentionDays: config.TRACKING_UPDATES_RETENTION_DAYS,
  confirmTtlMs: config.TRACKING_UPDATES_CONFIRM_HOURS * 3_600_000,
});

export interface SubscriptionPurge {
  runOnce(): Promise<PurgeResult>;
  stop(): Promise<void>;
}

/**
 * Deletes the addresses the updates no longer need (ADR 49), at start and then every
 * PURGE_INTERVAL_MS, on every instance whether or not it sends e-mail: the deletes are idempotent,
 * so instances running them together do no harm. Logs counts, never addresses.
 */
export function startSubscriptionPurge(options: {
  db: Kysely<Database>;
  config: PurgeConfig;
  logger: Pick<Logger, "info" | "error">;
  intervalMs?: number;
  now?: () => Date;
}): SubscriptionPurge {
  const { db, config, logger, intervalMs = PURGE_INTERVAL_MS, now = () => new Date() } = options;
  let running: Promise<unknown> = Promise.resolve();
  const runOnce = async () => {
    const result = await purgeSubscriptions(db, { ...purgeOptions(config), now: now() });
    if (result.ended + result.unconfirmed > 0) {
      logger.info({ ...result }, "tracking e-mail addresses purged");
    }
    return result;
  };
  const tick = () => {
    running = runOnce().catch((error: unknown) =>
      logger.error({ err: error }, "tracking e-mail purge failed (tried again later)"),
    );
  };
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, intervalMs);
  first.unref();
  timer.unref();
  return {
    runOnce,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
