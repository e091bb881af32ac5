import { parseArgs } from "node:util";
import { describeError, openCliDatabase } from "../cli.ts";
import {
  listNotifications,
  mailOutbox,
  NOTIFICATION_STATUSES,
  type NotificationRecord,
  type TrackingNotificationStatus,
} from "./mail-outbox.ts";
import { purgeOptions, purgeSubscriptions } from "./purge.ts";

export const UPDATES_USAGE = `Usage: npm run tracking:updates -- <command>

Commands:
  list [--status STATUS] [--limit N]   tracking e-mails, newest first (default limit 50)
  resend ID                            send a failed or pending e-mail again, now
  resend --all-failed                  the same for every failed e-mail; prints how many
  purge                                delete the addresses past their retention now
                                       (the running site does it every hour)

STATUS is one of: ${NOTIFICATION_STATUSES.join(", ")}.
An e-mail handed over to the SMTP server (sent) is never sent again.
The database is DATABASE_URL's (default file:data/anden.sqlite).`;

export interface UpdatesCliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}

const processIo: UpdatesCliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
};

class UsageError extends Error {}

interface ParsedCommand {
  command: "list" | "resend" | "purge";
  id?: number;
  status?: TrackingNotificationStatus;
  limit?: number;
  allFailed?: boolean;
}

const ALLOWED_OPTIONS: Record<ParsedCommand["command"], readonly string[]> = {
  list: ["status", "limit"],
  resend: ["all-failed"],
  purge: [],
};

function parseCommand(argv: readonly string[]): ParsedCommand | "help" {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        status: { type: "string" },
        limit: { type: "string" },
        "all-failed": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [command, ...rest] = positionals;
  if (command === undefined) throw new UsageError("No command given.");
  if (command === "help") return "help";
  if (!(command in ALLOWED_OPTIONS)) throw new UsageError(`Unknown command "${command}".`);
  const name = command as ParsedCommand["command"];
  for (const option of Object.keys(values)) {
    if (!ALLOWED_OPTIONS[name].includes(option)) {
      throw new UsageError(`"${name}" does not take --${option}.`);
    }
  }
  const result: ParsedCommand = { command: name };
  if (name === "resend") {
    if (values["all-failed"]) {
      if (rest.length > 0) throw new UsageError('"resend --all-failed" takes no ID.');
      result.allFailed = true;
    } else {
      if (rest.length !== 1)
        throw new UsageError('"resend" takes exactly one ID, or --all-failed.');
      if (!/^[1-9]\d{0,14}$/.test(rest[0]!)) throw new UsageError(`"${rest[0]}" is not an ID.`);
      result.id = Number(rest[0]);
    }
  } else if (rest.length > 0) {
    throw new UsageError(`Unexpected argument "${rest[0]}" for "${name}".`);
  }
  if (values.status !== undefined) {
    if (!(NOTIFICATION_STATUSES as readonly string[]).includes(values.status)) {
      throw new UsageError(
        `Unknown status "${values.status}": use ${NOTIFICATION_STATUSES.join(", ")}.`,
      );
    }
    result.status = values.status as TrackingNotificationStatus;
  }
  if (values.limit !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(values.limit)) {
      throw new UsageError("--limit must be a whole number from 1 to 999999.");
    }
    result.limit = Number(values.limit);
  }
  return result;
}

/**
 * The operator command behind `npm run tracking:updates`, modelled on `npm run leads`. Returns the
 * exit code: 0 done, 1 failed (unknown e-mail, one that cannot be sent again, bad configuration,
 * database error), 2 usage error.
 */
export async function runUpdatesCli(
  argv: readonly string[],
  io: UpdatesCliIo = processIo,
): Promise<number> {
  let command: ParsedCommand | "help";
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`Error: ${error.message}\n\n${UPDATES_USAGE}\n`);
    return 2;
  }
  if (command === "help") {
    io.stdout(`${UPDATES_USAGE}\n`);
    return 0;
  }
  const opened = await openCliDatabase(io.env, io.stderr);
  if (!opened.ok) return opened.exitCode;
  const { config, app } = opened;
  const { db } = app;
  try {
    switch (command.command) {
      case "list": {
        const rows = await listNotifications(db, {
          status: command.status,
          limit: command.limit ?? 50,
        });
        io.stdout(
          rows.length === 0 ? "No tracking e-mails.\n" : `${formatNotificationTable(rows)}\n`,
        );
        return 0;
      }
      case "resend": {
        if (command.allFailed) {
          const count = await mailOutbox.retryFailed(db);
          io.stdout(
            count === 0
              ? "No failed tracking e-mails.\n"
              : `Re-queued ${count} failed e-mail(s): due now.\n`,
          );
          if (count > 0) noteUnconfiguredSmtp(config, io);
          return 0;
        }
        const id = command.id!;
        const result = await mailOutbox.retry(db, id);
        if (result.outcome === "not_found") {
          io.stderr(`Error: no tracking e-mail with ID ${id}.\n`);
          return 1;
        }
        if (result.outcome === "not_retryable") {
          io.stderr(
            result.status === "sent"
              ? `Error: e-mail ${id} was handed over to the SMTP server; it is not sent twice.\n`
              : result.status === "cancelled"
                ? `Error: e-mail ${id} was cancelled (its subscription ended or was confirmed).\n`
                : `Error: e-mail ${id} is being sent right now; check again shortly.\n`,
          );
          return 1;
        }
        io.stdout(`E-mail ${id} (was ${result.previousStatus}) is due now.\n`);
        noteUnconfiguredSmtp(config, io);
        return 0;
      }
      case "purge": {
        const result = await purgeSubscriptions(db, purgeOptions(config));
        io.stdout(
          `Purged ${result.ended} ended subscription(s) (over ${config.TRACKING_UPDATES_RETENTION_DAYS} days) ` +
            `and ${result.unconfirmed} never confirmed, with their e-mails.\n`,
        );
        return 0;
      }
    }
  } catch (error) {
    io.stderr(`Error: ${describeError(error)}\n`);
    return 1;
  } finally {
    await app.close();
  }
}

function noteUnconfiguredSmtp(
  config: { SMTP_URL?: string; MAIL_FROM?: string },
  io: UpdatesCliIo,
): void {
  if (config.SMTP_URL && config.MAIL_FROM) return;
  io.stdout(
    "Note: SMTP_URL and MAIL_FROM are not set here; the running site sends it when it has them.\n",
  );
}

// Terminal control characters in stored text are shown as spaces.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;
const clean = (text: string | number | null | undefined) =>
  String(text ?? "").replace(CONTROL_CHARACTERS, " ");
const fit = (text: string, width: number) =>
  text.length > width ? `${text.slice(0, width - 1)}…` : text;
const shortTime = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : "");

const COLUMNS: readonly [string, number, (row: NotificationRecord) => string][] = [
  ["ID", 8, (row) => String(row.id)],
  ["QUEUED (UTC)", 16, (row) => shortTime(row.createdAt)],
  ["PARCEL", 20, (row) => row.trackingNumber],
  ["EMAIL", 32, (row) => row.email],
  ["KIND", 7, (row) => row.kind],
  ["TOPIC", 18, (row) => (row.kind === "confirm" ? "" : row.topic)],
  ["STATUS", 9, (row) => row.status],
  ["ATTEMPTS", 8, (row) => String(row.attempts)],
  ["SENT (UTC)", 16, (row) => shortTime(row.sentAt)],
  ["LAST ERROR", 48, (row) => row.lastError ?? ""],
];

/** An aligned plain-text table of e-mails. */
export function formatNotificationTable(rows: readonly NotificationRecord[]): string {
  const cells = rows.map((row) => COLUMNS.map(([, width, read]) => fit(clean(read(row)), width)));
  const widths = COLUMNS.map(([header], index) =>
    Math.max(header.length, ...cells.map((row) => row[index]!.length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join("  ")
      .trimEnd();
  return [line(COLUMNS.map(([header]) => header)), ...cells.map(line)].join("\n");
}
