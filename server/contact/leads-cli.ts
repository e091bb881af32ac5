import { writeFile } from "node:fs/promises";
import {
  fileName,
  flag,
  oneId,
  oneOf,
  processIo,
  runCommandTable,
  type CliIo,
} from "../cli/commands.ts";
import { databaseCommand, databaseCommandTable } from "../cli/database.ts";
import { clean, formatTable, shortTime, type Column } from "../cli/table.ts";
import { listCommand, retryCommand } from "../outbox/commands.ts";
import { isCrmConfigured } from "./delivery-worker.ts";
import { leadsToCsv } from "./lead-csv.ts";
import {
  getLead,
  LEAD_DELIVERY_STATUSES,
  leadOutbox,
  listLeads,
  type LeadWithDelivery,
} from "./lead-repository.ts";

/** `npm run leads`: the contact form's leads and their delivery to the CRM (ADR 9, 54). */
export const LEADS_COMMANDS = databaseCommandTable({
  invocation: "npm run leads",
  notes: [`STATUS is one of: ${LEAD_DELIVERY_STATUSES.join(", ")}.`],
  commands: [
    listCommand({
      rows: "leads",
      statuses: LEAD_DELIVERY_STATUSES,
      list: listLeads,
      table: formatLeadTable,
    }),
    databaseCommand({
      name: "show",
      usage: [["show ID", "one lead with its delivery state"]],
      args: (words) => oneId(words, { command: "show", noun: "lead ID" }),
      async run({ args: id }, { db, io }) {
        const lead = await getLead(db, id);
        if (!lead) {
          io.stderr(`Error: no lead with ID ${id}.\n`);
          return 1;
        }
        io.stdout(`${formatLeadDetails(lead)}\n`);
        return 0;
      },
    }),
    databaseCommand({
      name: "export",
      usage: [
        ["export --csv [--out FILE] [--status STATUS]", "every lead as CSV (stdout unless --out)"],
      ],
      // Checked in this order: --status before --out.
      options: { csv: flag, status: oneOf(LEAD_DELIVERY_STATUSES), out: fileName },
      async run({ values }, { db, io }) {
        const leads = await listLeads(db, { status: values.status, order: "asc" });
        const csv = leadsToCsv(leads);
        if (values.out === undefined) {
          io.stdout(csv);
        } else {
          // Personal data: readable by the owner only.
          await writeFile(values.out, csv, { mode: 0o600 });
          io.stderr(`Wrote ${leads.length} lead(s) to ${values.out}\n`);
        }
        return 0;
      },
    }),
    retryCommand(leadOutbox, {
      name: "retry",
      noun: "lead ID",
      one: "deliver a failed or pending lead again, now",
      all: "the same for every failed lead; prints how many",
      noneFailed: "No failed leads.",
      requeued: (count) => `Re-queued ${count} failed lead(s): due for delivery now.`,
      notFound: (id) => `no lead with ID ${id}.`,
      notRetryable: (id, status) =>
        status === "delivered"
          ? `lead ${id} is already delivered; it is not sent twice.`
          : `lead ${id} is being delivered right now; check again shortly.`,
      due: (id, previousStatus) => `Lead ${id} (was ${previousStatus}) is due for delivery now.`,
      unsent: (config, count) =>
        isCrmConfigured(config)
          ? undefined
          : "Note: HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID are not set here; " +
            `${count === "one" ? "it is" : "they are"} sent once the running site has them.`,
    }),
  ],
});

/**
 * The operator command behind `npm run leads`. Returns the exit code: 0 done, 1 failed (unknown
 * lead, lead not retryable, bad configuration, database error), 2 usage error.
 */
export function runLeadsCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  return runCommandTable(LEADS_COMMANDS, argv, io);
}

const TABLE_COLUMNS: readonly Column<LeadWithDelivery>[] = [
  ["ID", 8, (lead) => String(lead.id)],
  ["CREATED (UTC)", 16, (lead) => shortTime(lead.createdAt)],
  ["NAME", 24, (lead) => `${lead.name} ${lead.lastName}`],
  ["COMPANY", 24, (lead) => lead.companyName],
  ["EMAIL", 32, (lead) => lead.email],
  ["STATUS", 10, (lead) => lead.delivery.status],
  ["ATTEMPTS", 8, (lead) => String(lead.delivery.attempts)],
  ["LAST ERROR", 48, (lead) => lead.delivery.lastError ?? ""],
];

/** An aligned plain-text table: id, created, name, company, email, status, attempts, last error. */
export function formatLeadTable(leads: readonly LeadWithDelivery[]): string {
  return formatTable(TABLE_COLUMNS, leads);
}

/** Every field of one lead and its delivery state. */
export function formatLeadDetails(lead: LeadWithDelivery): string {
  const { delivery } = lead;
  const rows: [string, string | number | null][] = [
    ["created", lead.createdAt],
    ["market", lead.market],
    ["name", lead.name],
    ["last name", lead.lastName],
    ["email", lead.email],
    ["phone", lead.phoneNumber],
    ["company", lead.companyName],
    ["company types", lead.companyType.join(", ")],
    ["est. shipments", lead.estimatedShipments],
    ["origin", lead.origin],
    ["page URI", lead.pageUri],
    ["page name", lead.pageName],
    ["hutk", lead.hutk],
  ];
  const deliveryRows: [string, string | number | null][] = [
    ["status", delivery.status],
    ["attempts", delivery.attempts],
    ["next attempt", delivery.status === "pending" ? delivery.nextAttemptAt : null],
    ["claimed by", delivery.claimedBy],
    ["claimed until", delivery.claimedUntil],
    ["delivered at", delivery.deliveredAt],
    [
      "attempt cut",
      delivery.outcomeUnknownAt &&
        `${delivery.outcomeUnknownAt} (its worker ended before HubSpot answered: it may be there twice)`,
    ],
    ["last error", delivery.lastError],
    ["updated", delivery.updatedAt],
  ];
  const block = (entries: [string, string | number | null][]) =>
    entries
      .filter(([, value]) => value !== null && value !== "")
      .map(([label, value]) => `  ${label.padEnd(15)} ${clean(value)}`);
  const indented = (text: string) =>
    text
      .split(/\r?\n/)
      .map((part) => `    ${clean(part)}`)
      .join("\n");
  return [
    `Lead ${lead.id}`,
    ...block(rows),
    "  message",
    indented(lead.message),
    "Delivery",
    ...block(deliveryRows),
    ...(delivery.crmResponse ? ["  CRM response", indented(delivery.crmResponse)] : []),
  ].join("\n");
}
