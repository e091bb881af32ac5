import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import { parseArgs } from "node:util";
import { CsvError, parse, type InfoRecord } from "csv-parse/sync";
import type { Kysely } from "kysely";
import { describeError, processIo, type CliIo } from "../cli/commands.ts";
import { openCliDatabase } from "../cli/database.ts";
import { clean } from "../cli/table.ts";
import type { Database } from "../db/schema.ts";
import {
  recordEvent,
  type OnEventRecorded,
  type RecordEventInput,
  type RecordEventOptions,
} from "./repository.ts";
import { createImportRowSchema, eventFieldErrors } from "./service.ts";

export const TRACKING_IMPORT_USAGE = `Usage: npm run tracking:import -- FILE [--dry-run]

Imports shipment events into the built-in tracking store from FILE:
  *.json  an array of { trackingNumber, carrier, status, message, occurredAt,
          location?, estimatedDelivery? }
  *.csv   a header row trackingNumber,carrier,status,message,occurredAt,location,estimatedDelivery
          (location and estimatedDelivery optional; RFC 4180 quoting)
status is a carrier code (INLD, COLE, RETI, ENVI, REPO, ENTR, DEVU) or a normalised status;
occurredAt is ISO 8601 with an offset. Events already stored count as duplicates.

  --dry-run   validate only, write nothing
Exit code 1 when any row was rejected (the valid rows are still imported).
The database is DATABASE_URL's (default file:data/anden.sqlite).`;

export const CSV_COLUMNS = [
  "trackingNumber",
  "carrier",
  "status",
  "message",
  "occurredAt",
  "location",
  "estimatedDelivery",
] as const;
const REQUIRED_CSV_COLUMNS = CSV_COLUMNS.slice(0, 5);

export class ImportFileError extends Error {
  override name = "ImportFileError";
}

export interface CsvRecord {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

const countLineBreaks = (text: string) => text.split("\n").length - 1;

/** Where csv-parse found a problem, in the words of the import's other errors. */
function describeCsvError(error: CsvError): string {
  const line = Number(error.lines);
  switch (error.code) {
    case "CSV_QUOTE_NOT_CLOSED": {
      // Reported where the file ends; the record (after any blank lines) starts earlier.
      const record = String(error.raw ?? "").replace(/^\n+/, "");
      return `Line ${line - countLineBreaks(record)}: a quoted field is never closed.`;
    }
    case "CSV_INVALID_CLOSING_QUOTE":
      return `Line ${line}: unexpected character after a closing quote.`;
    case "INVALID_OPENING_QUOTE":
      return `Line ${line}: a quote inside an unquoted field.`;
    default:
      return `Line ${line}: ${error.message}`;
  }
}

/**
 * RFC 4180 CSV (csv-parse): fields separated by commas; a quoted field may hold commas, line
 * breaks and doubled quotes. A leading byte order mark and blank lines are skipped. Line breaks
 * (CRLF, LF or CR, mixed too) are read as LF first, inside quoted fields as well: csv-parse counts
 * a CRLF inside quotes as two lines, which would shift the line of every later record.
 */
export function parseCsv(text: string): CsvRecord[] {
  let records: { record: string[]; info: InfoRecord }[];
  try {
    records = parse(text.replace(/\r\n?/g, "\n"), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      // For the error of a quote never closed: the text of the record it opened.
      raw: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new ImportFileError(describeCsvError(error));
    throw error;
  }
  return records.map(({ record, info }) => ({
    // csv-parse counts to where the record ends.
    line: info.lines - countLineBreaks(record.join("")),
    fields: record,
  }));
}

/** One row of an import file, before validation. */
export interface ImportRow {
  /** Where to find it: "line 4" (CSV) or "item 3" (JSON, 1-based). */
  where: string;
  values: Record<string, unknown>;
  /** Why the row cannot be read as an event at all (wrong field count, not an object). */
  problem?: string;
}

/** The rows of a CSV file with the import header; throws ImportFileError on a bad header. */
export function csvRows(text: string): ImportRow[] {
  const [header, ...records] = parseCsv(text);
  if (!header) throw new ImportFileError("The CSV file is empty.");
  const columns = header.fields.map((name) => name.trim());
  const unknown = columns.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new ImportFileError(
      `Unknown CSV column(s): ${unknown.join(", ")}. Expected: ${CSV_COLUMNS.join(",")}`,
    );
  }
  const missing = REQUIRED_CSV_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw new ImportFileError(`Missing CSV column(s): ${missing.join(", ")}.`);
  if (new Set(columns).size !== columns.length) {
    throw new ImportFileError("A CSV column appears twice in the header.");
  }
  return records.map(({ line, fields }) => {
    const values: Record<string, unknown> = {};
    columns.forEach((name, index) => {
      values[name] = fields[index];
    });
    const row: ImportRow = { where: `line ${line}`, values };
    if (fields.length !== columns.length) {
      row.problem = `the row has ${fields.length} field(s), the header ${columns.length}`;
    }
    return row;
  });
}

/** The rows of a JSON file: an array of event objects. */
export function jsonRows(text: string): ImportRow[] {
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    throw new ImportFileError(`The file is not valid JSON: ${describeError(error)}`);
  }
  if (!Array.isArray(data))
    throw new ImportFileError("The JSON file must hold an array of events.");
  return data.map((item: unknown, index): ImportRow => {
    const where = `item ${index + 1}`;
    return item !== null && typeof item === "object" && !Array.isArray(item)
      ? { where, values: item as Record<string, unknown> }
      : { where, values: {}, problem: "the item is not an object" };
  });
}

export interface RejectedRow {
  where: string;
  errors: string[];
}

export interface ValidatedRows {
  valid: { where: string; event: RecordEventInput }[];
  rejected: RejectedRow[];
}

/** Each row checked with the ingestion API's schema (plus the tracking number). */
export function validateRows(rows: readonly ImportRow[], now: () => Date = () => new Date()) {
  const schema = createImportRowSchema(now);
  const result: ValidatedRows = { valid: [], rejected: [] };
  for (const { where, values, problem } of rows) {
    if (problem) {
      result.rejected.push({ where, errors: [problem] });
      continue;
    }
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      result.valid.push({ where, event: parsed.data });
    } else {
      const fields = eventFieldErrors(parsed.error);
      result.rejected.push({
        where,
        errors: Object.entries(fields).map(
          ([field, messages]) => `${field} ${messages.join("; ")}`,
        ),
      });
    }
  }
  return result;
}

export interface ImportCounts {
  created: number;
  duplicate: number;
}

/** Stores the events one by one (each in its own transaction), oldest first. */
export async function importEvents(
  db: Kysely<Database>,
  events: readonly RecordEventInput[],
  options: RecordEventOptions = {},
): Promise<ImportCounts> {
  const counts: ImportCounts = { created: 0, duplicate: 0 };
  const ordered = [...events].sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
  for (const event of ordered) {
    const { created } = await recordEvent(db, event, options);
    if (created) counts.created += 1;
    else counts.duplicate += 1;
  }
  return counts;
}

export interface TrackingImportIo extends CliIo {
  readFile?(path: string): Promise<string>;
}

/** What the command's entry composes in: the e-mail updates' hook (ADR 54). */
export interface TrackingImportHooks {
  onEventRecorded?: OnEventRecorded;
}

/**
 * The operator command behind `npm run tracking:import`. Returns the exit code: 0 every row
 * imported (or valid, with --dry-run), 1 some row rejected or the import failed, 2 usage error.
 */
export async function runTrackingImportCli(
  argv: readonly string[],
  io: TrackingImportIo = processIo,
  { onEventRecorded }: TrackingImportHooks = {},
): Promise<number> {
  let file: string;
  let dryRun: boolean;
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { "dry-run": { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      io.stdout(`${TRACKING_IMPORT_USAGE}\n`);
      return 0;
    }
    if (positionals.length !== 1) throw new Error("Give exactly one file to import.");
    file = positionals[0]!;
    dryRun = values["dry-run"] ?? false;
  } catch (error) {
    io.stderr(`Error: ${describeError(error)}\n\n${TRACKING_IMPORT_USAGE}\n`);
    return 2;
  }
  const format = extname(file).toLowerCase();
  if (format !== ".csv" && format !== ".json") {
    io.stderr(`Error: "${file}" is neither .csv nor .json.\n`);
    return 2;
  }

  let rows: ImportRow[];
  try {
    const text = await (io.readFile ?? ((path: string) => readFile(path, "utf8")))(file);
    rows = format === ".csv" ? csvRows(text) : jsonRows(text);
  } catch (error) {
    io.stderr(`Error: cannot read ${file}: ${describeError(error)}\n`);
    return 1;
  }

  const { valid, rejected } = validateRows(rows);
  for (const row of rejected) {
    io.stderr(`Rejected ${row.where}: ${clean(row.errors.join("; "))}\n`);
  }

  if (dryRun) {
    io.stdout(
      `Dry run: ${valid.length} valid, ${rejected.length} rejected, of ${rows.length} row(s). Nothing written.\n`,
    );
    return rejected.length > 0 ? 1 : 0;
  }

  const opened = await openCliDatabase(io.env, io.stderr);
  if (!opened.ok) return opened.exitCode;
  const { app } = opened;
  try {
    const counts = await importEvents(
      app.db,
      valid.map((row) => row.event),
      { onEventRecorded },
    );
    io.stdout(
      `Imported ${file}: ${counts.created} created, ${counts.duplicate} duplicate, ${rejected.length} rejected.\n`,
    );
    return rejected.length > 0 ? 1 : 0;
  } catch (error) {
    io.stderr(
      `Error: the import stopped: ${describeError(error)}\n` +
        "Events before it are stored; running the import again skips them as duplicates.\n",
    );
    return 1;
  } finally {
    await app.close();
  }
}
