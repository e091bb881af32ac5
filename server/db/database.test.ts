import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";
import type { AppDatabase } from "./database.ts";
import type { DialectName } from "./dialect.ts";
import { isUniqueViolation } from "./errors.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";
import type { NewShipmentEvent } from "./schema.ts";
import { openTestDatabase, postgresTestUrl } from "./test-database.ts";
import { toIsoTimestamp } from "./timestamps.ts";

const pgUrl = await postgresTestUrl();

/** The same migrations and queries, run unchanged against each dialect. */
function databaseSuite(kind: DialectName) {
  let app: AppDatabase;
  let shipmentCount = 0;

  beforeAll(async () => {
    app = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await app?.close();
  });

  async function insertShipment(): Promise<number> {
    const now = toIsoTimestamp();
    shipmentCount += 1;
    const { id } = await app.db
      .insertInto("shipments")
      .values({
        tracking_number: `AND-${kind}-${shipmentCount}`,
        carrier_name: "Estafeta",
        status: "in_transit",
        estimated_delivery: "2025-03-04",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  }

  function shipmentEvent(shipmentId: number, occurredAt: string, status: string): NewShipmentEvent {
    return {
      shipment_id: shipmentId,
      status,
      carrier_status_code: status === "delivered" ? "ENTR" : "ENVI",
      message: `Status ${status}`,
      location: status === "delivered" ? null : "Monterrey, NL",
      occurred_at: toIsoTimestamp(occurredAt),
      created_at: toIsoTimestamp(),
    };
  }

  function eventsOf(shipmentId: number) {
    return app.db
      .selectFrom("shipment_events")
      .selectAll()
      .where("shipment_id", "=", shipmentId)
      .orderBy("occurred_at")
      .execute();
  }

  it("reports its dialect and answers ping()", async () => {
    expect(app.dialect).toBe(kind);
    await expect(app.ping()).resolves.toBeUndefined();
  });

  // SQLite only (PostgreSQL has neither pragma): declared only for SQLite rather than skipped.
  if (kind === "sqlite") {
    it("uses WAL mode with foreign keys enforced", async () => {
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
        app.db,
      );
      const { rows: foreignKeys } = await sql<{
        foreign_keys: number;
      }>`pragma foreign_keys`.execute(app.db);
      expect(journal[0]?.journal_mode).toBe("wal");
      expect(foreignKeys[0]?.foreign_keys).toBe(1);
    });
  }

  it("treats migrating an up-to-date database as a no-op", async () => {
    await migrateToLatest(app.db);
    await migrateToLatest(app.db);
    const applied = await app.db
      .withTables<{ kysely_migration: { name: string } }>()
      .selectFrom("kysely_migration")
      .select("name")
      .orderBy("name")
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it("returns a shipment's events in time order, whatever the insertion order", async () => {
    const shipmentId = await insertShipment();
    await app.db
      .insertInto("shipment_events")
      .values([
        shipmentEvent(shipmentId, "2025-03-03T09:15:00-06:00", "delivered"),
        shipmentEvent(shipmentId, "2025-03-01T08:00:00Z", "in_transit"),
        shipmentEvent(shipmentId, "2025-03-02T23:30:00-06:00", "out_for_delivery"),
      ])
      .execute();

    const events = await eventsOf(shipmentId);

    expect(events.map((event) => [event.occurred_at, event.status])).toEqual([
      ["2025-03-01T08:00:00.000Z", "in_transit"],
      ["2025-03-03T05:30:00.000Z", "out_for_delivery"],
      ["2025-03-03T15:15:00.000Z", "delivered"],
    ]);
    expect(events[2]).toEqual({
      id: expect.any(Number),
      shipment_id: shipmentId,
      status: "delivered",
      carrier_status_code: "ENTR",
      message: "Status delivered",
      location: null,
      occurred_at: "2025-03-03T15:15:00.000Z",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("rejects a duplicate event, and onConflict().doNothing() skips it", async () => {
    const shipmentId = await insertShipment();
    const event = shipmentEvent(shipmentId, "2025-03-01T08:00:00Z", "in_transit");
    await app.db.insertInto("shipment_events").values(event).execute();

    const duplicate = app.db.insertInto("shipment_events").values(event).execute();
    const error: unknown = await duplicate.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(isUniqueViolation(error)).toBe(true);

    const skipped = await app.db
      .insertInto("shipment_events")
      .values({ ...event, message: "Same event, fetched again" })
      .onConflict((conflict) =>
        conflict.columns(["shipment_id", "occurred_at", "status"]).doNothing(),
      )
      .executeTakeFirstOrThrow();
    expect(skipped.numInsertedOrUpdatedRows).toBe(0n);

    const events = await eventsOf(shipmentId);
    expect(events.map((stored) => stored.message)).toEqual(["Status in_transit"]);
  });

  it("accepts the same instant again under another status", async () => {
    const shipmentId = await insertShipment();
    await app.db
      .insertInto("shipment_events")
      .values([
        shipmentEvent(shipmentId, "2025-03-01T08:00:00Z", "in_transit"),
        shipmentEvent(shipmentId, "2025-03-01T08:00:00Z", "exception"),
      ])
      .execute();
    expect(await eventsOf(shipmentId)).toHaveLength(2);
  });

  it("rejects a second shipment with the same tracking number", async () => {
    const shipmentId = await insertShipment();
    const { tracking_number } = await app.db
      .selectFrom("shipments")
      .select("tracking_number")
      .where("id", "=", shipmentId)
      .executeTakeFirstOrThrow();
    const now = toIsoTimestamp();
    const duplicate = app.db
      .insertInto("shipments")
      .values({
        tracking_number,
        carrier_name: "DHL",
        status: "created",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const error: unknown = await duplicate.then(
      () => undefined,
      (rejection: unknown) => rejection,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("rejects timestamps that are not canonical ISO-8601 UTC text", async () => {
    const shipmentId = await insertShipment();
    const sloppy = {
      ...shipmentEvent(shipmentId, "2025-03-01T08:00:00Z", "in_transit"),
      occurred_at: "2025-03-01 08:00:00",
    };
    await expect(app.db.insertInto("shipment_events").values(sloppy).execute()).rejects.toThrow();
  });

  it("deletes a shipment's events together with the shipment", async () => {
    const shipmentId = await insertShipment();
    await app.db
      .insertInto("shipment_events")
      .values([
        shipmentEvent(shipmentId, "2025-03-01T08:00:00Z", "in_transit"),
        shipmentEvent(shipmentId, "2025-03-02T08:00:00Z", "delivered"),
      ])
      .execute();

    await app.db.deleteFrom("shipments").where("id", "=", shipmentId).execute();

    expect(await eventsOf(shipmentId)).toEqual([]);
  });

  it("rejects an event for a shipment that does not exist", async () => {
    const event = shipmentEvent(987_654, "2025-03-01T08:00:00Z", "in_transit");
    await expect(app.db.insertInto("shipment_events").values(event).execute()).rejects.toThrow();
  });

  it("returns counts as numbers", async () => {
    const shipmentId = await insertShipment();
    await app.db
      .insertInto("shipment_events")
      .values(shipmentEvent(shipmentId, "2025-03-01T08:00:00Z", "in_transit"))
      .execute();
    const { count } = await app.db
      .selectFrom("shipment_events")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("shipment_id", "=", shipmentId)
      .executeTakeFirstOrThrow();
    expect(count).toBe(1);
  });
}

describe("database on SQLite", () => {
  databaseSuite("sqlite");

  describe("openDatabase()", () => {
    let directory: string;

    beforeAll(async () => {
      directory = await mkdtemp(join(tmpdir(), "anden-db-open-"));
    });

    afterAll(async () => {
      await rm(directory, { recursive: true, force: true });
    });

    it("resolves a relative file: path against the working directory and creates its folder", async () => {
      const filename = join(directory, "nested", "data", "app.sqlite");
      const app = await openDatabase(`file:${relative(process.cwd(), filename)}`);
      try {
        await app.ping();
        expect(existsSync(filename)).toBe(true);
      } finally {
        await app.close();
      }
    });

    it("opens a private in-memory database for file::memory:", async () => {
      const app = await openDatabase("file::memory:");
      try {
        await migrateToLatest(app.db);
        expect(await app.db.selectFrom("shipments").selectAll().execute()).toEqual([]);
      } finally {
        await app.close();
      }
      expect(existsSync(":memory:")).toBe(false);
    });

    it("can be closed twice, even when never used", async () => {
      const app = await openDatabase("file::memory:");
      await app.close();
      await expect(app.close()).resolves.toBeUndefined();
    });

    it("rejects URLs it does not support", async () => {
      await expect(openDatabase("mysql://root:secret@localhost/app")).rejects.toThrow(
        'Unsupported database URL "mysql://root:***@localhost/app"',
      );
    });
  });
});

describe.skipIf(!pgUrl)("database on PostgreSQL", () => {
  databaseSuite("postgres");

  describe("several instances starting at once with DATABASE_SCHEMA", () => {
    const schema = `test_${randomBytes(6).toString("hex")}`;
    const instances: AppDatabase[] = [];

    afterAll(async () => {
      const admin = await openDatabase(pgUrl!);
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      } finally {
        await admin.close();
        await Promise.all(instances.map((instance) => instance.close()));
      }
    });

    it("create the missing schema and apply each migration once, into it", async () => {
      for (let i = 0; i < 4; i += 1) {
        instances.push(await openDatabase(pgUrl!, { postgresSchema: schema }));
      }
      await Promise.all(instances.map((instance) => migrateToLatest(instance.db, { schema })));

      const { rows: applied } = await sql<{ name: string }>`
        select name from ${sql.id(schema, "kysely_migration")} order by name
      `.execute(instances[0]!.db);
      expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
      const { rows: tables } = await sql<{ table_schema: string }>`
        select table_schema from information_schema.tables where table_name = 'leads'
          and table_schema = ${schema}
      `.execute(instances[0]!.db);
      expect(tables).toHaveLength(1);
      // Every instance's unqualified names resolve to the new schema.
      for (const instance of instances) {
        expect(await instance.db.selectFrom("leads").selectAll().execute()).toEqual([]);
      }
    });
  });

  describe("value parsing", () => {
    let app: AppDatabase;

    beforeAll(async () => {
      app = await openTestDatabase("postgres");
    });

    afterAll(async () => {
      await app?.close();
    });

    it("returns bigint as number, timestamps as ISO-8601 UTC text and dates as text", async () => {
      const { rows } = await sql<Record<string, unknown>>`
        select
          cast(9007199254740991 as bigint) as big,
          cast('2025-03-01 08:00:00.123456-06' as timestamptz) as with_zone,
          cast('2025-03-01 08:00:00.5' as timestamp) as without_zone,
          cast('infinity' as timestamptz) as endless,
          cast('2025-03-04' as date) as day
      `.execute(app.db);
      expect(rows[0]).toEqual({
        big: 9007199254740991,
        with_zone: "2025-03-01T14:00:00.123Z",
        without_zone: "2025-03-01T08:00:00.500Z",
        endless: "infinity",
        day: "2025-03-04",
      });
    });

    it("keeps each test database in its own schema", async () => {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        app.db,
      );
      expect(rows[0]?.schema).toMatch(/^test_[0-9a-f]{12}$/);
    });
  });
});
