import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type { DialectAdapter, QueryCompiler } from "kysely";
import { describe, expect, it } from "vitest";
import type { DialectName } from "../dialect.ts";
import { migrations } from "./index.ts";

// Migrations are history: every database that ran one ran the SQL it compiled to then, and the
// migrator never runs it again. A migration's code may be tidied (helpers.ts), its SQL may not;
// these files are what each compiles to, and a change to them is a change of history to refuse.

function recordingDatabase(dialect: DialectName, statements: string[]): Kysely<any> {
  const parts: { adapter: DialectAdapter; compiler: QueryCompiler } =
    dialect === "sqlite"
      ? { adapter: new SqliteAdapter(), compiler: new SqliteQueryCompiler() }
      : { adapter: new PostgresAdapter(), compiler: new PostgresQueryCompiler() };
  return new Kysely<any>({
    dialect: {
      createAdapter: () => parts.adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) =>
        dialect === "sqlite" ? new SqliteIntrospector(db) : new PostgresIntrospector(db),
      createQueryCompiler: () => parts.compiler,
    },
    log: (event) => {
      if (event.level === "query") statements.push(event.query.sql);
    },
  });
}

async function compiledMigrations(dialect: DialectName): Promise<string> {
  const sections: string[] = [];
  for (const [name, migration] of Object.entries(migrations)) {
    for (const direction of ["up", "down"] as const) {
      const statements: string[] = [];
      await migration[direction]?.(recordingDatabase(dialect, statements));
      sections.push(`-- ${name} ${direction}\n${statements.map((s) => `${s};`).join("\n")}`);
    }
  }
  return `${sections.join("\n\n")}\n`;
}

describe("the shipped migrations compile to the SQL they shipped with", () => {
  it.each(["sqlite", "postgres"] as const)("on %s", async (dialect) => {
    await expect(await compiledMigrations(dialect)).toMatchFileSnapshot(
      `./__snapshots__/shipped-sql.${dialect}.snap`,
    );
  });

  it("names every migration in the order it runs", () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
    expect(names.map((name) => name.slice(0, 4))).toEqual(
      names.map((_, index) => String(index + 1).padStart(4, "0")),
    );
  });
});
