import type { Kysely, Transaction } from "kysely";
import { dialectOf } from "../db/dialect.ts";
import type { Database, IsoDate, IsoTimestamp } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { NormalisedStatus } from "../../domain/tracking/status.ts";

/** One carrier event, already validated (see shipmentEventSchema in service.ts). */
export interface RecordEventInput {
  /** Canonical form (see normaliseTrackingNumber in service.ts). */
  trackingNumber: string;
  /** The carrier's name, shown as correo.nombre. */
  carrier: string;
  status: NormalisedStatus;
  /** The carrier's own code, e.g. "ENVI"; defaults to `status`. */
  carrierStatusCode?: string;
  message: string;
  /** An instant with an explicit offset; stored in the canonical UTC form. */
  occurredAt: string;
  location?: string;
  estimatedDelivery?: IsoDate;
}

export interface RecordEventResult {
  /** False when the same event (tracking number, instant, status) was already stored. */
  created: boolean;
  shipmentId: number;
  /** What onEventRecorded returned: the update e-mails it queued (ADR 49); 0 without it. */
  updatesQueued: number;
}

/** A stored event as onEventRecorded sees it, with the shipment as it was before. */
export interface RecordedEvent {
  shipmentId: number;
  /** occurredAt in the canonical UTC form. */
  event: RecordEventInput & { occurredAt: IsoTimestamp };
  /** The shipment's status and estimated delivery before this event (the event's own for a new shipment). */
  before: { status: string; estimatedDelivery: IsoDate | null };
  /** True when the event is now the shipment's latest by occurred_at, so it moved the shipment. */
  latest: boolean;
  now: Date;
}

/**
 * Called for each newly stored event inside the transaction that stored it, so what it writes
 * commits or rolls back with the event. The e-mail updates pass theirs (ADR 49, 54): the store
 * does not know of them. Returns how many e-mails it queued.
 */
export type OnEventRecorded = (
  trx: Transaction<Database>,
  recorded: RecordedEvent,
) => Promise<number>;

export interface RecordEventOptions {
  now?: Date;
  onEventRecorded?: OnEventRecorded;
}

export interface StoredShipmentEvent {
  id: number;
  /** Normalised when written by this module; read as text, as the column allows any. */
  status: string;
  carrierStatusCode: string;
  message: string;
  location: string | null;
  occurredAt: IsoTimestamp;
}

export interface StoredShipment {
  id: number;
  trackingNumber: string;
  carrierName: string;
  /** The status of the latest event by occurred_at. */
  status: string;
  estimatedDelivery: IsoDate | null;
  createdAt: IsoTimestamp;
  updatedAt: IsoTimestamp;
  /** Oldest first (occurred_at, then arrival). */
  events: StoredShipmentEvent[];
}

/**
 * The most events one shipment keeps, and the most a lookup reads: a carrier's feed gone wrong
 * (10,000 events) made each answer megabytes and near a second of CPU. Past it, the oldest events
 * but the first are dropped, so the latest state is always kept.
 */
export const MAX_EVENTS_PER_SHIPMENT = 200;

async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  // Callers that already hold a transaction (the demo seed) run inside it.
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}

/**
 * Stores one event, creating the shipment on its first one. Idempotent: an event with the same
 * tracking number, instant and status is not stored twice (`created: false`).
 *
 * The shipment's status, carrier and estimated delivery follow the latest event by occurred_at,
 * not the latest to arrive: a late, older event is stored in the history without moving the
 * shipment back. Safe under concurrency: the shipment row is created with "on conflict do
 * nothing" then read, and on PostgreSQL locked (for update) for the rest of the transaction, so
 * two events of one shipment are applied one after the other; SQLite serialises writers anyway.
 */
export async function recordEvent(
  db: Kysely<Database>,
  input: RecordEventInput,
  options: RecordEventOptions = {},
): Promise<RecordEventResult> {
  const now = toIsoTimestamp(options.now ?? new Date());
  const occurredAt = toIsoTimestamp(input.occurredAt);
  const lockRows = dialectOf(db) === "postgres";

  return inTransaction(db, async (trx) => {
    await trx
      .insertInto("shipments")
      .values({
        tracking_number: input.trackingNumber,
        carrier_name: input.carrier,
        status: input.status,
        estimated_delivery: input.estimatedDelivery ?? null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column("tracking_number").doNothing())
      .execute();

    let shipmentQuery = trx
      .selectFrom("shipments")
      .select(["id", "status", "estimated_delivery"])
      .where("tracking_number", "=", input.trackingNumber);
    if (lockRows) shipmentQuery = shipmentQuery.forUpdate();
    const {
      id: shipmentId,
      status: statusBefore,
      estimated_delivery: estimateBefore,
    } = await shipmentQuery.executeTakeFirstOrThrow();

    const inserted = await trx
      .insertInto("shipment_events")
      .values({
        shipment_id: shipmentId,
        status: input.status,
        carrier_status_code: input.carrierStatusCode ?? input.status,
        message: input.message,
        location: input.location ?? null,
        occurred_at: occurredAt,
        created_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(["shipment_id", "occurred_at", "status"]).doNothing(),
      )
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return { created: false, shipmentId, updatesQueued: 0 };

    const { count } = await trx
      .selectFrom("shipment_events")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("shipment_id", "=", shipmentId)
      .executeTakeFirstOrThrow();
    const excess = Number(count) - MAX_EVENTS_PER_SHIPMENT;
    if (excess > 0) {
      const dropped = await trx
        .selectFrom("shipment_events")
        .select("id")
        .where("shipment_id", "=", shipmentId)
        .orderBy("occurred_at", "asc")
        .orderBy("id", "asc")
        .offset(1)
        .limit(excess)
        .execute();
      await trx
        .deleteFrom("shipment_events")
        .where(
          "id",
          "in",
          dropped.map((row) => row.id),
        )
        .execute();
    }

    const latest = await trx
      .selectFrom("shipment_events")
      .select("id")
      .where("shipment_id", "=", shipmentId)
      .orderBy("occurred_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();

    await trx
      .updateTable("shipments")
      .set(
        latest.id === inserted.id
          ? {
              status: input.status,
              carrier_name: input.carrier,
              ...(input.estimatedDelivery ? { estimated_delivery: input.estimatedDelivery } : {}),
              updated_at: now,
            }
          : { updated_at: now },
      )
      .where("id", "=", shipmentId)
      .execute();

    const updatesQueued = options.onEventRecorded
      ? await options.onEventRecorded(trx, {
          shipmentId,
          event: { ...input, occurredAt },
          before: { status: statusBefore, estimatedDelivery: estimateBefore },
          latest: latest.id === inserted.id,
          now: new Date(now),
        })
      : 0;
    return { created: true, shipmentId, updatesQueued };
  });
}

/**
 * The shipment with its events oldest first (the latest MAX_EVENTS_PER_SHIPMENT at most);
 * undefined when the number is unknown.
 */
export async function findShipment(
  db: Kysely<Database>,
  trackingNumber: string,
): Promise<StoredShipment | undefined> {
  // Two small indexed queries: on SQLite they prepare and run faster than one join (measured).
  const shipment = await db
    .selectFrom("shipments")
    .selectAll()
    .where("tracking_number", "=", trackingNumber)
    .executeTakeFirst();
  if (!shipment) return undefined;
  const latest = await db
    .selectFrom("shipment_events")
    .select(["id", "status", "carrier_status_code", "message", "location", "occurred_at"])
    .where("shipment_id", "=", shipment.id)
    .orderBy("occurred_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_EVENTS_PER_SHIPMENT)
    .execute();
  const events = latest.reverse();
  return {
    id: shipment.id,
    trackingNumber: shipment.tracking_number,
    carrierName: shipment.carrier_name,
    status: shipment.status,
    estimatedDelivery: shipment.estimated_delivery,
    createdAt: shipment.created_at,
    updatedAt: shipment.updated_at,
    events: events.map((event) => ({
      id: event.id,
      status: event.status,
      carrierStatusCode: event.carrier_status_code,
      message: event.message,
      location: event.location,
      occurredAt: event.occurred_at,
    })),
  };
}

/** How many shipments are stored (the demo seed only runs on an empty table). */
export async function countShipments(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("shipments")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
