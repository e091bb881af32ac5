import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { openDatabase, redactDatabaseUrl } from "./database.ts";
import type { AppDatabase } from "./database.ts";
import type { DialectName } from "./dialect.ts";
import { migrateToLatest } from "./migrate.ts";

const DEFAULT_POSTGRES_TEST_URL = "postgres://postgres@127.0.0.1:5432/test";
const PROBE_TIMEOUT_MS = 1_500;

let probedPostgresUrl: Promise<string | undefined> | undefined;

/**
 * The PostgreSQL server tests may use: DATABASE_URL when it is a postgres:// URL, otherwise
 * TEST_POSTGRES_URL (as `npm run test:pg` reads it), otherwise a local server at
 * DEFAULT_POSTGRES_TEST_URL. Resolves to undefined, after printing why, when it does not
 * answer within 1.5 s (or throws when REQUIRE_POSTGRES=1, as CI sets). Probed once per test process.
 */
export function postgresTestUrl(): Promise<string | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  const candidate =
    databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl) ? databaseUrl : undefined;
  probedPostgresUrl ??= probePostgres(
    candidate || process.env.TEST_POSTGRES_URL || DEFAULT_POSTGRES_TEST_URL,
  );
  return probedPostgresUrl;
}

async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return url;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_POSTGRES === "1") {
      throw new Error(`REQUIRE_POSTGRES=1 but no server at ${redactDatabaseUrl(url)}: ${reason}`);
    }
    console.warn(
      `PostgreSQL tests skipped: no server at ${redactDatabaseUrl(url)} (${reason}). ` +
        "Set DATABASE_URL=postgres://... to run them.",
    );
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The dialect of the tests that do not exist to compare dialects: PostgreSQL when DATABASE_URL is
 * a postgres:// URL (so `DATABASE_URL=postgres://... npx vitest run` runs the whole suite on it),
 * SQLite otherwise.
 */
export function testDatabaseKind(
  env: Record<string, string | undefined> = process.env,
): DialectName {
  return /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "") ? "postgres" : "sqlite";
}

/** The configuration that names a test database, for code that opens its own connection. */
export interface TestDatabaseEnv {
  DATABASE_URL: string;
  /** PostgreSQL: the test database's schema; empty (unset) for SQLite. */
  DATABASE_SCHEMA: string;
}

export interface TestDatabase extends AppDatabase {
  /** DATABASE_URL (and DATABASE_SCHEMA) of this database, e.g. for an operator command. */
  env: TestDatabaseEnv;
  /** A second, independent connection (pool) to the same database, as another app instance. */
  connectAgain(): Promise<AppDatabase>;
}

/**
 * A migrated database of the given kind (by default testDatabaseKind()) that nothing else uses: a
 * new SQLite file in a temporary directory, or a new schema (`test_<random>`) on the PostgreSQL
 * test server, so test files can run in parallel against the same server. close() deletes the
 * file or drops the schema.
 */
export async function openTestDatabase(
  kind: DialectName = testDatabaseKind(),
): Promise<TestDatabase> {
  const { app, env, cleanUp } =
    kind === "sqlite" ? await openSqliteTestDatabase() : await openPostgresTestDatabase();
  try {
    await migrateToLatest(app.db);
  } catch (error) {
    await cleanUp();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...app,
    env,
    connectAgain: () =>
      openDatabase(env.DATABASE_URL, { postgresSchema: env.DATABASE_SCHEMA || undefined }),
    close: () => (closing ??= cleanUp()),
  };
}

interface OpenedTestDatabase {
  app: AppDatabase;
  env: TestDatabaseEnv;
  cleanUp(): Promise<void>;
}

async function openSqliteTestDatabase(): Promise<OpenedTestDatabase> {
  const directory = await mkdtemp(join(tmpdir(), "anden-db-test-"));
  const url = `file:${join(directory, "test.sqlite")}`;
  const app = await openDatabase(url);
  return {
    app,
    env: { DATABASE_URL: url, DATABASE_SCHEMA: "" },
    async cleanUp() {
      await app.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

async function openPostgresTestDatabase(): Promise<OpenedTestDatabase> {
  const url = await postgresTestUrl();
  if (!url) {
    throw new Error("No PostgreSQL server for tests: guard the suite with postgresTestUrl()");
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const app = await openDatabase(url, { postgresSchema: schema });
  try {
    await sql`create schema ${sql.id(schema)}`.execute(app.db);
  } catch (error) {
    await app.close();
    throw error;
  }
  return {
    app,
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    async cleanUp() {
      try {
        await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(app.db);
      } finally {
        await app.close();
      }
    },
  };
}
