import type { ExpressionBuilder, Kysely, Selectable, Transaction } from "kysely";
import { dialectOf } from "../db/dialect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type {
  Database,
  IsoTimestamp,
  TrackingNotificationsTable,
  TrackingNotificationStatus,
  TrackingSubscriptionStatus,
} from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { IsoDate } from "../../domain/tracking/dates.ts";
import {
  isClosingTopic,
  type UpdateEvent,
  type UpdateTopic,
} from "../../domain/tracking/updates.ts";
import { newLinkKey } from "./links.ts";

// The e-mail updates' subscriptions and their outbox (ADR 49). Every write that decides whether an
// e-mail goes out happens in one transaction with what caused it: a subscription and its
// confirmation, an ingested event and its updates, an unsubscription and its cancelled e-mails.

type Db = Kysely<Database>;

export type { TrackingNotificationStatus, TrackingSubscriptionStatus };

export const NOTIFICATION_STATUSES = [
  "pending",
  "sending",
  "sent",
  "failed",
  "cancelled",
] as const satisfies readonly TrackingNotificationStatus[];

/** What a confirmation e-mail needs that the subscription does not hold. */
export interface ConfirmPayload {
  /** When its link stops working. */
  expiresAt: IsoTimestamp;
}

/** What an update e-mail says, as it was when the event arrived. */
export interface UpdatePayload {
  event: UpdateEvent;
  estimatedDelivery: IsoDate | null;
}

export type SubscribeOutcome =
  /** Stored (or already there); `queued` when a confirmation e-mail was queued. */
  | { outcome: "accepted"; subscriptionId: number; queued: boolean }
  /** The parcel already has as many subscriptions as it takes. */
  | { outcome: "full" };

async function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>) {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

const ACTIVE: TrackingSubscriptionStatus[] = ["pending", "confirmed"];

/**
 * Subscribes `email` to a shipment's updates, in one transaction: a new subscription waits,
 * pending, for its confirmation, whose e-mail is queued with it. An address already pending gets
 * a new confirmation e-mail; one already confirmed gets nothing. A parcel with `maxPerParcel`
 * active subscriptions takes no more, whoever asks (so the answer says nothing of this address).
 * On PostgreSQL the shipment's row is locked, so concurrent requests count one after the other.
 */
export async function subscribe(
  db: Db,
  input: {
    shipmentId: number;
    email: string;
    maxPerParcel: number;
    /** How long the confirmation link works. */
    confirmTtlMs: number;
    now?: Date;
  },
): Promise<SubscribeOutcome> {
  const now = input.now ?? new Date();
  const at = toIsoTimestamp(now);
  const payload: ConfirmPayload = {
    expiresAt: toIsoTimestamp(new Date(now.getTime() + input.confirmTtlMs)),
  };
  try {
    return await inTransaction(db, async (trx) => {
      if (dialectOf(trx) === "postgres") {
        await trx
          .selectFrom("shipments")
          .select("id")
          .where("id", "=", input.shipmentId)
          .forUpdate()
          .execute();
      }
      const active = await trx
        .selectFrom("tracking_subscriptions")
        .select(["id", "email", "status"])
        .where("shipment_id", "=", input.shipmentId)
        .where("status", "in", ACTIVE)
        .execute();
      if (active.length >= input.maxPerParcel) return { outcome: "full" } as const;
      const existing = active.find((row) => row.email === input.email);
      if (existing?.status === "confirmed") {
        return { outcome: "accepted", subscriptionId: existing.id, queued: false } as const;
      }
      let subscriptionId = existing?.id;
      if (subscriptionId === undefined) {
        ({ id: subscriptionId } = await trx
          .insertInto("tracking_subscriptions")
          .values({
            shipment_id: input.shipmentId,
            email: input.email,
            status: "pending",
            link_key: newLinkKey(),
            created_at: at,
            updated_at: at,
          })
          .returning("id")
          .executeTakeFirstOrThrow());
      } else {
        await trx
          .updateTable("tracking_subscriptions")
          .set({ updated_at: at })
          .where("id", "=", subscriptionId)
          .execute();
      }
      await trx
        .insertInto("tracking_notifications")
        .values({
          subscription_id: subscriptionId,
          kind: "confirm",
          topic: `confirm:${at}`,
          payload: JSON.stringify(payload),
          status: "pending",
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.columns(["subscription_id", "topic"]).doNothing())
        .execute();
      return { outcome: "accepted", subscriptionId, queued: true } as const;
    });
  } catch (error) {
    // Two requests for one new address at once (SQLite): the other one stored it.
    if (isUniqueViolation(error)) return subscribe(db, input);
    throw error;
  }
}

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "ended" | "not_found";

/** Confirms a pending subscription (its confirmation link was followed). */
export async function confirmSubscription(
  db: Db,
  subscriptionId: number,
  options: { now?: Date } = {},
): Promise<ConfirmOutcome> {
  const at = toIsoTimestamp(options.now ?? new Date());
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("tracking_subscriptions")
      .select("status")
      .where("id", "=", subscriptionId)
      .executeTakeFirst();
    if (!row) return "not_found";
    if (row.status === "confirmed") return "already_confirmed";
    if (row.status !== "pending") return "ended";
    await trx
      .updateTable("tracking_subscriptions")
      .set({ status: "confirmed", confirmed_at: at, updated_at: at })
      .where("id", "=", subscriptionId)
      .where("status", "=", "pending")
      .execute();
    // Confirmation e-mails still waiting are no longer needed.
    await trx
      .updateTable("tracking_notifications")
      .set({ status: "cancelled", updated_at: at })
      .where("subscription_id", "=", subscriptionId)
      .where("kind", "=", "confirm")
      .where("status", "=", "pending")
      .execute();
    return "confirmed";
  });
}

/**
 * Ends a subscription at the recipient's request (one-click or the page's button) and cancels its
 * e-mails not yet handed over. True when it was active; an unknown or ended one changes nothing.
 */
export async function unsubscribe(
  db: Db,
  subscriptionId: number,
  options: { now?: Date } = {},
): Promise<boolean> {
  const at = toIsoTimestamp(options.now ?? new Date());
  return inTransaction(db, async (trx) => {
    const ended = await trx
      .updateTable("tracking_subscriptions")
      .set({ status: "unsubscribed", ended_at: at, updated_at: at })
      .where("id", "=", subscriptionId)
      .where("status", "in", ACTIVE)
      .executeTakeFirst();
    await trx
      .updateTable("tracking_notifications")
      .set({ status: "cancelled", updated_at: at })
      .where("subscription_id", "=", subscriptionId)
      .where("status", "in", ["pending", "failed"])
      .execute();
    return ended.numUpdatedRows > 0n;
  });
}

/**
 * Queues an update e-mail about `topic` for each confirmed subscription of the shipment, within
 * the caller's transaction (the one that stored the event). A subscription that was already told
 * of this topic gets nothing (unique per subscription and topic). When the topic closes the parcel
 * (delivered, returned), every subscription ends with it: the confirmed ones after this last
 * e-mail, the pending ones without their confirmation. Returns how many e-mails were queued.
 */
export async function queueStageUpdates(
  trx: Db,
  input: { shipmentId: number; topic: UpdateTopic; payload: UpdatePayload; now: Date },
): Promise<number> {
  const at = toIsoTimestamp(input.now);
  const recipients = await trx
    .selectFrom("tracking_subscriptions")
    .select("id")
    .where("shipment_id", "=", input.shipmentId)
    .where("status", "=", "confirmed")
    .execute();
  let queued = 0;
  if (recipients.length > 0) {
    const inserted = await trx
      .insertInto("tracking_notifications")
      .values(
        recipients.map(({ id }) => ({
          subscription_id: id,
          kind: "update" as const,
          topic: input.topic,
          payload: JSON.stringify(input.payload),
          status: "pending" as const,
          next_attempt_at: at,
          created_at: at,
          updated_at: at,
        })),
      )
      .onConflict((conflict) => conflict.columns(["subscription_id", "topic"]).doNothing())
      .returning("id")
      .execute();
    queued = inserted.length;
  }
  if (isClosingTopic(input.topic)) {
    const ending = await trx
      .selectFrom("tracking_subscriptions")
      .select("id")
      .where("shipment_id", "=", input.shipmentId)
      .where("status", "in", ACTIVE)
      .execute();
    if (ending.length > 0) {
      const ids = ending.map((row) => row.id);
      await trx
        .updateTable("tracking_subscriptions")
        .set({ status: "ended", ended_at: at, updated_at: at })
        .where("id", "in", ids)
        .execute();
      await trx
        .updateTable("tracking_notifications")
        .set({ status: "cancelled", updated_at: at })
        .where("subscription_id", "in", ids)
        .where("kind", "=", "confirm")
        .where("status", "in", ["pending", "failed"])
        .execute();
    }
  }
  return queued;
}

/** An e-mail a worker now holds ("sending") until `claimedUntil`, with what it needs to send it. */
export interface ClaimedNotification {
  id: number;
  kind: "confirm" | "update";
  topic: string;
  /** Attempts made before this one. */
  attempts: number;
  attemptsAtRetry: number;
  claimedUntil: IsoTimestamp;
  subscriptionId: number;
  subscriptionStatus: TrackingSubscriptionStatus;
  /** The subscription's link key, which its e-mail's links are signed over. */
  linkKey: string;
  email: string;
  trackingNumber: string;
  payload: ConfirmPayload | UpdatePayload;
}

/**
 * Claims up to `limit` due e-mails for `workerId` until now + leaseMs, oldest due first, as the
 * leads' outbox does (lead-repository.ts): due is pending with next_attempt_at <= now, or
 * sending with an expired lease (its worker died or stalled). One UPDATE over a materialised CTE;
 * on PostgreSQL the CTE takes `FOR UPDATE SKIP LOCKED`, so instances never claim one row twice.
 */
export async function claimDueNotifications(
  db: Db,
  options: { workerId: string; now: Date; leaseMs: number; limit: number },
): Promise<ClaimedNotification[]> {
  const { workerId, leaseMs, limit } = options;
  if (limit < 1) return [];
  const now = toIsoTimestamp(options.now);
  const claimedUntil = toIsoTimestamp(new Date(options.now.getTime() + leaseMs));
  const lockRows = dialectOf(db) === "postgres";
  const claimed = await db
    .with(
      (cte) => cte("due").materialized(),
      (qb) =>
        qb
          .selectFrom("tracking_notifications")
          .select("id")
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
              eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", now)]),
            ]),
          )
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(limit)
          .$if(lockRows, (query) => query.forUpdate().skipLocked()),
    )
    .updateTable("tracking_notifications")
    .set({ status: "sending", claimed_by: workerId, claimed_until: claimedUntil, updated_at: now })
    .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
    .returning("id")
    .execute();
  if (claimed.length === 0) return [];
  const rows = await db
    .selectFrom("tracking_notifications as n")
    .innerJoin("tracking_subscriptions as s", "s.id", "n.subscription_id")
    .innerJoin("shipments as p", "p.id", "s.shipment_id")
    .select([
      "n.id",
      "n.kind",
      "n.topic",
      "n.attempts",
      "n.attempts_at_retry",
      "n.payload",
      "n.next_attempt_at",
      "s.id as subscription_id",
      "s.status as subscription_status",
      "s.link_key",
      "s.email",
      "p.tracking_number",
    ])
    .where(
      "n.id",
      "in",
      claimed.map((row) => row.id),
    )
    .orderBy("n.next_attempt_at")
    .orderBy("n.id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    topic: row.topic,
    attempts: row.attempts,
    attemptsAtRetry: row.attempts_at_retry,
    claimedUntil,
    subscriptionId: row.subscription_id,
    subscriptionStatus: row.subscription_status,
    linkKey: row.link_key,
    email: row.email,
    trackingNumber: row.tracking_number,
    payload: JSON.parse(row.payload) as ConfirmPayload | UpdatePayload,
  }));
}

type NotificationChanges = Partial<
  Pick<
    Selectable<TrackingNotificationsTable>,
    | "status"
    | "next_attempt_at"
    | "last_error"
    | "smtp_response"
    | "sent_at"
    | "updated_at"
    | "claimed_by"
    | "claimed_until"
  >
>;

/** Applies `changes` while `workerId` holds the claim; false (nothing changed) when it does not. */
async function whileClaimed(
  db: Db,
  id: number,
  workerId: string,
  changes: NotificationChanges,
  countAttempt: boolean,
): Promise<boolean> {
  const result = await db
    .updateTable("tracking_notifications")
    .set((eb) => ({
      ...changes,
      ...(countAttempt ? { attempts: eb("attempts", "+", 1) } : {}),
    }))
    .where("id", "=", id)
    .where("status", "=", "sending")
    .where("claimed_by", "=", workerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records an e-mail as handed over: the commit point of exactly-once delivery (ADR 49). The worker
 * calls it once the SMTP server has taken the whole message but before the final dot that makes
 * the server accept it, and sends the dot only when this returns true: the row is still claimed by
 * this worker, so no other worker has it, and once it is "sent" none ever will. The worker's id
 * stays in claimed_by, naming who sent it.
 */
export function markSent(
  db: Db,
  id: number,
  options: { workerId: string; now?: Date },
): Promise<boolean> {
  const at = toIsoTimestamp(options.now ?? new Date());
  return whileClaimed(
    db,
    id,
    options.workerId,
    { status: "sent", sent_at: at, claimed_until: null, last_error: null, updated_at: at },
    true,
  );
}

/**
 * The SMTP server's answer to the final dot, kept on a sent e-mail (its queue id); with `error`,
 * why there is none (the server took the dot and went silent: whether it arrived is unknown).
 */
export async function recordSmtpResponse(
  db: Db,
  id: number,
  options: { workerId: string; response: string; error?: string; now?: Date },
): Promise<void> {
  const at = toIsoTimestamp(options.now ?? new Date());
  await db
    .updateTable("tracking_notifications")
    .set({
      smtp_response: options.response.slice(0, 500),
      ...(options.error ? { last_error: options.error.slice(0, 500), outcome_unknown_at: at } : {}),
      updated_at: at,
    })
    .where("id", "=", id)
    .where("status", "=", "sent")
    .where("claimed_by", "=", options.workerId)
    .execute();
}

/** Why an e-mail found by markCutSendsUnknown has no SMTP answer, as its last error says it. */
export const CUT_SEND_ERROR =
  "outcome unknown: recorded as sent, and its worker ended before the SMTP server's answer to the final dot was recorded; it may not have arrived (not sent again)";

/**
 * Finds the e-mails cut at the commit point (ADR 49, 51): recorded as sent at or before
 * `sentBefore` and still without the SMTP server's answer, which a living worker records within
 * SMTP_TIMEOUT_MS (so `sentBefore` is a lease ago). Their worker's process ended between the
 * record and the answer: the message was lost (no final dot) or delivered, nobody knows. Each is
 * marked once (its answer set to "", CUT_SEND_ERROR, outcome_unknown_at), whichever instance
 * finds it first; returns the ones this call marked.
 */
export async function markCutSendsUnknown(
  db: Db,
  options: { sentBefore: Date; now?: Date },
): Promise<{ id: number; subscriptionId: number }[]> {
  const at = toIsoTimestamp(options.now ?? new Date());
  const rows = await db
    .updateTable("tracking_notifications")
    .set({ smtp_response: "", last_error: CUT_SEND_ERROR, outcome_unknown_at: at, updated_at: at })
    .where("status", "=", "sent")
    .where("smtp_response", "is", null)
    .where("sent_at", "<=", toIsoTimestamp(options.sentBefore))
    .returning(["id", "subscription_id"])
    .execute();
  return rows.map((row) => ({ id: row.id, subscriptionId: row.subscription_id }));
}

/**
 * The SMTP server refused the message after its final dot (a 4xx or 5xx to the data): it was not
 * accepted, so it is not sent. Back to pending (due at `nextAttemptAt`) or failed.
 */
export async function unmarkSent(
  db: Db,
  id: number,
  options: {
    workerId: string;
    status: "pending" | "failed";
    nextAttemptAt?: Date;
    error: string;
    response?: string;
    now?: Date;
  },
): Promise<boolean> {
  const at = toIsoTimestamp(options.now ?? new Date());
  const result = await db
    .updateTable("tracking_notifications")
    .set({
      status: options.status,
      sent_at: null,
      claimed_by: null,
      claimed_until: null,
      last_error: options.error.slice(0, 500),
      smtp_response: options.response?.slice(0, 500) ?? null,
      ...(options.nextAttemptAt ? { next_attempt_at: toIsoTimestamp(options.nextAttemptAt) } : {}),
      updated_at: at,
    })
    .where("id", "=", id)
    .where("status", "=", "sent")
    .where("claimed_by", "=", options.workerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** A retryable failure before the message was handed over: pending again at `nextAttemptAt`. */
export function markRetry(
  db: Db,
  id: number,
  options: {
    workerId: string;
    nextAttemptAt: Date;
    error: string;
    response?: string;
    now?: Date;
  },
): Promise<boolean> {
  const at = toIsoTimestamp(options.now ?? new Date());
  return whileClaimed(
    db,
    id,
    options.workerId,
    {
      status: "pending",
      next_attempt_at: toIsoTimestamp(options.nextAttemptAt),
      last_error: options.error.slice(0, 500),
      ...(options.response !== undefined && { smtp_response: options.response.slice(0, 500) }),
      claimed_by: null,
      claimed_until: null,
      updated_at: at,
    },
    true,
  );
}

/** Gave up (refused for good, or out of attempts); kept for the operator. */
export function markFailed(
  db: Db,
  id: number,
  options: { workerId: string; error: string; response?: string; now?: Date },
): Promise<boolean> {
  const at = toIsoTimestamp(options.now ?? new Date());
  return whileClaimed(
    db,
    id,
    options.workerId,
    {
      status: "failed",
      last_error: options.error.slice(0, 500),
      ...(options.response !== undefined && { smtp_response: options.response.slice(0, 500) }),
      claimed_by: null,
      claimed_until: null,
      updated_at: at,
    },
    true,
  );
}

/** Not to be sent after all (its subscription was confirmed, ended or left meanwhile). */
export function markCancelled(
  db: Db,
  id: number,
  options: { workerId: string; now?: Date },
): Promise<boolean> {
  const at = toIsoTimestamp(options.now ?? new Date());
  return whileClaimed(
    db,
    id,
    options.workerId,
    { status: "cancelled", claimed_by: null, claimed_until: null, updated_at: at },
    false,
  );
}

/** An e-mail with its subscription, for the operator. */
export interface NotificationRecord {
  id: number;
  kind: "confirm" | "update";
  topic: string;
  status: TrackingNotificationStatus;
  attempts: number;
  nextAttemptAt: IsoTimestamp;
  claimedBy: string | null;
  lastError: string | null;
  smtpResponse: string | null;
  sentAt: IsoTimestamp | null;
  createdAt: IsoTimestamp;
  subscriptionId: number;
  subscriptionStatus: TrackingSubscriptionStatus;
  email: string;
  trackingNumber: string;
}

function selectNotifications(db: Db) {
  return db
    .selectFrom("tracking_notifications as n")
    .innerJoin("tracking_subscriptions as s", "s.id", "n.subscription_id")
    .innerJoin("shipments as p", "p.id", "s.shipment_id")
    .select([
      "n.id",
      "n.kind",
      "n.topic",
      "n.status",
      "n.attempts",
      "n.next_attempt_at",
      "n.claimed_by",
      "n.last_error",
      "n.smtp_response",
      "n.sent_at",
      "n.created_at",
      "s.id as subscription_id",
      "s.status as subscription_status",
      "s.email",
      "p.tracking_number",
    ]);
}

type NotificationRow = Awaited<
  ReturnType<ReturnType<typeof selectNotifications>["executeTakeFirstOrThrow"]>
>;

const toRecord = (row: NotificationRow): NotificationRecord => ({
  id: row.id,
  kind: row.kind,
  topic: row.topic,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.next_attempt_at,
  claimedBy: row.claimed_by,
  lastError: row.last_error,
  smtpResponse: row.smtp_response,
  sentAt: row.sent_at,
  createdAt: row.created_at,
  subscriptionId: row.subscription_id,
  subscriptionStatus: row.subscription_status,
  email: row.email,
  trackingNumber: row.tracking_number,
});

/** E-mails, newest first unless asked otherwise. */
export async function listNotifications(
  db: Db,
  options: {
    status?: TrackingNotificationStatus;
    limit?: number;
    order?: "asc" | "desc";
  } = {},
): Promise<NotificationRecord[]> {
  const { status, limit, order = "desc" } = options;
  let query = selectNotifications(db).orderBy("n.id", order);
  if (status !== undefined) query = query.where("n.status", "=", status);
  if (limit !== undefined) query = query.limit(limit);
  return (await query.execute()).map(toRecord);
}

export type ResendOutcome =
  | { outcome: "scheduled"; previousStatus: "pending" | "failed" }
  | { outcome: "not_found" }
  | { outcome: "not_resendable"; status: "sending" | "sent" | "cancelled" };

/**
 * Makes a failed or pending e-mail due now with a fresh attempt budget. One being sent, sent or
 * cancelled is left alone: an e-mail is never sent twice.
 */
export async function resendNotification(
  db: Db,
  id: number,
  options: { now?: Date } = {},
): Promise<ResendOutcome> {
  const at = toIsoTimestamp(options.now ?? new Date());
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom("tracking_notifications")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) return { outcome: "not_found" };
    if (row.status !== "pending" && row.status !== "failed") {
      return { outcome: "not_resendable", status: row.status };
    }
    const updated = await trx
      .updateTable("tracking_notifications")
      .set((eb) => ({
        status: "pending",
        next_attempt_at: at,
        attempts_at_retry: eb.ref("attempts"),
        updated_at: at,
      }))
      .where("id", "=", id)
      .where("status", "=", row.status)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n) return { outcome: "not_resendable", status: "sending" };
    return { outcome: "scheduled", previousStatus: row.status };
  });
}

/** resendNotification for every failed e-mail; returns how many. */
export async function resendFailedNotifications(
  db: Db,
  options: { now?: Date } = {},
): Promise<number> {
  const at = toIsoTimestamp(options.now ?? new Date());
  const updated = await db
    .updateTable("tracking_notifications")
    .set((eb) => ({
      status: "pending",
      next_attempt_at: at,
      attempts_at_retry: eb.ref("attempts"),
      updated_at: at,
    }))
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

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
  db: Db,
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

/** The outbox at a glance, for the metrics: e-mails waiting and failed, the oldest one waiting. */
export async function notificationOutboxSummary(
  db: Db,
  now: Date = new Date(),
): Promise<{ pending: number; failed: number; oldestPendingAgeSeconds: number }> {
  const rows = await db
    .selectFrom("tracking_notifications")
    .select((eb) => [
      "status",
      eb.fn.countAll<number | string | bigint>().as("count"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("status", "in", ["pending", "sending", "failed"])
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
  return {
    pending,
    failed,
    oldestPendingAgeSeconds: oldest ? Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000) : 0,
  };
}

/** A shipment's subscriptions, oldest first (tests and the operator). */
export async function subscriptionsOf(db: Db, shipmentId: number) {
  return db
    .selectFrom("tracking_subscriptions")
    .selectAll()
    .where("shipment_id", "=", shipmentId)
    .orderBy("id")
    .execute();
}

/** A subscription's link key (ADR 51), undefined once it is purged. */
export async function linkKeyOf(db: Db, subscriptionId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("tracking_subscriptions")
    .select("link_key")
    .where("id", "=", subscriptionId)
    .executeTakeFirst();
  return row?.link_key;
}

/** The shipment a subscription is about (its tracking number), undefined once purged. */
export async function parcelOfSubscription(
  db: Db,
  subscriptionId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("tracking_subscriptions as s")
    .innerJoin("shipments as p", "p.id", "s.shipment_id")
    .select("p.tracking_number")
    .where("s.id", "=", subscriptionId)
    .executeTakeFirst();
  return row?.tracking_number;
}

/** A stored shipment's id and latest status, by its canonical tracking number. */
export async function shipmentByNumber(
  db: Db,
  trackingNumber: string,
): Promise<{ id: number; status: string } | undefined> {
  return db
    .selectFrom("shipments")
    .select(["id", "status"])
    .where("tracking_number", "=", trackingNumber)
    .executeTakeFirst();
}
