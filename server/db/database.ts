import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import type { LogEvent } from "kysely";
import pg from "pg";
import type { DialectName } from "./dialect.ts";
import type { Database } from "./schema.ts";
import { isUniqueViolation } from "./errors.ts";
import { createSqliteAdapter } from "./sqlite-adapter.ts";

/** The subset of a pino logger the database layer writes to. */
export interface DatabaseLogger {
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OpenDatabaseOptions {
  /** Receives every query at debug level (SQL and duration, never parameters) and failures. */
  logger?: DatabaseLogger;
  /**
   * PostgreSQL only: the schema unqualified table names resolve to (sent as the connection's
   * search_path). Used to isolate test runs; production uses the server's default (public).
   */
  postgresSchema?: string;
}

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Closes the connection(s). Safe to call more than once. */
  close(): Promise<void>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
}

const SQLITE_BUSY_TIMEOUT_MS = 5_000;
const POSTGRES_POOL_SIZE = 10;
const POSTGRES_CONNECT_TIMEOUT_MS = 5_000;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Opens the database named by a DATABASE_URL:
 * - `file:PATH` is a SQLite file, PATH resolved against the working directory (`file:///abs`
 *   URLs work too); `file::memory:` is a private in-memory database.
 * - `postgres://...` or `postgresql://...` is a pooled PostgreSQL connection.
 */
export async function openDatabase(
  databaseUrl: string,
  options: OpenDatabaseOptions = {},
): Promise<AppDatabase> {
  const { logger } = options;
  const log = logger ? queryLogger(logger) : undefined;

  if (databaseUrl.startsWith("file:")) {
    const sqlite = openSqliteFile(sqliteFilename(databaseUrl));
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: createSqliteAdapter(sqlite) }),
      log,
    });
    return appDatabase(db, "sqlite", async () => {
      // Kysely only closes a database it has used; close an untouched one here.
      if (sqlite.isOpen) sqlite.close();
    });
  }

  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = createPostgresPool(databaseUrl, options);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return appDatabase(db, "postgres", async () => {
      if (!pool.ending) await pool.end();
    });
  }

  throw new Error(
    `Unsupported database URL "${redactDatabaseUrl(databaseUrl)}": expected file:PATH or postgres://...`,
  );
}

function appDatabase(
  db: Kysely<Database>,
  dialect: DialectName,
  closeDriver: () => Promise<void>,
): AppDatabase {
  let closing: Promise<void> | undefined;
  return {
    db,
    dialect,
    close() {
      closing ??= db.destroy().then(closeDriver);
      return closing;
    },
    async ping() {
      await sql`select 1`.execute(db);
    },
  };
}

function sqliteFilename(databaseUrl: string): string {
  if (databaseUrl === "file::memory:") return ":memory:";
  const path = databaseUrl.startsWith("file://")
    ? fileURLToPath(databaseUrl)
    : databaseUrl.slice("file:".length);
  if (path === "") throw new Error('SQLite database URL has no path: use "file:data/app.sqlite"');
  return resolve(process.cwd(), path);
}

function openSqliteFile(filename: string): DatabaseSync {
  if (filename !== ":memory:") mkdirSync(dirname(filename), { recursive: true });
  const database = new DatabaseSync(filename);
  try {
    // busy_timeout first, so that switching to WAL waits for other connections instead of failing.
    database.exec(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    database.exec("pragma journal_mode = wal");
    database.exec("pragma synchronous = normal");
    database.exec("pragma foreign_keys = on");
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

function createPostgresPool(connectionString: string, options: OpenDatabaseOptions): pg.Pool {
  const { postgresSchema, logger } = options;
  if (postgresSchema !== undefined && !SCHEMA_NAME.test(postgresSchema)) {
    throw new Error(`Invalid PostgreSQL schema name "${postgresSchema}"`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: POSTGRES_POOL_SIZE,
    connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS,
    types: postgresTypes,
    // Only sent when asked for: some poolers (PgBouncer) refuse unknown startup options.
    options: postgresSchema ? `-c search_path=${postgresSchema}` : undefined,
  });
  // An idle client losing its connection emits "error" on the pool; unhandled, it kills the process.
  pool.on("error", (error) => {
    if (logger) logger.error({ err: error }, "idle PostgreSQL connection failed");
    else console.error("Idle PostgreSQL connection failed:", error);
  });
  return pool;
}

/**
 * Makes PostgreSQL values come back like their SQLite counterparts (set per pool, not through the
 * global pg.types, so other pg users in the process are unaffected):
 * - int8 (bigint, count(*), identity bigint) -> number instead of string. Exact below 2^53, far
 *   beyond any count or id this application produces.
 * - timestamptz -> IsoTimestamp text (`2025-03-01T14:05:00.000Z`, millisecond precision), the
 *   same form the application stores in its text timestamp columns; `timestamp` without time zone
 *   is read as UTC rather than the server process's local zone. Infinite values stay as text.
 * - date -> `YYYY-MM-DD` text, instead of a Date at local midnight.
 * numeric stays a string (exact decimal), as pg does by default.
 */
const postgresValueParsers = new Map<number, (value: string) => unknown>([
  [pg.types.builtins.INT8, Number],
  [pg.types.builtins.TIMESTAMPTZ, parseTimestampWithTimeZone],
  [pg.types.builtins.TIMESTAMP, parseTimestampWithoutTimeZone],
  [pg.types.builtins.DATE, (value) => value],
]);

const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid, format) =>
    (format !== "binary" && postgresValueParsers.get(oid)) || pg.types.getTypeParser(oid, format),
};

const parsePgTimestamp: (value: string) => unknown = pg.types.getTypeParser(
  pg.types.builtins.TIMESTAMPTZ,
);

function parseTimestampWithTimeZone(value: string): string {
  const date = parsePgTimestamp(value);
  return date instanceof Date && !Number.isNaN(date.getTime()) ? date.toISOString() : value;
}

function parseTimestampWithoutTimeZone(value: string): string {
  const bcSuffix = value.endsWith(" BC") ? " BC" : "";
  const withUtcOffset = `${value.slice(0, value.length - bcSuffix.length)}+00${bcSuffix}`;
  return /^-?infinity$/.test(value) ? value : parseTimestampWithTimeZone(withUtcOffset);
}

/**
 * Every query at debug level; a failure at warn with its error, except a duplicate key: the
 * primary key is how a captcha replay or a race for the same row is told apart (the caller
 * answers it, and rethrows one it did not expect), so it is one short debug line, no stack.
 */
export function queryLogger(logger: DatabaseLogger): (event: LogEvent) => void {
  return (event) => {
    const details = { sql: event.query.sql, durationMs: Math.round(event.queryDurationMillis) };
    if (event.level === "query") logger.debug(details, "database query");
    else if (isUniqueViolation(event.error))
      logger.debug(details, "database query hit a unique key");
    else logger.warn({ ...details, err: event.error }, "database query failed");
  };
}

/** The URL with any password masked, for messages and logs. */
export function redactDatabaseUrl(databaseUrl: string): string {
  return databaseUrl.replace(/\/\/([^:/@]*):[^@/]*@/, "//$1:***@");
}
