import { processIo, runCommandTable, type CliIo } from "../cli/commands.ts";
import { databaseCommand, databaseCommandTable } from "../cli/database.ts";
import { formatTable, shortTime, type Column } from "../cli/table.ts";
import { listCommand, retryCommand } from "../outbox/commands.ts";
import {
  listNotifications,
  mailOutbox,
  NOTIFICATION_STATUSES,
  type NotificationRecord,
} from "./mail-outbox.ts";
import { purgeOptions, purgeSubscriptions } from "./purge.ts";

/** `npm run tracking:updates`: the tracking e-mails (ADR 49, 54). */
export const UPDATES_COMMANDS = databaseCommandTable({
  invocation: "npm run tracking:updates",
  notes: [
    `STATUS is one of: ${NOTIFICATION_STATUSES.join(", ")}.`,
    "An e-mail handed over to the SMTP server (sent) is never sent again.",
  ],
  commands: [
    listCommand({
      rows: "tracking e-mails",
      statuses: NOTIFICATION_STATUSES,
      list: listNotifications,
      table: formatNotificationTable,
    }),
    retryCommand(mailOutbox, {
      name: "resend",
      noun: "ID",
      one: "send a failed or pending e-mail again, now",
      all: "the same for every failed e-mail; prints how many",
      noneFailed: "No failed tracking e-mails.",
      requeued: (count) => `Re-queued ${count} failed e-mail(s): due now.`,
      notFound: (id) => `no tracking e-mail with ID ${id}.`,
      notRetryable: (id, status) =>
        status === "sent"
          ? `e-mail ${id} was handed over to the SMTP server; it is not sent twice.`
          : status === "cancelled"
            ? `e-mail ${id} was cancelled (its subscription ended or was confirmed).`
            : `e-mail ${id} is being sent right now; check again shortly.`,
      due: (id, previousStatus) => `E-mail ${id} (was ${previousStatus}) is due now.`,
      unsent: (config) =>
        config.SMTP_URL && config.MAIL_FROM
          ? undefined
          : "Note: SMTP_URL and MAIL_FROM are not set here; the running site sends it when it has them.",
    }),
    databaseCommand({
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
});

/**
 * The operator command behind `npm run tracking:updates`. Returns the exit code: 0 done, 1 failed
 * (unknown e-mail, one that cannot be sent again, bad configuration, database error), 2 usage
 * error.
 */
export function runUpdatesCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  return runCommandTable(UPDATES_COMMANDS, argv, io);
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
