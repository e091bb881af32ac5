import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "../migrate.ts";
import { openTestDatabase, type TestDatabase } from "../test-database.ts";
import { toIsoTimestamp } from "../timestamps.ts";
import { migrations } from "./index.ts";

let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
});
afterEach(async () => {
  await database?.close();
});

/** Takes the database back to just before the link keys. */
async function migrateToBeforeLinkKeys() {
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: database.env.DATABASE_SCHEMA || undefined,
  });
  const { error } = await migrator.migrateTo("0005_tracking_updates");
  if (error) throw error;
}

describe("migration 0006: a link key for every subscription (ADR 51)", () => {
  it("gives each subscription stored before it a random key of its own", async () => {
    await migrateToBeforeLinkKeys();
    const at = toIsoTimestamp();
    // The tables as they were before this migration, not as the schema types say now.
    const db = database.db as unknown as Kysely<any>;
    const { id: shipmentId } = await db
      .insertInto("shipments")
      .values({
        tracking_number: "AND-OLD-1",
        carrier_name: "Estafeta",
        status: "in_transit",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const email of ["a@example.com", "b@example.com"]) {
      await db
        .insertInto("tracking_subscriptions")
        .values({
          shipment_id: shipmentId,
          email,
          status: "confirmed",
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await migrateToLatest(database.db);
    const keys = await database.db
      .selectFrom("tracking_subscriptions")
      .select("link_key")
      .execute();
    expect(keys).toHaveLength(2);
    for (const { link_key } of keys) expect(link_key).toMatch(/^[\w-]{22}$/);
    expect(keys[0]!.link_key).not.toBe(keys[1]!.link_key);
  });
});
