import { sql } from "kysely";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import { dialectOf } from "./dialect.ts";
import { migrations } from "./migrations/index.ts";

/** Applies every pending migration; a no-op when the database is up to date. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its bookkeeping tables in every schema unless told which one; on a shared
    // PostgreSQL database it finds another schema's tables, skips creating its own, and fails.
    migrationTableSchema: dialectOf(db) === "postgres" ? await currentSchema(db) : undefined,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
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
