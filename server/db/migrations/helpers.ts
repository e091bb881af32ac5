import { sql } from "kysely";
import type { ColumnDefinitionBuilder, Kysely } from "kysely";
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

/** A nullable text column that only accepts the IsoDate shape `YYYY-MM-DD`. */
export function isoDate(columnName: string): ColumnBuilderCallback {
  return (column) => column.check(sql`${sql.ref(columnName)} like '____-__-__'`);
}
