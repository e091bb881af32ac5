import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

/** 128 random bits in base64url, as server/tracking-updates/links.ts makes them. */
const newLinkKey = (): string => randomBytes(16).toString("base64url");

// Each e-mail updates subscription gets a random key of its own, which its confirmation and
// unsubscribe links are signed over (ADR 51): a link then names one subscription that no restore,
// purge or other market's database can ever give its id again. The column is added with an empty
// default (SQLite adds a NOT NULL column only with a constant default) and every existing row gets
// a key here, so the next e-mail to it carries a link that works; links sent before this change
// were signed over the id alone and no longer verify.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("tracking_subscriptions")
    .addColumn("link_key", "text", (column) => column.notNull().defaultTo(""))
    .execute();
  const rows = await db.selectFrom("tracking_subscriptions").select("id").execute();
  for (const { id } of rows as { id: number }[]) {
    await db
      .updateTable("tracking_subscriptions")
      .set({ link_key: newLinkKey() })
      .where("id", "=", id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tracking_subscriptions").dropColumn("link_key").execute();
}
