import type { Kysely } from "kysely";
import { autoIncrementPrimaryKey, isoDate, isoTimestamp } from "./helpers.ts";

// Portable on purpose: only text and integer columns, timestamps as canonical ISO-8601 UTC text
// (see IsoTimestamp in ../schema.ts). The id column is the one place where the dialects differ.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("shipments")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("tracking_number", "text", (column) => column.notNull().unique())
    .addColumn("carrier_name", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("estimated_delivery", "text", isoDate("estimated_delivery"))
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .addColumn("updated_at", "text", isoTimestamp("updated_at"))
    .execute();

  // No separate index on (shipment_id, occurred_at): the unique key's index starts with those two
  // columns, so it already serves "events of a shipment in time order" on both databases.
  await db.schema
    .createTable("shipment_events")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("shipment_id", "integer", (column) =>
      column.notNull().references("shipments.id").onDelete("cascade"),
    )
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("carrier_status_code", "text", (column) => column.notNull())
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("location", "text")
    .addColumn("occurred_at", "text", isoTimestamp("occurred_at"))
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .addUniqueConstraint("shipment_events_shipment_id_occurred_at_status_key", [
      "shipment_id",
      "occurred_at",
      "status",
    ])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shipment_events").execute();
  await db.schema.dropTable("shipments").execute();
}
