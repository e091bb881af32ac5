import type { Kysely, Selectable } from "kysely";
import type { MarketId } from "../../domain/site.ts";
import type {
  Database,
  IsoTimestamp,
  LeadDeliveriesTable,
  LeadDeliveryStatus,
  LeadsTable,
} from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import { defineOutbox, type Claim } from "../outbox/outbox.ts";
import type { ContactFormValues } from "../../domain/contact/schema.ts";
import type { ContactFormFields } from "../../domain/contact/submission.ts";
import { MAX_RESPONSE_BODY_CHARS } from "./hubspot-client.ts";

export type { LeadDeliveryStatus };

export const LEAD_DELIVERY_STATUSES = [
  "pending",
  "delivering",
  "delivered",
  "failed",
] as const satisfies readonly LeadDeliveryStatus[];

/** A validated contact form (without acceptTerms) plus where it was sent from. */
export type NewLeadInput = Omit<ContactFormValues, "acceptTerms"> & {
  market: MarketId;
  pageUri?: string;
  pageName?: string;
  hutk?: string;
};

/** A stored lead: the form's fields as text, as the form holds them, and where it came from. */
export interface Lead extends Omit<ContactFormFields, "acceptTerms"> {
  id: number;
  market: string;
  pageUri: string | null;
  pageName: string | null;
  hutk: string | null;
  createdAt: IsoTimestamp;
}

/** A lead's outbox state. */
export interface LeadDelivery {
  status: LeadDeliveryStatus;
  attempts: number;
  attemptsAtRetry: number;
  nextAttemptAt: IsoTimestamp;
  claimedBy: string | null;
  claimedUntil: IsoTimestamp | null;
  lastError: string | null;
  crmResponse: string | null;
  deliveredAt: IsoTimestamp | null;
  /** When an attempt was last cut before HubSpot's answer: the lead may be there twice. */
  outcomeUnknownAt: IsoTimestamp | null;
  updatedAt: IsoTimestamp;
}

export interface LeadWithDelivery extends Lead {
  delivery: LeadDelivery;
}

/** A delivery a worker now holds (status "delivering") until `claimedUntil`, with its lead. */
export interface ClaimedDelivery extends Claim {
  leadId: number;
  lead: Lead;
}

export interface ListLeadsOptions {
  status?: LeadDeliveryStatus;
  /** At most this many leads; all when unset. */
  limit?: number;
  /** By id: "desc" (newest first, the default) or "asc". */
  order?: "asc" | "desc";
}

type Db = Kysely<Database>;

/**
 * Stores a lead and its pending outbox row in one transaction: once this resolves both are
 * durable, and if either insert fails neither row exists.
 */
export async function createLead(
  db: Db,
  input: NewLeadInput,
  options: { now?: Date } = {},
): Promise<{ id: number }> {
  const now = toIsoTimestamp(options.now ?? new Date());
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("leads")
      .values({
        market: input.market,
        name: input.name,
        last_name: input.lastName,
        email: input.email,
        phone_number: input.phoneNumber,
        company_name: input.companyName,
        company_types: JSON.stringify(input.companyType),
        estimated_shipments: input.estimatedShipments,
        origin: input.origin,
        message: input.message,
        page_uri: input.pageUri ?? null,
        page_name: input.pageName ?? null,
        hutk: input.hutk ?? null,
        created_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("lead_deliveries")
      .values({
        lead_id: id,
        status: "pending",
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return { id };
  });
}

function selectLeadsWithDelivery(db: Db) {
  return db
    .selectFrom("leads")
    .innerJoin("lead_deliveries as d", "d.lead_id", "leads.id")
    .selectAll("leads")
    .select([
      "d.status",
      "d.attempts",
      "d.attempts_at_retry",
      "d.next_attempt_at",
      "d.claimed_by",
      "d.claimed_until",
      "d.last_error",
      "d.crm_response",
      "d.delivered_at",
      "d.outcome_unknown_at",
      "d.updated_at",
    ]);
}

/** Leads with their delivery state, newest first unless asked otherwise. */
export async function listLeads(
  db: Db,
  options: ListLeadsOptions = {},
): Promise<LeadWithDelivery[]> {
  const { status, limit, order = "desc" } = options;
  let query = selectLeadsWithDelivery(db).orderBy("leads.id", order);
  if (status !== undefined) query = query.where("d.status", "=", status);
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map(toLeadWithDelivery);
}

export async function getLead(db: Db, id: number): Promise<LeadWithDelivery | undefined> {
  const row = await selectLeadsWithDelivery(db).where("leads.id", "=", id).executeTakeFirst();
  return row && toLeadWithDelivery(row);
}

/**
 * The leads' outbox (ADR 9, 54): one lead_deliveries row per lead, keyed by the lead's id, sent
 * at least once: a delivery cut by its worker's death is sent again.
 */
export const leadOutbox = defineOutbox<Database, LeadDeliveryStatus, ClaimedDelivery>({
  name: "leads",
  table: "lead_deliveries",
  key: "lead_id",
  keyLogField: "leadId",
  held: "delivering",
  done: "delivered",
  doneAtColumn: "delivered_at",
  responseColumn: "crm_response",
  maxResponseChars: MAX_RESPONSE_BODY_CHARS,
  promise: "at-least-once",
  async load(db, claims) {
    if (claims.length === 0) return [];
    const leads = await db
      .selectFrom("leads")
      .selectAll()
      .where(
        "id",
        "in",
        claims.map((claim) => claim.key),
      )
      .execute();
    const leadsById = new Map(leads.map((row) => [row.id, toLead(row)]));
    return claims.map((claim) => {
      const lead = leadsById.get(claim.key);
      if (!lead) throw new Error(`Lead ${claim.key} of a claimed delivery does not exist`);
      return { ...claim, leadId: claim.key, lead };
    });
  },
});

function toLead(row: Selectable<LeadsTable>): Lead {
  return {
    id: row.id,
    market: row.market,
    name: row.name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    companyName: row.company_name,
    companyType: parseCompanyTypes(row.company_types),
    estimatedShipments: row.estimated_shipments,
    origin: row.origin,
    message: row.message,
    pageUri: row.page_uri,
    pageName: row.page_name,
    hutk: row.hutk,
    createdAt: row.created_at,
  };
}

type LeadWithDeliveryRow = Selectable<LeadsTable> &
  Pick<
    Selectable<LeadDeliveriesTable>,
    | "status"
    | "attempts"
    | "attempts_at_retry"
    | "next_attempt_at"
    | "claimed_by"
    | "claimed_until"
    | "last_error"
    | "crm_response"
    | "delivered_at"
    | "outcome_unknown_at"
    | "updated_at"
  >;

function toLeadWithDelivery(row: LeadWithDeliveryRow): LeadWithDelivery {
  return {
    ...toLead(row),
    delivery: {
      status: row.status,
      attempts: row.attempts,
      attemptsAtRetry: row.attempts_at_retry,
      nextAttemptAt: row.next_attempt_at,
      claimedBy: row.claimed_by,
      claimedUntil: row.claimed_until,
      lastError: row.last_error,
      crmResponse: row.crm_response,
      deliveredAt: row.delivered_at,
      outcomeUnknownAt: row.outcome_unknown_at,
      updatedAt: row.updated_at,
    },
  };
}

function parseCompanyTypes(text: string): string[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || !parsed.every((item) => typeof item === "string")) {
    throw new Error(`Invalid company_types value: ${text.slice(0, 100)}`);
  }
  return parsed;
}
