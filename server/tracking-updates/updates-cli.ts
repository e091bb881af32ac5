import {
  commandOf,
  flag,
  oneIdOr,
  oneOf,
  processIo,
  runCommandTable,
  wholeNumber,
  type CliIo,
  type CommandTable,
} from "../cli/commands.ts";
import { DATABASE_NOTE, openDatabaseContext, type DatabaseContext } from "../cli/database.ts";
import { formatTable, shortTime, type Column } from "../cli/table.ts";
import {
  listNotifications,
  mailOutbox,
  NOTIFICATION_STATUSES,
  type NotificationRecord,
} from "./mail-outbox.ts";
import { purgeOptions, purgeSubscriptions } from "./purge.ts";

const command = commandOf<DatabaseContext>();

/** `npm run tracking:updates`: the tracking e-mails (ADR 49, 54), modelled on `npm run leads`. */
export const UPDATES_COMMANDS: CommandTable<DatabaseContext> = {
  invocation: "npm run tracking:updates",
  open: openDatabaseContext,
  notes: [
    `STATUS is one of: ${NOTIFICATION_STATUSES.join(", ")}.`,
    "An e-mail handed over to the SMTP server (sent) is never sent again.",
    DATABASE_NOTE,
  ],
  commands: [
    command({
      name: "list",
      usage: [
        ["list [--status STATUS] [--limit N]", "tracking e-mails, newest first (default limit 50)"],
      ],
      options: { status: oneOf(NOTIFICATION_STATUSES), limit: wholeNumber(999_999) },
      async run({ values }, { db, io }) {
        const rows = await listNotifications(db, {
          status: values.status,
          limit: values.limit ?? 50,
        });
        io.stdout(
          rows.length === 0 ? "No tracking e-mails.\n" : `${formatNotificationTable(rows)}\n`,
        );
        return 0;
      },
    }),
    command({
      name: "resend",
      usage: [
        ["resend ID", "send a failed or pending e-mail again, now"],
        ["resend --all-failed", "the same for every failed e-mail; prints how many"],
      ],
      options: { "all-failed": flag },
      args: (words, raw) =>
        oneIdOr(words, raw["all-failed"], {
          command: "resend",
          noun: "ID",
          alternative: "all-failed",
        }),
      async run({ args: id }, { config, db, io }) {
        if (id === "all") {
          const count = await mailOutbox.retryFailed(db);
          io.stdout(
            count === 0
              ? "No failed tracking e-mails.\n"
              : `Re-queued ${count} failed e-mail(s): due now.\n`,
          );
          if (count > 0) noteUnconfiguredSmtp(config, io);
          return 0;
        }
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
      },
    }),
    command({
      name: "purge",
      usage: [
        [
          "purge",
          "delete the addresses past their retention now\n(the running site does it every hour)",
        ],
      ],
      async run(_line, { config, db, io }) {
        const result = await purgeSubscriptions(db, purgeOptions(config));
        io.stdout(
          `Purged ${result.ended} ended subscription(s) (over ${config.TRACKING_UPDATES_RETENTION_DAYS} days) ` +
            `and ${result.unconfirmed} never confirmed, with their e-mails.\n`,
        );
        return 0;
      },
    }),
  ],
};

/**
 * The operator command behind `npm run tracking:updates`. Returns the exit code: 0 done, 1 failed
 * (unknown e-mail, one that cannot be sent again, bad configuration, database error), 2 usage
 * error.
 */
export function runUpdatesCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  return runCommandTable(UPDATES_COMMANDS, argv, io);
}

function noteUnconfiguredSmtp(config: { SMTP_URL?: string; MAIL_FROM?: string }, io: CliIo): void {
  if (config.SMTP_URL && config.MAIL_FROM) return;
  io.stdout(
    "Note: SMTP_URL and MAIL_FROM are not set here; the running site sends it when it has them.\n",
  );
}

const COLUMNS: readonly Column<NotificationRecord>[] = [
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
  return formatTable(COLUMNS, rows);
}
