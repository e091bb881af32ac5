import type { ExpressionBuilder, Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { Logger } from "../logger.ts";

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

export interface PurgeResult {
  /** Subscriptions ended (parcel closed, or left) more than the retention ago. */
  ended: number;
  /** Subscriptions never confirmed whose link has expired. */
  unconfirmed: number;
}

/**
 * Deletes the addresses the updates no longer need, with their e-mails (ADR 49): subscriptions
 * that ended `retentionDays` or more ago, and pending ones whose confirmation link has expired
 * (nothing was ever sent them but that link). E-mails being sent are left until they are done.
 */
export async function purgeSubscriptions(
  db: Kysely<Database>,
  options: { retentionDays: number; confirmTtlMs: number; now?: Date },
): Promise<PurgeResult> {
  const now = options.now ?? new Date();
  const endedBefore = toIsoTimestamp(new Date(now.getTime() - options.retentionDays * 86_400_000));
  const requestedBefore = toIsoTimestamp(new Date(now.getTime() - options.confirmTtlMs));
  const busy = (eb: ExpressionBuilder<Database, "tracking_subscriptions">) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom("tracking_notifications as n")
          .select("n.id")
          .whereRef("n.subscription_id", "=", "tracking_subscriptions.id")
          .where("n.status", "=", "sending"),
      ),
    );
  const ended = await db
    .deleteFrom("tracking_subscriptions")
    .where("status", "in", ["ended", "unsubscribed"])
    .where("ended_at", "<=", endedBefore)
    .where(busy)
    .executeTakeFirst();
  const unconfirmed = await db
    .deleteFrom("tracking_subscriptions")
    .where("status", "=", "pending")
    .where("updated_at", "<=", requestedBefore)
    .where(busy)
    .executeTakeFirst();
  return { ended: Number(ended.numDeletedRows), unconfirmed: Number(unconfirmed.numDeletedRows) };
}

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
