import pg from "pg";
import { E2E_SCHEMA_PATTERN, e2ePostgresUrl } from "./server-env.ts";

/**
 * On PostgreSQL, drops the schemas that earlier end-to-end runs left behind (one per market
 * server, e2e_<pid>_<market>), so the shared test database does not fill up. Only those of runs
 * whose process is gone: a run still going (this one included) keeps its schemas.
 */
export default async function globalSetup(): Promise<void> {
  const url = e2ePostgresUrl();
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      "select nspname as name from pg_namespace where nspname like 'e2e\\_%'",
    );
    for (const { name } of rows) {
      const match = E2E_SCHEMA_PATTERN.exec(name);
      if (!match || isRunning(Number(match[1]))) continue;
      await client.query(`drop schema if exists "${name}" cascade`);
    }
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
