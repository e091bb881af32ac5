import type { Kysely } from "kysely";
import { isoTimestamp } from "./helpers.ts";

// One row per accepted ALTCHA solution, so each solved challenge is accepted only once. The id is
// a hash of the challenge's signature; rows are useless once the challenge has expired and are
// purged by expires_at (see server/captcha/altcha.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("captcha_redemptions")
    .addColumn("id", "text", (column) => column.notNull().primaryKey())
    .addColumn("expires_at", "text", isoTimestamp("expires_at"))
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .execute();

  await db.schema
    .createIndex("captcha_redemptions_expires_at_idx")
    .on("captcha_redemptions")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("captcha_redemptions").execute();
}
