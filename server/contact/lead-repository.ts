import type { ExpressionBuilder, Kysely, Selectable } from "kysely";
import type { MarketId } from "../../domain/site.ts";
import { dialectOf } from "../db/dialect.ts";
import type {
  Database,
  IsoTimestamp,
  LeadDeliveriesTable,
  LeadDeliveryStatus,
  LeadsTable,
} from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { ContactFormValues } from "../../domain/contact/schema.ts";

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

/** A stored lead. */
export interface Lead {
  id: number;
  market: string;
  name: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  companyType: string[];
  estimatedShipments: string;
  origin: string;
  message: string;
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
export interface ClaimedDelivery {
  leadId: number;
  /**
   * Taken over from a worker whose lease expired mid-attempt (its process died before recording
   * HubSpot's answer): whether HubSpot already has the lead is unknown, and it is sent again.
   */
  takenOver: boolean;
  /** Attempts made before this one. */
  attempts: number;
  attemptsAtRetry: number;
  claimedBy: string;
  claimedUntil: IsoTimestamp;
  lead: Lead;
}

export interface ListLeadsOptions {
  status?: LeadDeliveryStatus;
  /** At most this many leads; all when unset. */
  limit?: number;
  /** By id: "desc" (newest first, the default) or "asc". */
  order?: "asc" | "desc";
}

export interface ClaimOptions {
  workerId: string;
  now: Date;
  leaseMs: number;
  limit: number;
}

export type RetryLeadResult =
  | { outcome: "scheduled"; previousStatus: "pending" | "failed" }
  | { outcome: "not_found" }
  | { outcome: "not_retryable"; status: "delivering" | "delivered" };

type Db = Kysely<Database>;

/** A delivery made due at `now`, unclaimed, with a fresh attempt budget from here on. */
const requeuedAt = (now: string) => (eb: ExpressionBuilder<Database, "lead_deliveries">) =>
  ({
    status: "pending",
    next_attempt_at: now,
    attempts_at_retry: eb.ref("attempts"),
    claimed_by: null,
    claimed_until: null,
    updated_at: now,
  }) as const;

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
 * Makes a failed or pending lead due now, with a fresh attempt budget (the `attempts` total is
 * kept as history). A lead being delivered or already delivered is left alone.
 */
export async function retryLead(
  db: Db,
  id: number,
  options: { now?: Date } = {},
): Promise<RetryLeadResult> {
  const now = toIsoTimestamp(options.now ?? new Date());
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("lead_deliveries")
      .select("status")
      .where("lead_id", "=", id)
      .executeTakeFirst();
    if (!current) return { outcome: "not_found" };
    if (current.status === "delivering" || current.status === "delivered") {
      return { outcome: "not_retryable", status: current.status };
    }
    const updated = await trx
      .updateTable("lead_deliveries")
      .set(requeuedAt(now))
      .where("lead_id", "=", id)
      .where("status", "=", current.status)
      .executeTakeFirst();
    // Only a worker claiming the row in between could have changed its status.
    if (updated.numUpdatedRows === 0n) return { outcome: "not_retryable", status: "delivering" };
    return { outcome: "scheduled", previousStatus: current.status };
  });
}

/**
 * Makes every failed lead due now with a fresh attempt budget, as `retryLead` does for one, in a
 * single statement (workers never claim failed rows, so none can change under it). Returns how
 * many were re-queued.
 */
export async function retryFailedLeads(db: Db, options: { now?: Date } = {}): Promise<number> {
  const now = toIsoTimestamp(options.now ?? new Date());
  const updated = await db
    .updateTable("lead_deliveries")
    .set(requeuedAt(now))
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}

/**
 * Claims up to `limit` due deliveries for `workerId` until now + leaseMs, and returns them with
 * their leads, oldest due first. Due: pending with next_attempt_at <= now, or delivering with an
 * expired lease (its worker crashed or stalled). The claim is one UPDATE whose selecting subquery
 * is a materialised CTE; on PostgreSQL that subquery takes `FOR UPDATE SKIP LOCKED`, so concurrent
 * claimers (other app instances) skip each other's rows instead of claiming them twice or
 * waiting; on SQLite writes are serialised, so the single statement is already atomic.
 */
export async function claimDueDeliveries(
  db: Db,
  options: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const { workerId, leaseMs, limit } = options;
  if (limit < 1) return [];
  const now = toIsoTimestamp(options.now);
  const claimedUntil = toIsoTimestamp(new Date(options.now.getTime() + leaseMs));
  const lockRows = dialectOf(db) === "postgres";

  const claimed = await db
    .with(
      (cte) => cte("due").materialized(),
      (qb) =>
        qb
          .selectFrom("lead_deliveries")
          .select("id")
          .where((eb) =>
            eb.or([
              eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
              eb.and([eb("status", "=", "delivering"), eb("claimed_until", "<", now)]),
            ]),
          )
          .orderBy("next_attempt_at")
          .orderBy("id")
          .limit(limit)
          .$if(lockRows, (query) => query.forUpdate().skipLocked()),
    )
    .updateTable("lead_deliveries")
    .set((eb) => ({
      status: "delivering",
      claimed_by: workerId,
      claimed_until: claimedUntil,
      // Still "delivering" here (the SET reads the row as it was): an attempt cut mid-way.
      outcome_unknown_at: eb
        .case()
        .when("status", "=", "delivering")
        .then(now)
        .else(eb.ref("outcome_unknown_at"))
        .end(),
      updated_at: now,
    }))
    .where("id", "in", (eb) => eb.selectFrom("due").select("due.id"))
    .returning([
      "lead_id",
      "attempts",
      "attempts_at_retry",
      "next_attempt_at",
      "outcome_unknown_at",
      "id",
    ])
    .execute();
  if (claimed.length === 0) return [];

  claimed.sort((a, b) =>
    a.next_attempt_at === b.next_attempt_at
      ? a.id - b.id
      : a.next_attempt_at < b.next_attempt_at
        ? -1
        : 1,
  );
  const leads = await db
    .selectFrom("leads")
    .selectAll()
    .where(
      "id",
      "in",
      claimed.map((row) => row.lead_id),
    )
    .execute();
  const leadsById = new Map(leads.map((row) => [row.id, toLead(row)]));
  return claimed.map((row) => {
    const lead = leadsById.get(row.lead_id);
    if (!lead) throw new Error(`Lead ${row.lead_id} of a claimed delivery does not exist`);
    return {
      leadId: row.lead_id,
      // Only this claim can have set it to `now`: a row claimed at `now` holds its lease past it.
      takenOver: row.outcome_unknown_at === now,
      attempts: row.attempts,
      attemptsAtRetry: row.attempts_at_retry,
      claimedBy: workerId,
      claimedUntil,
      lead,
    };
  });
}

interface FinishOptions {
  /** The worker that claimed the row: the update only applies while it still holds the claim. */
  workerId: string;
  now?: Date;
}

/**
 * Each attempt's outcome. They count the attempt, release the claim and return true, or return
 * false (changing nothing) when `workerId` no longer holds the row, e.g. its lease expired and
 * another worker reclaimed it.
 */
export async function markDelivered(
  db: Db,
  leadId: number,
  options: FinishOptions & { crmResponse?: string | null },
): Promise<boolean> {
  const now = toIsoTimestamp(options.now ?? new Date());
  return finishAttempt(db, leadId, options.workerId, {
    status: "delivered",
    delivered_at: now,
    crm_response: options.crmResponse ?? null,
    updated_at: now,
  });
}

/** A retryable failure: pending again, due at `nextAttemptAt`. */
export async function markRetry(
  db: Db,
  leadId: number,
  options: FinishOptions & { nextAttemptAt: Date; error: string; crmResponse?: string | null },
): Promise<boolean> {
  const now = toIsoTimestamp(options.now ?? new Date());
  return finishAttempt(db, leadId, options.workerId, {
    status: "pending",
    next_attempt_at: toIsoTimestamp(options.nextAttemptAt),
    last_error: options.error,
    ...(options.crmResponse !== undefined && { crm_response: options.crmResponse }),
    updated_at: now,
  });
}

/** Gave up (rejected by the CRM, or out of attempts). The lead itself is kept. */
export async function markFailed(
  db: Db,
  leadId: number,
  options: FinishOptions & { error: string; crmResponse?: string | null },
): Promise<boolean> {
  const now = toIsoTimestamp(options.now ?? new Date());
  return finishAttempt(db, leadId, options.workerId, {
    status: "failed",
    last_error: options.error,
    ...(options.crmResponse !== undefined && { crm_response: options.crmResponse }),
    updated_at: now,
  });
}

type DeliveryChanges = Partial<
  Pick<
    Selectable<LeadDeliveriesTable>,
    "status" | "next_attempt_at" | "last_error" | "crm_response" | "delivered_at" | "updated_at"
  >
>;

async function finishAttempt(
  db: Db,
  leadId: number,
  workerId: string,
  changes: DeliveryChanges,
): Promise<boolean> {
  const result = await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      ...changes,
      attempts: eb("attempts", "+", 1),
      claimed_by: null,
      claimed_until: null,
    }))
    .where("lead_id", "=", leadId)
    .where("status", "=", "delivering")
    .where("claimed_by", "=", workerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

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

/** The outbox at a glance, for the metrics: waiting and failed leads, the oldest one waiting. */
export async function outboxSummary(
  db: Db,
  now: Date = new Date(),
): Promise<{ pending: number; failed: number; oldestPendingAgeSeconds: number }> {
  const rows = await db
    .selectFrom("lead_deliveries")
    .select((eb) => [
      "status",
      eb.fn.countAll<number | string | bigint>().as("count"),
      eb.fn.min("created_at").as("oldest"),
    ])
    .where("status", "in", ["pending", "delivering", "failed"])
    .groupBy("status")
    .execute();
  let pending = 0;
  let failed = 0;
  let oldest: string | undefined;
  for (const row of rows) {
    const count = Number(row.count);
    if (row.status === "failed") {
      failed = count;
      continue;
    }
    pending += count;
    if (row.oldest && (!oldest || row.oldest < oldest)) oldest = row.oldest;
  }
  const oldestPendingAgeSeconds = oldest
    ? Math.max(0, (now.getTime() - Date.parse(oldest)) / 1000)
    : 0;
  return { pending, failed, oldestPendingAgeSeconds };
}
