import type { Kysely } from "kysely";
import type { Database, OutboxColumns } from "../db/schema.ts";
import { autoIncrementPrimaryKey, isoTimestamp } from "../db/migrations/helpers.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import { defineOutbox, type Claim, type OutboxPromise } from "./outbox.ts";

// An outbox table of the tests' own, so the outbox is tested apart from the features using it.

export type TestStatus = "pending" | "held" | "done" | "failed" | "cancelled";

interface TestOutboxTable extends OutboxColumns<TestStatus> {
  item_id: number;
  answer: string | null;
  done_at: string | null;
}

// A type, not an interface: Kysely's withTables wants an index signature's shape.
export type TestOutboxDatabase = { test_outbox: TestOutboxTable };

export type TestDb = Kysely<TestOutboxDatabase>;

/** A claim of the test outbox, with the item's id as the item. */
export interface TestItem extends Claim {
  itemId: number;
}

/** Creates test_outbox in `db` and returns the database typed with it. */
export async function withTestOutbox(db: Kysely<Database>): Promise<TestDb> {
  await db.schema
    .createTable("test_outbox")
    .addColumn("id", "integer", autoIncrementPrimaryKey(db))
    .addColumn("item_id", "integer", (column) => column.notNull().unique())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("attempts_at_retry", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", isoTimestamp("next_attempt_at"))
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("answer", "text")
    .addColumn("done_at", "text")
    .addColumn("outcome_unknown_at", "text")
    .addColumn("created_at", "text", isoTimestamp("created_at"))
    .addColumn("updated_at", "text", isoTimestamp("updated_at"))
    .execute();
  return db.withTables<TestOutboxDatabase>();
}

/** Queues item `itemId`, due at `at`. */
export async function queue(db: TestDb, itemId: number, at: Date): Promise<void> {
  const now = toIsoTimestamp(at);
  await db
    .insertInto("test_outbox")
    .values({
      item_id: itemId,
      status: "pending",
      next_attempt_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function rowOf(db: TestDb, itemId: number) {
  return db
    .selectFrom("test_outbox")
    .selectAll()
    .where("item_id", "=", itemId)
    .executeTakeFirstOrThrow();
}

/** An outbox over test_outbox keyed by item_id, keeping answers up to 20 characters. */
export function testOutbox(promise: OutboxPromise) {
  return defineOutbox<TestOutboxDatabase, TestStatus, TestItem>({
    name: promise === "at-least-once" ? "leads" : "mail",
    table: "test_outbox",
    key: "item_id",
    keyLogField: "itemId",
    held: "held",
    done: "done",
    doneAtColumn: "done_at",
    responseColumn: "answer",
    maxResponseChars: 20,
    promise,
    load: async (_db, claims) => claims.map((claim) => ({ ...claim, itemId: claim.key })),
  });
}
