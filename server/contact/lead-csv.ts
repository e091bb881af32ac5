import { stringify, type Options } from "csv-stringify/sync";
import type { LeadWithDelivery } from "./lead-repository.ts";

/**
 * RFC 4180 with CRLF line endings (a CRLF after the last row too): a field holding a comma, a
 * double quote or a line break is quoted, its double quotes doubled. Text starting with = + - @ (or
 * a tab / carriage return, or their full-width forms) gets a leading single quote, so spreadsheets
 * show it instead of running it as a formula (CSV injection). null and undefined are empty; arrays
 * are joined with ";".
 */
const CSV_OPTIONS: Options = {
  record_delimiter: "\r\n",
  // Set explicitly: giving record_delimiter would otherwise stop a lone \n or \r being quoted.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    object: (value) => (Array.isArray(value) ? value.map(String).join(";") : JSON.stringify(value)),
  },
};

/** One CSV field, as it appears in a row. */
export function csvCell(value: unknown): string {
  return stringify([[value]], { ...CSV_OPTIONS, eof: false });
}

/** Rows of fields as CSV text. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], CSV_OPTIONS);
}

const LEAD_COLUMNS: readonly [string, (lead: LeadWithDelivery) => unknown][] = [
  ["id", (lead) => lead.id],
  ["created_at", (lead) => lead.createdAt],
  ["market", (lead) => lead.market],
  ["name", (lead) => lead.name],
  ["last_name", (lead) => lead.lastName],
  ["email", (lead) => lead.email],
  ["phone_number", (lead) => lead.phoneNumber],
  ["company_name", (lead) => lead.companyName],
  ["company_types", (lead) => lead.companyType],
  ["estimated_shipments", (lead) => lead.estimatedShipments],
  ["origin", (lead) => lead.origin],
  ["message", (lead) => lead.message],
  ["page_uri", (lead) => lead.pageUri],
  ["page_name", (lead) => lead.pageName],
  ["hutk", (lead) => lead.hutk],
  ["delivery_status", (lead) => lead.delivery.status],
  ["attempts", (lead) => lead.delivery.attempts],
  ["attempts_at_retry", (lead) => lead.delivery.attemptsAtRetry],
  ["next_attempt_at", (lead) => lead.delivery.nextAttemptAt],
  ["claimed_by", (lead) => lead.delivery.claimedBy],
  ["claimed_until", (lead) => lead.delivery.claimedUntil],
  ["last_error", (lead) => lead.delivery.lastError],
  ["crm_response", (lead) => lead.delivery.crmResponse],
  ["delivered_at", (lead) => lead.delivery.deliveredAt],
  ["delivery_updated_at", (lead) => lead.delivery.updatedAt],
];

/** Every lead field and its delivery state, one row per lead after a header row. */
export function leadsToCsv(leads: readonly LeadWithDelivery[]): string {
  return toCsv([
    LEAD_COLUMNS.map(([header]) => header),
    ...leads.map((lead) => LEAD_COLUMNS.map(([, read]) => read(lead))),
  ]);
}
