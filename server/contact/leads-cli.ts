import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { describeError, openCliDatabase } from "../cli.ts";
import { isCrmConfigured } from "./delivery-worker.ts";
import { leadsToCsv } from "./lead-csv.ts";
import {
  getLead,
  LEAD_DELIVERY_STATUSES,
  leadOutbox,
  listLeads,
  type LeadDeliveryStatus,
  type LeadWithDelivery,
} from "./lead-repository.ts";

export const LEADS_USAGE = `Usage: npm run leads -- <command>

Commands:
  list [--status STATUS] [--limit N]   leads, newest first (default limit 50)
  show ID                              one lead with its delivery state
  export --csv [--out FILE] [--status STATUS]
                                       every lead as CSV (stdout unless --out)
  retry ID                             deliver a failed or pending lead again, now
  retry --all-failed                   the same for every failed lead; prints how many

STATUS is one of: ${LEAD_DELIVERY_STATUSES.join(", ")}.
The database is DATABASE_URL's (default file:data/anden.sqlite).`;

export interface LeadsCliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}

const processIo: LeadsCliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
};

class UsageError extends Error {}

interface ParsedCommand {
  command: "list" | "show" | "export" | "retry";
  id?: number;
  status?: LeadDeliveryStatus;
  limit?: number;
  out?: string;
  allFailed?: boolean;
}

const ALLOWED_OPTIONS: Record<ParsedCommand["command"], readonly string[]> = {
  list: ["status", "limit"],
  show: [],
  export: ["csv", "out", "status"],
  retry: ["all-failed"],
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
        csv: { type: "boolean" },
        out: { type: "string" },
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

  if (name === "retry" && values["all-failed"]) {
    if (rest.length > 0) throw new UsageError('"retry --all-failed" takes no lead ID.');
    result.allFailed = true;
  } else if (name === "show" || name === "retry") {
    if (rest.length !== 1) {
      throw new UsageError(
        name === "retry"
          ? '"retry" takes exactly one lead ID, or --all-failed.'
          : `"${name}" takes exactly one lead ID.`,
      );
    }
    result.id = parseId(rest[0]!);
  } else if (rest.length > 0) {
    throw new UsageError(`Unexpected argument "${rest[0]}" for "${name}".`);
  }
  if (values.status !== undefined) {
    if (!(LEAD_DELIVERY_STATUSES as readonly string[]).includes(values.status)) {
      throw new UsageError(
        `Unknown status "${values.status}": use ${LEAD_DELIVERY_STATUSES.join(", ")}.`,
      );
    }
    result.status = values.status as LeadDeliveryStatus;
  }
  if (values.limit !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(values.limit)) {
      throw new UsageError(`--limit must be a whole number from 1 to 999999.`);
    }
    result.limit = Number(values.limit);
  }
  if (values.out !== undefined) {
    if (values.out === "") throw new UsageError("--out needs a file name.");
    result.out = values.out;
  }
  return result;
}

function parseId(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new UsageError(`"${text}" is not a lead ID.`);
  return Number(text);
}

/**
 * The operator command behind `npm run leads`. Returns the exit code: 0 done, 1 failed (unknown
 * lead, lead not retryable, bad configuration, database error), 2 usage error.
 */
export async function runLeadsCli(
  argv: readonly string[],
  io: LeadsCliIo = processIo,
): Promise<number> {
  let command: ParsedCommand | "help";
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`Error: ${error.message}\n\n${LEADS_USAGE}\n`);
    return 2;
  }
  if (command === "help") {
    io.stdout(`${LEADS_USAGE}\n`);
    return 0;
  }

  const opened = await openCliDatabase(io.env, io.stderr);
  if (!opened.ok) return opened.exitCode;
  const { config, app } = opened;
  const { db } = app;

  try {
    switch (command.command) {
      case "list": {
        const leads = await listLeads(db, { status: command.status, limit: command.limit ?? 50 });
        io.stdout(leads.length === 0 ? "No leads.\n" : `${formatLeadTable(leads)}\n`);
        return 0;
      }
      case "show": {
        const lead = await getLead(db, command.id!);
        if (!lead) {
          io.stderr(`Error: no lead with ID ${command.id}.\n`);
          return 1;
        }
        io.stdout(`${formatLeadDetails(lead)}\n`);
        return 0;
      }
      case "export": {
        const leads = await listLeads(db, { status: command.status, order: "asc" });
        const csv = leadsToCsv(leads);
        if (command.out === undefined) {
          io.stdout(csv);
        } else {
          // Personal data: readable by the owner only.
          await writeFile(command.out, csv, { mode: 0o600 });
          io.stderr(`Wrote ${leads.length} lead(s) to ${command.out}\n`);
        }
        return 0;
      }
      case "retry": {
        if (command.allFailed) {
          const count = await leadOutbox.retryFailed(db);
          io.stdout(
            count === 0
              ? "No failed leads.\n"
              : `Re-queued ${count} failed lead(s): due for delivery now.\n`,
          );
          if (count > 0) noteUnconfiguredCrm(config, io, "they are");
          return 0;
        }
        const id = command.id!;
        const result = await leadOutbox.retry(db, id);
        if (result.outcome === "not_found") {
          io.stderr(`Error: no lead with ID ${id}.\n`);
          return 1;
        }
        if (result.outcome === "not_retryable") {
          io.stderr(
            result.status === "delivered"
              ? `Error: lead ${id} is already delivered; it is not sent twice.\n`
              : `Error: lead ${id} is being delivered right now; check again shortly.\n`,
          );
          return 1;
        }
        io.stdout(`Lead ${id} (was ${result.previousStatus}) is due for delivery now.\n`);
        noteUnconfiguredCrm(config, io, "it is");
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

/** Says when this environment has no CRM, so the operator knows nothing is sent from here. */
function noteUnconfiguredCrm(
  config: Parameters<typeof isCrmConfigured>[0],
  io: LeadsCliIo,
  subject: "it is" | "they are",
): void {
  if (isCrmConfigured(config)) return;
  io.stdout(
    "Note: HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID are not set here; " +
      `${subject} sent once the running site has them.\n`,
  );
}

// Terminal control characters (incl. escape sequences) in visitor-typed text are shown as spaces.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

function clean(text: string | number | null | undefined): string {
  return String(text ?? "").replace(CONTROL_CHARACTERS, " ");
}

function fit(text: string, width: number): string {
  return text.length > width ? `${text.slice(0, width - 1)}…` : text;
}

function shortTime(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : "";
}

const TABLE_COLUMNS: readonly [string, number, (lead: LeadWithDelivery) => string][] = [
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
  const cells = leads.map((lead) =>
    TABLE_COLUMNS.map(([, width, read]) => fit(clean(read(lead)), width)),
  );
  const widths = TABLE_COLUMNS.map(([header], index) =>
    Math.max(header.length, ...cells.map((row) => row[index]!.length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, index) => cell.padEnd(widths[index]!))
      .join("  ")
      .trimEnd();
  return [line(TABLE_COLUMNS.map(([header]) => header)), ...cells.map(line)].join("\n");
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
