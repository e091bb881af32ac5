import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import { normaliseStatus } from "../../domain/tracking/status.ts";
import { isClosingTopic, updateTopicOf, type UpdateTopic } from "../../domain/tracking/updates.ts";
import type { OnEventRecorded } from "../tracking/repository.ts";
import type { UpdatePayload } from "./mail-outbox.ts";
import { ACTIVE } from "./subscriptions.ts";

type Db = Kysely<Database>;

/**
 * Queues an update e-mail about `topic` for each confirmed subscription of the shipment, within
 * the caller's transaction (the one that stored the event). A subscription that was already told
 * of this topic gets nothing (unique per subscription and topic). When the topic closes the parcel
 * (delivered, returned), every subscription ends with it: the confirmed ones after this last
 * e-mail, the pending ones without their confirmation. Returns how many e-mails were queued.
 */
async function queueStageUpdates(
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

/**
 * The tracking store's onEventRecorded hook (composed in server/start-site.ts and the import
 * command): an event that moves the parcel to another topic (a stage, or off its way) queues an
 * e-mail for each confirmed subscriber, in the event's transaction; a late event, or one on the
 * same topic, queues none.
 */
export const queueUpdatesOnEvent: OnEventRecorded = async (
  trx,
  { shipmentId, event, before, latest, now },
) => {
  const topic = updateTopicOf(event.status);
  const statusBefore = normaliseStatus(before.status);
  if (!latest || (statusBefore && updateTopicOf(statusBefore) === topic)) return 0;
  return queueStageUpdates(trx, {
    shipmentId,
    topic,
    payload: {
      event: {
        status: event.status,
        occurredAt: event.occurredAt,
        ...(event.location ? { location: event.location } : {}),
        message: event.message,
        carrier: event.carrier,
      },
      estimatedDelivery: event.estimatedDelivery ?? before.estimatedDelivery,
    },
    now,
  });
};
