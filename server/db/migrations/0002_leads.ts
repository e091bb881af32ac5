import { sql } from "kysely";
import type { ColumnDefinitionBuilder, Kysely } from "kysely";
import {
  autoIncrementPrimaryKey,
  isoTimestamp,
  optionalIsoTimestamp,
  outboxAttemptColumns,
} from "./helpers.ts";

const notNull = (column: ColumnDefinitionBuilder) => column.notNull();

// Contact leads and their CRM outbox, portable like 0001 (text, integer, ISO text timestamps).
// A lead and its delivery row are written in one transaction; leads are never deleted, so the
// foreign key has no cascade and a delivery can never outlive (or lose) its lead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("market", "text", notNull)
    .addColumn("name", "text", notNull)
    .addColumn("last_name", "text", notNull)
    .addColumn("email", "text", notNull)
    .addColumn("phone_number", "text", notNull)
    .addColumn("company_name", "text", notNull)
    // JSON array of strings, e.g. ["ecommerce","marketplace"].
    .addColumn("company_types", "text", (column) =>
      column.notNull().check(sql`company_types like '[%]'`),
    )
    .addColumn("estimated_shipments", "text", notNull)
    .addColumn("origin", "text", notNull)
    .addColumn("message", "text", notNull)
    .addColumn("page_uri", "text")
    .addColumn("page_name", "text")
    .addColumn("hutk", "text")
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .execute();

  await db.schema
    .createTable("lead_deliveries")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("lead_id", "integer", (column) => column.notNull().unique().references("leads.id"))
    .addColumn("status", "text", (column) =>
      column.notNull().check(sql`status in ('pending', 'delivering', 'delivered', 'failed')`),
    )
    .$call(outboxAttemptColumns)
    .addColumn("crm_response", "text")
    .addColumn("delivered_at", "text", optionalIsoTimestamp("delivered_at"))
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .addColumn("updated_at", "text", isoTimestamp("updated_at"))
    // A row being delivered always names its worker and lease; no other row holds a claim.
    .addCheckConstraint(
      "lead_deliveries_claim_check",
      sql`(status = 'delivering') = (claimed_by is not null and claimed_until is not null)`,
    )
    .execute();

  // Serves the worker's "due" query (status = 'pending' and next_attempt_at <= now; status =
  // 'delivering' for expired leases) and the operator's listing by status.
  await db.schema
    .createIndex("lead_deliveries_status_next_attempt_at_idx")
    .on("lead_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_deliveries").execute();
  await db.schema.dropTable("leads").execute();
}
