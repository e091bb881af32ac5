import { sql } from "kysely";
import type { Kysely } from "kysely";
import { isoTimestamp } from "./helpers.ts";

// Shared rate-limit counters (RATE_LIMIT_STORE=database, see server/http/database-rate-limit-store.ts):
// one row per key (scope and client address) and fixed window, incremented with an upsert. Rows
// are useless once their window has ended (expires_at) and are purged by it, so the table holds
// about one row per client seen in the current windows. Portable like the others: text, integer.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "text", (column) => column.notNull())
    .addColumn("window_start", "text", isoTimestamp("window_start"))
    .addColumn("expires_at", "text", isoTimestamp("expires_at"))
    .addColumn("hits", "integer", (column) => column.notNull().check(sql`hits >= 1`))
    .addPrimaryKeyConstraint("rate_limit_windows_pkey", ["key", "window_start"])
    .execute();

  await db.schema
    .createIndex("rate_limit_windows_expires_at_idx")
    .on("rate_limit_windows")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit_windows").execute();
}
