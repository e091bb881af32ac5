import { sql } from "kysely";
import type { Kysely } from "kysely";

// When a send's outcome became unknown (ADR 51): its worker's process ended between the outbox's
// commit point and the other side's answer. A lead whose delivery was cut is sent again (HubSpot
// may get it twice); an e-mail recorded as sent stays sent (it may never have arrived). Nullable,
// so existing rows need nothing; an ISO timestamp when set, like the other instants.
const TABLES = ["lead_deliveries", "tracking_notifications"] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn("outcome_unknown_at", "text", (column) =>
        column.check(sql`outcome_unknown_at like '____-__-__T__:__:__.___Z'`),
      )
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("outcome_unknown_at").execute();
  }
}
