import type { Kysely } from "kysely";
import { flag, oneIdOr, oneOf, wholeNumber } from "../cli/commands.ts";
import { databaseCommand } from "../cli/database.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { RetryOutcome } from "./outbox.ts";

// The operator commands every outbox has (ADR 54): its rows as a table, and a retry. Each
// feature's command table (npm run leads, npm run tracking:updates) says them in its words.

/** How many rows `list` shows without --limit. */
export const LIST_LIMIT = 50;

/** `list [--status STATUS] [--limit N]`: the rows, newest first, as a table. */
export function listCommand<Status extends string, Row>(spec: {
  /** What the rows are: "leads". */
  rows: string;
  statuses: readonly Status[];
  list(db: Kysely<Database>, options: { status?: Status; limit: number }): Promise<Row[]>;
  table(rows: readonly Row[]): string;
}) {
  return databaseCommand({
    name: "list",
    usage: [
      [
        "list [--status STATUS] [--limit N]",
        `${spec.rows}, newest first (default limit ${LIST_LIMIT})`,
      ],
    ],
    options: { status: oneOf(spec.statuses), limit: wholeNumber(999_999) },
    async run({ values }, { db, io }) {
      const rows = await spec.list(db, {
        status: values.status,
        limit: values.limit ?? LIST_LIMIT,
      });
      io.stdout(rows.length === 0 ? `No ${spec.rows}.\n` : `${spec.table(rows)}\n`);
      return 0;
    },
  });
}

/** The words of a retry command, in its feature's terms. */
export interface RetryWords<Status extends string> {
  /** The command's name: "retry". */
  name: string;
  /** What its ID names: "lead ID". */
  noun: string;
  /** What `NAME ID` and `NAME --all-failed` do, for the usage. */
  one: string;
  all: string;
  noneFailed: string;
  requeued(count: number): string;
  notFound(id: number): string;
  notRetryable(id: number, status: Exclude<Status, "pending" | "failed">): string;
  due(id: number, previousStatus: "pending" | "failed"): string;
  /**
   * What to add when this environment does not send (no CRM, no SMTP), so the operator knows the
   * running site will; undefined when it does.
   */
  unsent(config: Config, count: "one" | "many"): string | undefined;
}

/**
 * `NAME ID` makes a failed or pending row due now; `NAME --all-failed` every failed one, saying
 * how many. Exit 1 for an unknown row or one that cannot be sent again (done, held, cancelled).
 */
export function retryCommand<Status extends string>(
  outbox: {
    retry(db: Kysely<Database>, key: number): Promise<RetryOutcome<Status>>;
    retryFailed(db: Kysely<Database>): Promise<number>;
  },
  words: RetryWords<Status>,
) {
  return databaseCommand({
    name: words.name,
    usage: [
      [`${words.name} ID`, words.one],
      [`${words.name} --all-failed`, words.all],
    ],
    options: { "all-failed": flag },
    args: (given, raw) =>
      oneIdOr(given, raw["all-failed"], {
        command: words.name,
        noun: words.noun,
        alternative: "all-failed",
      }),
    async run({ args: id }, { config, db, io }) {
      const note = (count: "one" | "many") => {
        const unsent = words.unsent(config, count);
        if (unsent) io.stdout(`${unsent}\n`);
      };
      if (id === "all") {
        const count = await outbox.retryFailed(db);
        io.stdout(`${count === 0 ? words.noneFailed : words.requeued(count)}\n`);
        if (count > 0) note("many");
        return 0;
      }
      const result = await outbox.retry(db, id);
      if (result.outcome === "not_found") {
        io.stderr(`Error: ${words.notFound(id)}\n`);
        return 1;
      }
      if (result.outcome === "not_retryable") {
        io.stderr(`Error: ${words.notRetryable(id, result.status)}\n`);
        return 1;
      }
      io.stdout(`${words.due(id, result.previousStatus)}\n`);
      note("one");
      return 0;
    },
  });
}
