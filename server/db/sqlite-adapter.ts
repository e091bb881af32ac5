import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` DatabaseSync to the better-sqlite3-shaped interface that
 * Kysely's SqliteDialect expects, so no native SQLite module has to be installed.
 */
export function createSqliteAdapter(database: DatabaseSync): SqliteDatabase {
  // Kysely prepares every query anew; preparing (and reading columns()) was a fifth of the CPU of
  // a tracking lookup, so prepared statements are kept per SQL text. Calls are synchronous, so a
  // statement is never used by two queries at once. Bounded: the oldest entry goes first.
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) return cached;
      const statement = adaptStatement(database.prepare(sql));
      if (statements.size >= STATEMENT_CACHE_SIZE) {
        statements.delete(statements.keys().next().value as string);
      }
      statements.set(sql, statement);
      return statement;
    },
    close(): void {
      // Kysely closes through destroy(); AppDatabase.close() may close again on its own.
      if (database.isOpen) database.close();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

function adaptStatement(statement: StatementSync): SqliteStatement {
  return {
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...toSqliteParameters(parameters)),
    run: (parameters) => statement.run(...toSqliteParameters(parameters)),
    iterate: (parameters) => statement.iterate(...toSqliteParameters(parameters)),
  };
}

// Booleans become SQLite's 0/1 explicitly: node:sqlite refused to bind them until nodejs/node#62001,
// and package.json allows any Node 24.
// Anything else node:sqlite cannot bind (Date, undefined, objects) is left for it to reject with a
// clear error rather than silently stored in some ad hoc text form.
function toSqliteParameters(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) =>
    typeof value === "boolean" ? (value ? 1 : 0) : (value as SQLInputValue),
  );
}
