import type { Kysely } from "kysely";
import { ConfigError, loadConfig, type Config } from "../config.ts";
import { openDatabase, type AppDatabase } from "../db/database.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
import {
  commandOf,
  describeError,
  type CliIo,
  type CommandTable,
  type Opened,
} from "./commands.ts";

export type CliDatabase =
  { ok: true; config: Config; app: AppDatabase } | { ok: false; exitCode: number };

/**
 * What every operator command starts with: the configuration from `env` and the migrated
 * database it names. A bad configuration or an unreachable database is reported on `stderr`.
 */
export async function openCliDatabase(
  env: Record<string, string | undefined>,
  stderr: (text: string) => void,
): Promise<CliDatabase> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stderr(`${error.message}\n`);
    return { ok: false, exitCode: 1 };
  }
  let app: AppDatabase | undefined;
  try {
    app = await openDatabase(config.DATABASE_URL, { postgresSchema: config.DATABASE_SCHEMA });
    await migrateToLatest(app.db, { schema: config.DATABASE_SCHEMA });
    return { ok: true, config, app };
  } catch (error) {
    await app?.close();
    stderr(`Error: cannot open the database: ${describeError(error)}\n`);
    return { ok: false, exitCode: 1 };
  }
}

/** What a command table's commands get when they work on the database. */
export interface DatabaseContext {
  config: Config;
  db: Kysely<Database>;
  io: CliIo;
}

/** A command table's `open` for commands on the database (closed after the command). */
async function openDatabaseContext(io: CliIo): Promise<Opened<DatabaseContext>> {
  const opened = await openCliDatabase(io.env, io.stderr);
  if (!opened.ok) return opened;
  const { config, app } = opened;
  return { ok: true, context: { config, db: app.db, io }, close: () => app.close() };
}

/** Types one command of a table on the database (see commandOf). */
export const databaseCommand = commandOf<DatabaseContext>();

/**
 * A command table whose commands work on the database: it is opened (configuration from the
 * environment, migrated) once the command line is right, and the usage ends saying which.
 */
export function databaseCommandTable(
  table: Omit<CommandTable<DatabaseContext>, "open">,
): CommandTable<DatabaseContext> {
  return {
    ...table,
    notes: [...table.notes, "The database is DATABASE_URL's (default file:data/anden.sqlite)."],
    open: openDatabaseContext,
  };
}
