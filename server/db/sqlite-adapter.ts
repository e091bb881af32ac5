import type { DatabaseSync, SQLInputValue, StatementSync } from "node:sqlite";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Adapts Node's built-in `node:sqlite` DatabaseSync to the better-sqlite3-shaped interface that
 * Kysely's SqliteDialect expects, so no native SQLite module has to be installed.
 */
export function createSqliteAdapter(database: DatabaseSync): SqliteDatabase {
  return {
    prepare(sql: string): SqliteStatement {
      return adaptStatement(database.prepare(sql));
    },
    close(): void {
      // Kysely closes through destroy(); AppDatabase.close() may close again on its own.
      if (database.isOpen) database.close();
    },
  };
}

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
