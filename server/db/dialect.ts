import { PostgresAdapter, SqliteAdapter } from "kysely";
import type { Kysely } from "kysely";

export type DialectName = "sqlite" | "postgres";

/** Which SQL dialect a Kysely instance talks, for the few places where the two must differ. */
export function dialectOf(db: Kysely<any>): DialectName {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return "sqlite";
  if (adapter instanceof PostgresAdapter) return "postgres";
  throw new Error(`Unsupported database adapter: ${adapter.constructor.name}`);
}
