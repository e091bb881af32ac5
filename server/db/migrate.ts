import { sql } from "kysely";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { dialectOf } from "./dialect.ts";
import { migrations } from "./migrations/index.ts";

export interface MigrateOptions {
  /**
   * PostgreSQL only: the schema the connection's search_path names (DATABASE_SCHEMA). Kysely
   * creates it when it does not exist yet, before migrating into it.
   */
  schema?: string;
}

/**
 * Applies every pending migration; a no-op when the database is up to date. Safe when several
 * instances start at once: on PostgreSQL Kysely holds an advisory lock (pg_advisory_lock) while
 * it reads what has run and applies the rest in one transaction, so the others wait, then find
 * nothing left to do.
 */
export async function migrateToLatest(
  db: Kysely<any>,
  options: MigrateOptions = {},
): Promise<void> {
  const postgres = dialectOf(db) === "postgres";
  const schema = postgres ? (options.schema ?? (await currentSchema(db))) : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one; on a shared
    // PostgreSQL database it finds another schema's tables, skips creating its own, and fails.
    migrationTableSchema: schema,
  });
  let { error, results = [] } = await migrator.migrateToLatest();
  for (let attempt = 1; attempt < 3 && anotherSchemaDropped(error, schema); attempt += 1) {
    ({ error, results = [] } = await migrator.migrateToLatest());
  }
  const failed = results.find((result) => result.status === "Error");
  if (failed) {
    throw new Error(`Database migration "${failed.migrationName}" failed: ${describe(error)}`, {
      cause: error,
    });
  }
  if (error !== undefined) {
    throw new Error(`Database migrations could not run: ${describe(error)}`, { cause: error });
  }
}

/**
 * Whether Kysely's look for its tables failed because another schema of the same database was
 * dropped meanwhile: its introspection reads every schema's columns
 * (`pg_get_serial_sequence` by name), which fails with 3F000 on one dropped under it. Nothing was
 * applied (the look comes first); trying again reads the catalogue without it.
 */
export function anotherSchemaDropped(error: unknown, ownSchema: string | undefined): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== "3F000" || typeof message !== "string") return false;
  const missing = /^schema "(.+)" does not exist$/.exec(message)?.[1];
  return missing !== undefined && missing !== ownSchema;
}

async function currentSchema(db: Kysely<any>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(
    db,
  );
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("PostgreSQL has no current schema: check search_path");
  return schema;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
