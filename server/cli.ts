import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type AppDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";

/** An error's message for an operator's terminal. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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
