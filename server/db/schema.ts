import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * A UTC instant as produced by `Date.prototype.toISOString()`: `2025-03-01T14:05:00.000Z`.
 *
 * Timestamps are stored as this exact text on both SQLite and PostgreSQL: fixed width, so text
 * order is time order, and one canonical spelling per instant, so the unique key on
 * shipment_events really deduplicates. The migration rejects any other shape. Build values with
 * `toIsoTimestamp()` from ./timestamps.ts.
 */
export type IsoTimestamp = string;

/** A calendar date `YYYY-MM-DD`, with no time zone attached. */
export type IsoDate = string;

/** Written once on insert, never updated. */
type Immutable<T> = ColumnType<T, T, never>;

export interface ShipmentsTable {
  id: Generated<number>;
  tracking_number: string;
  carrier_name: string;
  /** Normalised status such as "in_transit" or "delivered". */
  status: string;
  estimated_delivery: IsoDate | null;
  created_at: Immutable<IsoTimestamp>;
  updated_at: IsoTimestamp;
}

export interface ShipmentEventsTable {
  id: Generated<number>;
  shipment_id: Immutable<number>;
  /** Normalised status such as "in_transit" or "delivered". */
  status: string;
  /** The carrier's own code for the event, e.g. "ENVI". */
  carrier_status_code: string;
  message: string;
  location: string | null;
  occurred_at: IsoTimestamp;
  created_at: Immutable<IsoTimestamp>;
}

export interface Database {
  shipments: ShipmentsTable;
  shipment_events: ShipmentEventsTable;
}

export type Shipment = Selectable<ShipmentsTable>;
export type NewShipment = Insertable<ShipmentsTable>;
export type ShipmentUpdate = Updateable<ShipmentsTable>;

export type ShipmentEvent = Selectable<ShipmentEventsTable>;
export type NewShipmentEvent = Insertable<ShipmentEventsTable>;
