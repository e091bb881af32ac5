import type { Kysely } from "kysely";
import type {
  Database,
  IsoTimestamp,
  TrackingNotificationStatus,
  TrackingSubscriptionStatus,
} from "../db/schema.ts";
import { defineOutbox, type Claim } from "../outbox/outbox.ts";
import type { IsoDate } from "../../domain/tracking/dates.ts";
import type { UpdateEvent } from "../../domain/tracking/updates.ts";

// The e-mails' outbox (ADR 49, 54): tracking_notifications, one row per e-mail, sent at most
// once. What queues them: subscriptions.ts (confirmations) and stage-updates.ts (updates).

type Db = Kysely<Database>;

export type { TrackingNotificationStatus };

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

/** An e-mail a worker now holds ("sending") until `claimedUntil`, with what it needs to send it. */
export interface ClaimedNotification extends Claim {
  kind: "confirm" | "update";
  topic: string;
  subscriptionId: number;
  subscriptionStatus: TrackingSubscriptionStatus;
  /** The subscription's link key, which its e-mail's links are signed over. */
  linkKey: string;
  email: string;
  trackingNumber: string;
  payload: ConfirmPayload | UpdatePayload;
}

/** E-mails (n) with their subscription (s) and its parcel (p). */
function withSubscriptions(db: Db) {
  return db
    .selectFrom("tracking_notifications as n")
    .innerJoin("tracking_subscriptions as s", "s.id", "n.subscription_id")
    .innerJoin("shipments as p", "p.id", "s.shipment_id");
}

/** Why an e-mail cut at the commit point has no SMTP answer, as its last error says it. */
export const CUT_SEND_ERROR =
  "outcome unknown: recorded as sent, and its worker ended before the SMTP server's answer to the final dot was recorded; it may not have arrived (not sent again)";

/**
 * The outbox of tracking e-mails: "sent" is recorded right before the message's final dot (the
 * commit point, ADR 49), so an e-mail is never sent twice, whichever instance or restart holds it.
 */
export const mailOutbox = defineOutbox<Database, TrackingNotificationStatus, ClaimedNotification>({
  name: "mail",
  table: "tracking_notifications",
  key: "id",
  keyLogField: "notificationId",
  held: "sending",
  done: "sent",
  doneAtColumn: "sent_at",
  responseColumn: "smtp_response",
  maxResponseChars: 500,
  promise: "at-most-once",
  async load(db, claims) {
    if (claims.length === 0) return [];
    const rows = await withSubscriptions(db)
      .select([
        "n.id",
        "n.kind",
        "n.topic",
        "n.payload",
        "s.id as subscription_id",
        "s.status as subscription_status",
        "s.link_key",
        "s.email",
        "p.tracking_number",
      ])
      .where(
        "n.id",
        "in",
        claims.map((claim) => claim.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return claims.flatMap((claim) => {
      const row = byId.get(claim.id);
      // Deleted with its subscription since the claim: nothing left to send.
      if (!row) return [];
      return [
        {
          ...claim,
          kind: row.kind,
          topic: row.topic,
          subscriptionId: row.subscription_id,
          subscriptionStatus: row.subscription_status,
          linkKey: row.link_key,
          email: row.email,
          trackingNumber: row.tracking_number,
          payload: JSON.parse(row.payload) as ConfirmPayload | UpdatePayload,
        },
      ];
    });
  },
});

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
  return withSubscriptions(db).select([
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
