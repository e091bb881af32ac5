import type { LeadWithDelivery } from "./lead-repository.ts";

/** First characters that make spreadsheets read a cell as a formula (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One CSV field (RFC 4180): text starting with = + - @ (or a tab / carriage return) gets a
 * leading single quote so spreadsheets show it instead of evaluating it; a field containing a
 * comma, double quote or line break is quoted, with its double quotes doubled. null and undefined
 * are empty; arrays are joined with ";".
 */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (Array.isArray(value)) text = value.map(String).join(";");
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of fields as CSV text: CRLF line endings, a CRLF after the last row too. */
export function toCsv(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");
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
