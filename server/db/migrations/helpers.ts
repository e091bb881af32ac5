import { sql } from "kysely";
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";
import { dialectOf } from "../dialect.ts";

type ColumnBuilderCallback = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * An integer primary key the database numbers itself and never reuses: `integer primary key
 * autoincrement` on SQLite, `integer generated always as identity` on PostgreSQL. Both come back
 * as JS numbers and work with `returning("id")`.
 */
export function autoIncrementPrimaryKey(db: Kysely<any>): ColumnBuilderCallback {
  return dialectOf(db) === "sqlite"
    ? (column) => column.primaryKey().autoIncrement()
    : (column) => column.primaryKey().generatedAlwaysAsIdentity();
}

/** A not-null text column that only accepts the canonical IsoTimestamp shape. */
export function isoTimestamp(columnName: string): ColumnBuilderCallback {
  return (column) =>
    column.notNull().check(sql`${sql.ref(columnName)} like '____-__-__T__:__:__.___Z'`);
}

/** A nullable text column that, when set, holds a canonical IsoTimestamp (NULL passes a check). */
export function optionalIsoTimestamp(columnName: string): ColumnBuilderCallback {
  return (column) => column.check(sql`${sql.ref(columnName)} like '____-__-__T__:__:__.___Z'`);
}

/**
 * An outbox row's attempts and lease (ADR 54), as the leads' deliveries (0002) and the tracking
 * e-mails (0005) have them, in this order: `attempts` made ever (history kept across an operator's
 * retries), `attempts_at_retry` (`attempts` when an operator last retried the row: the attempt
 * budget counts from there, so a retry gets a full one), when the next attempt is due, the worker
 * holding the row and until when, and the last attempt's error.
 */
export function outboxAttemptColumns<Table extends string, Columns extends string>(
  table: CreateTableBuilder<Table, Columns>,
) {
  return table
    .addColumn("attempts", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`attempts >= 0`),
    )
    .addColumn("attempts_at_retry", "integer", (column) =>
      column
        .notNull()
        .defaultTo(0)
        .check(sql`attempts_at_retry >= 0`),
    )
    .addColumn("next_attempt_at", "text", isoTimestamp("next_attempt_at"))
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text", optionalIsoTimestamp("claimed_until"))
    .addColumn("last_error", "text");
}

/** A nullable text column that only accepts the IsoDate shape `YYYY-MM-DD`. */
export function isoDate(columnName: string): ColumnBuilderCallback {
  return (column) => column.check(sql`${sql.ref(columnName)} like '____-__-__'`);
}
