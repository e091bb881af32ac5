import { sql } from "kysely";
import type { Kysely } from "kysely";
import {
  autoIncrementPrimaryKey,
  isoTimestamp,
  optionalIsoTimestamp,
  outboxAttemptColumns,
} from "./helpers.ts";

// E-mail updates for a parcel's recipients (ADR 49), portable like the others (text, integer, ISO
// text timestamps). A subscription names its shipment and address; its e-mails are an outbox
// like the leads' (0002), whose rows are created in the transaction that stores the event or the
// subscription. The purge deletes a subscription some days after it ends, and its e-mails with it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("tracking_subscriptions")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("shipment_id", "integer", (column) =>
      column.notNull().references("shipments.id").onDelete("cascade"),
    )
    // Lower case, as the form's schema leaves it.
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status in ('pending', 'confirmed', 'ended', 'unsubscribed')`),
    )
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .addColumn("confirmed_at", "text", optionalIsoTimestamp("confirmed_at"))
    // When the parcel closed (delivered, returned) or the recipient left: the purge counts from it.
    .addColumn("ended_at", "text", optionalIsoTimestamp("ended_at"))
    .addColumn("updated_at", "text", isoTimestamp("updated_at"))
    .addCheckConstraint(
      "tracking_subscriptions_ended_check",
      sql`(status in ('ended', 'unsubscribed')) = (ended_at is not null)`,
    )
    .execute();

  // At most one pending or confirmed subscription of an address per parcel; ended ones stay apart
  // until they are purged.
  await db.schema
    .createIndex("tracking_subscriptions_active_key")
    .on("tracking_subscriptions")
    .columns(["shipment_id", "email"])
    .unique()
    .where(sql.ref("status"), "in", sql`('pending', 'confirmed')`)
    .execute();
  await db.schema
    .createIndex("tracking_subscriptions_ended_at_idx")
    .on("tracking_subscriptions")
    .column("ended_at")
    .execute();

  await db.schema
    .createTable("tracking_notifications")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("subscription_id", "integer", (column) =>
      column.notNull().references("tracking_subscriptions.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (column) =>
      column.notNull().check(sql`kind in ('confirm', 'update')`),
    )
    // An update's topic (domain/tracking/updates.ts), or `confirm:<time>` for a confirmation:
    // unique per subscription, so an ingested stage is e-mailed once however often it arrives.
    .addColumn("topic", "text", (column) => column.notNull())
    // What the e-mail says, as it was when it was queued (JSON of the event and the estimate).
    .addColumn("payload", "text", (column) => column.notNull().check(sql`payload like '{%}'`))
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed', 'cancelled')`),
    )
    // claimed_by: the worker holding the row while it is "sending", then the one that handed it
    // over ("sent").
    .$call(outboxAttemptColumns)
    .addColumn("smtp_response", "text")
    .addColumn("sent_at", "text", optionalIsoTimestamp("sent_at"))
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .addColumn("updated_at", "text", isoTimestamp("updated_at"))
    .addUniqueConstraint("tracking_notifications_subscription_id_topic_key", [
      "subscription_id",
      "topic",
    ])
    .addCheckConstraint(
      "tracking_notifications_claim_check",
      sql`(status <> 'sending') or (claimed_by is not null and claimed_until is not null)`,
    )
    .execute();

  // The worker's "due" query and the operator's listing by status.
  await db.schema
    .createIndex("tracking_notifications_status_next_attempt_at_idx")
    .on("tracking_notifications")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("tracking_notifications").execute();
  await db.schema.dropTable("tracking_subscriptions").execute();
}
