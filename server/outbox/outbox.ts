import { sql, type Kysely, type UpdateObject } from "kysely";
import { dialectOf } from "../db/dialect.ts";
import type { IsoTimestamp, OutboxColumns } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import { inTransaction } from "../db/transaction.ts";
import type { OutboxName, OutboxState } from "../metrics.ts";

// One outbox over a table (ADR 54): the claim with its lease, the attempt budget, the records of
// each attempt's outcome, manual retries and the summary for the metrics. Each feature describes
// its table (lead_deliveries, tracking_notifications) with defineOutbox and says, in its worker's
// adapter, how to send one item.

/** Any database holding outbox tables (the generic queries see only the common columns). */
type OutboxDb = Kysely<Record<string, OutboxColumns>>;

/**
 * What happens to a send cut by its worker's death (ADR 9, 49, 51):
 * - "at-least-once": the item is done once the other side's answer is recorded. A row still held
 *   when its lease expires may have reached the other side: the worker taking it over marks its
 *   outcome unknown (and counts it) and sends it again.
 * - "at-most-once": the adapter commits the item (records it done) right before letting it go,
 *   and lets it go only when the commit succeeded. A held row whose lease expires was never let
 *   go and is simply sent again; a committed one whose answer never came is found by
 *   markCutCommitsUnknown, and never sent again.
 */
export type OutboxPromise = "at-least-once" | "at-most-once";

export interface OutboxSpec<DB, Status extends string, Item> {
  /** Its name in the metrics and the alerts. */
  name: OutboxName;
  table: string;
  /** The column naming the item: `id` when the row is the item, else its foreign key. */
  key: string;
  /** How log lines name the key (leadId, notificationId). */
  keyLogField: string;
  /** The status of a row a worker holds, and of one the other side took. */
  held: Status;
  done: Status;
  /** The column of the instant it was done, and of the other side's answer. */
  doneAtColumn: string;
  responseColumn: string;
  /** The other side's answers are kept up to this many characters. */
  maxResponseChars: number;
  promise: OutboxPromise;
  /** The items of claimed rows, in their order (what a send needs besides the claim). */
  load(db: Kysely<DB>, claims: readonly Claim[]): Promise<Item[]>;
}

/** A row a worker now holds (status `held`) until `claimedUntil`. */
export interface Claim {
  /** The outbox row's id. */
  id: number;
  /** The item's key (the spec's `key` column). */
  key: number;
  /** Attempts made before this one. */
  attempts: number;
  attemptsAtRetry: number;
  claimedBy: string;
  claimedUntil: IsoTimestamp;
  /**
   * Taken over from a worker whose lease expired mid-attempt ("at-least-once" outboxes): whether
   * the other side already has the item is unknown, and it is sent again.
   */
  takenOver: boolean;
}

export interface ClaimOptions {
  workerId: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

export type RetryOutcome<Status extends string> =
  | { outcome: "scheduled"; previousStatus: "pending" | "failed" }
  | { outcome: "not_found" }
  | { outcome: "not_retryable"; status: Exclude<Status, "pending" | "failed"> };

/** Last errors are kept up to this many characters. */
export const MAX_ERROR_CHARS = 500;

interface Holder {
  /** The worker that claimed the row: a record applies only while it still holds the claim. */
  workerId: string;
  now?: Date;
}

/** Where an attempt left the row: still held (claimed), or committed (at-most-once). */
interface Stage {
  /** The row was committed before the answer (at-most-once): the attempt is already counted. */
  committed?: boolean;
}

export interface Outbox<DB, Status extends string, Item extends Claim> {
  readonly spec: OutboxSpec<DB, Status, Item>;
  /**
   * Claims up to `limit` due rows for `workerId` until now + leaseMs, oldest due first, with their
   * items. Due: pending with next_attempt_at <= now, or held with an expired lease (its worker
   * died or stalled). One UPDATE over a materialised CTE; on PostgreSQL the CTE takes
   * `FOR UPDATE SKIP LOCKED`, so concurrent claimers (other instances) skip each other's rows
   * instead of claiming them twice or waiting; SQLite serialises writers, so the one statement is
   * atomic there.
   */
  claim(db: Kysely<DB>, options: ClaimOptions): Promise<Item[]>;
  /** Done, with the other side's answer (at-least-once): counts the attempt, frees the row. */
  complete(
    db: Kysely<DB>,
    key: number,
    options: Holder & { response?: string | null },
  ): Promise<boolean>;
  /**
   * The commit point of at-most-once delivery: records the item done before it is let go, while
   * `workerId` still holds it, so no other worker has it and none ever will. Counts the attempt;
   * claimed_by stays, naming who sent it (and who records the answer).
   */
  commit(db: Kysely<DB>, key: number, options: Holder): Promise<boolean>;
  /**
   * The other side's answer to a committed item; with `error`, why there is none (whether it
   * arrived is unknown: outcome_unknown_at is set).
   */
  recordAnswer(
    db: Kysely<DB>,
    key: number,
    options: Holder & { response: string; error?: string },
  ): Promise<boolean>;
  /** A retryable failure: pending again, due at `nextAttemptAt`. */
  reschedule(
    db: Kysely<DB>,
    key: number,
    options: Holder & Stage & { nextAttemptAt: Date; error: string; response?: string | null },
  ): Promise<boolean>;
  /** Gave up (refused, or out of attempts); the row is kept for the operator. */
  fail(
    db: Kysely<DB>,
    key: number,
    options: Holder & Stage & { error: string; response?: string | null },
  ): Promise<boolean>;
  /** Not to be sent after all: "cancelled", the attempt not counted. */
  cancel(db: Kysely<DB>, key: number, options: Holder): Promise<boolean>;
  /**
   * Finds the items cut at the commit point (at-most-once; ADR 49, 51): committed at or before
   * `committedBefore` and still without an answer, which a living worker records within its send
   * timeout (so `committedBefore` is a lease ago). Their worker ended between the commit and the
   * answer: nobody knows whether they arrived. Each is marked once (answer "", `error`,
   * outcome_unknown_at), whichever instance finds it first; returns the keys this call marked.
   */
  markCutCommitsUnknown(
    db: Kysely<DB>,
    options: { committedBefore: Date; error: string; now?: Date },
  ): Promise<number[]>;
  /**
   * Makes a failed or pending item due now with a fresh attempt budget (the `attempts` total is
   * kept as history). One held, done or cancelled is left alone: a done item is never sent twice.
   */
  retry(db: Kysely<DB>, key: number, options?: { now?: Date }): Promise<RetryOutcome<Status>>;
  /**
   * `retry` for every failed item, in one statement (workers never claim failed rows, so none can
   * change under it); returns how many.
   */
  retryFailed(db: Kysely<DB>, options?: { now?: Date }): Promise<number>;
  /** The outbox at a glance, for the metrics: waiting (pending or held), failed, the oldest waiting. */
  summary(db: Kysely<DB>, now?: Date): Promise<OutboxState>;
}

const truncated = (text: string, max: number) => text.slice(0, max);

/** An outbox over the table `spec` describes. */
export function defineOutbox<DB, Status extends string, Item extends Claim>(
  spec: OutboxSpec<DB, Status, Item>,
): Outbox<DB, Status, Item> {
  const { table, held, done, promise } = spec;
  const key = sql.ref<number>(spec.key);
  const outboxDb = (db: Kysely<DB>) => db as unknown as OutboxDb;
  /** Columns named by the spec, which the generic row type does not know. */
  const columns = (values: Record<string, unknown>) =>
    values as UpdateObject<Record<string, OutboxColumns>, string>;
  const response = (text: string | null | undefined) =>
    text == null ? null : truncated(text, spec.maxResponseChars);

  /** Applies `changes` to the row while `workerId` holds it at `stage`; false when it does not. */
  async function whileHeld(
    db: Kysely<DB>,
    itemKey: number,
    holder: { workerId: string; committed?: boolean },
    changes: Record<string, unknown>,
    countAttempt: boolean,
  ): Promise<boolean> {
    const result = await outboxDb(db)
      .updateTable(table)
      .set((eb) =>
        columns({ ...changes, ...(countAttempt && { attempts: eb("attempts", "+", 1) }) }),
      )
      .where(key, "=", itemKey)
      .where("status", "=", holder.committed ? done : held)
      .where("claimed_by", "=", holder.workerId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  const released = { claimed_by: null, claimed_until: null };
  /** Done at `at`: no longer held (a committed row keeps its claimant, who records the answer). */
  const doneAt = (at: IsoTimestamp) => ({
    status: done,
    [spec.doneAtColumn]: at,
    claimed_until: null,
    updated_at: at,
  });

  /** Leaves an attempt that did not get through (pending again, or failed). */
  function unsuccessful(
    db: Kysely<DB>,
    itemKey: number,
    options: Holder & Stage & { error: string; response?: string | null },
    changes: Record<string, unknown>,
  ) {
    const at = toIsoTimestamp(options.now ?? new Date());
    const answer =
      options.committed || options.response !== undefined
        ? { [spec.responseColumn]: response(options.response) }
        : {};
    return whileHeld(
      db,
      itemKey,
      options,
      {
        ...changes,
        ...released,
        ...answer,
        ...(options.committed && { [spec.doneAtColumn]: null }),
        last_error: truncated(options.error, MAX_ERROR_CHARS),
        updated_at: at,
      },
      // A committed item's attempt was counted by its commit.
      !options.committed,
    );
  }

  /** Due at `now`, unclaimed, with a fresh attempt budget from here on. */
  const requeuedAt = (now: IsoTimestamp) => ({
    status: "pending",
    next_attempt_at: now,
    ...released,
    updated_at: now,
  });

  return {
    spec,

    async claim(db, options) {
      const { workerId, leaseMs, limit } = options;
      if (limit < 1) return [];
      const now = toIsoTimestamp(options.now);
      const claimedUntil = toIsoTimestamp(new Date(options.now.getTime() + leaseMs));
      const lockRows = dialectOf(db) === "postgres";
      const claimed = await outboxDb(db)
        .with(
          (cte) => cte("due").materialized(),
          (qb) =>
            qb
              .selectFrom(table)
              .select("id")
              .where((eb) =>
                eb.or([
                  eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
                  eb.and([eb("status", "=", held), eb("claimed_until", "<", now)]),
                ]),
              )
              .orderBy("next_attempt_at")
              .orderBy("id")
              .limit(limit)
              .$if(lockRows, (query) => query.forUpdate().skipLocked()),
        )
        .updateTable(table)
        .set((eb) => ({
          status: held,
          claimed_by: workerId,
          claimed_until: claimedUntil,
          // Still held here (the SET reads the row as it was): an attempt cut mid-way.
          ...(promise === "at-least-once" && {
            outcome_unknown_at: eb
              .case()
              .when("status", "=", held)
              .then(now)
              .else(eb.ref("outcome_unknown_at"))
              .end(),
          }),
          updated_at: now,
        }))
        .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
        .returning([
          "id",
          key.as("key"),
          "attempts",
          "attempts_at_retry",
          "next_attempt_at",
          "outcome_unknown_at",
        ])
        .execute();
      if (claimed.length === 0) return [];
      claimed.sort((a, b) =>
        a.next_attempt_at === b.next_attempt_at
          ? a.id - b.id
          : a.next_attempt_at < b.next_attempt_at
            ? -1
            : 1,
      );
      return spec.load(
        db,
        claimed.map((row) => ({
          id: row.id,
          key: row.key,
          attempts: row.attempts,
          attemptsAtRetry: row.attempts_at_retry,
          claimedBy: workerId,
          claimedUntil,
          // Only this claim can have set it to `now`: a row claimed at `now` holds its lease past it.
          takenOver: promise === "at-least-once" && row.outcome_unknown_at === now,
        })),
      );
    },

    complete(db, itemKey, options) {
      const at = toIsoTimestamp(options.now ?? new Date());
      return whileHeld(
        db,
        itemKey,
        options,
        { ...doneAt(at), claimed_by: null, [spec.responseColumn]: response(options.response) },
        true,
      );
    },

    commit(db, itemKey, options) {
      const at = toIsoTimestamp(options.now ?? new Date());
      return whileHeld(db, itemKey, options, { ...doneAt(at), last_error: null }, true);
    },

    recordAnswer(db, itemKey, options) {
      const at = toIsoTimestamp(options.now ?? new Date());
      return whileHeld(
        db,
        itemKey,
        { workerId: options.workerId, committed: true },
        {
          [spec.responseColumn]: response(options.response),
          ...(options.error && {
            last_error: truncated(options.error, MAX_ERROR_CHARS),
            outcome_unknown_at: at,
          }),
          updated_at: at,
        },
        false,
      );
    },

    reschedule(db, itemKey, options) {
      return unsuccessful(db, itemKey, options, {
        status: "pending",
        next_attempt_at: toIsoTimestamp(options.nextAttemptAt),
      });
    },

    fail(db, itemKey, options) {
      return unsuccessful(db, itemKey, options, { status: "failed" });
    },

    cancel(db, itemKey, options) {
      const at = toIsoTimestamp(options.now ?? new Date());
      return whileHeld(
        db,
        itemKey,
        options,
        { status: "cancelled", ...released, updated_at: at },
        false,
      );
    },

    async markCutCommitsUnknown(db, options) {
      const at = toIsoTimestamp(options.now ?? new Date());
      const rows = await outboxDb(db)
        .updateTable(table)
        .set(
          columns({
            [spec.responseColumn]: "",
            last_error: truncated(options.error, MAX_ERROR_CHARS),
            outcome_unknown_at: at,
            updated_at: at,
          }),
        )
        .where("status", "=", done)
        .where(sql.ref(spec.responseColumn), "is", null)
        .where(sql.ref(spec.doneAtColumn), "<=", toIsoTimestamp(options.committedBefore))
        .returning(key.as("key"))
        .execute();
      return rows.map((row) => row.key);
    },

    async retry(db, itemKey, options = {}) {
      const now = toIsoTimestamp(options.now ?? new Date());
      return inTransaction(outboxDb(db), async (trx): Promise<RetryOutcome<Status>> => {
        const current = await trx
          .selectFrom(table)
          .select("status")
          .where(key, "=", itemKey)
          .executeTakeFirst();
        if (!current) return { outcome: "not_found" };
        const { status } = current;
        if (status !== "pending" && status !== "failed") {
          return {
            outcome: "not_retryable",
            status: status as Exclude<Status, "pending" | "failed">,
          };
        }
        const updated = await trx
          .updateTable(table)
          .set((eb) => columns({ ...requeuedAt(now), attempts_at_retry: eb.ref("attempts") }))
          .where(key, "=", itemKey)
          .where("status", "=", status)
          .executeTakeFirst();
        // Only a worker claiming the row in between could have changed its status.
        if (updated.numUpdatedRows === 0n) {
          return {
            outcome: "not_retryable",
            status: held as Exclude<Status, "pending" | "failed">,
          };
        }
        return { outcome: "scheduled", previousStatus: status };
      });
    },

    async retryFailed(db, options = {}) {
      const now = toIsoTimestamp(options.now ?? new Date());
      const updated = await outboxDb(db)
        .updateTable(table)
        .set((eb) => columns({ ...requeuedAt(now), attempts_at_retry: eb.ref("attempts") }))
        .where("status", "=", "failed")
        .executeTakeFirst();
      return Number(updated.numUpdatedRows);
    },

    async summary(db, now = new Date()) {
      const rows = await outboxDb(db)
        .selectFrom(table)
        .select((eb) => [
          "status",
          eb.fn.countAll<number | string | bigint>().as("count"),
          eb.fn.min("created_at").as("oldest"),
        ])
        .where("status", "in", ["pending", held, "failed"])
        .groupBy("status")
        .execute();
      let pending = 0;
      let failed = 0;
      let oldest: string | undefined;
      for (const row of rows) {
        const count = Number(row.count);
        if (row.status === "failed") {
          failed = count;
          continue;
        }
        pending += count;
        if (row.oldest && (!oldest || row.oldest < oldest)) oldest = row.oldest;
      }
      const oldestPendingAgeSeconds = oldest
        ? Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000)
        : 0;
      return { pending, failed, oldestPendingAgeSeconds };
    },
  };
}
