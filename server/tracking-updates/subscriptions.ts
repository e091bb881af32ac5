import type { Kysely } from "kysely";
import { dialectOf } from "../db/dialect.ts";
import { isUniqueViolation } from "../db/errors.ts";
import type { Database, TrackingSubscriptionStatus } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import { inTransaction } from "../db/transaction.ts";
import { newLinkKey } from "./links.ts";
import type { ConfirmPayload } from "./mail-outbox.ts";

// The recipients' subscriptions to a parcel's e-mail updates (ADR 49). Every write that decides
// whether an e-mail goes out happens in one transaction with what caused it: a subscription and
// its confirmation e-mail, a confirmation or an unsubscription and the e-mails it cancels.

type Db = Kysely<Database>;

export type { TrackingSubscriptionStatus };

/** The statuses of a subscription that still gets e-mails (or waits for its confirmation). */
export const ACTIVE: TrackingSubscriptionStatus[] = ["pending", "confirmed"];

export type SubscribeOutcome =
  /** Stored (or already there); `queued` when a confirmation e-mail was queued. */
  | { outcome: "accepted"; subscriptionId: number; queued: boolean }
  /** The parcel already has as many subscriptions as it takes. */
  | { outcome: "full" };

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
