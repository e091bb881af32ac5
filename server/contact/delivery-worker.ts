import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import type { Logger } from "../logger.ts";
import { metrics, secondsSince } from "../metrics.ts";
import { decideDelivery, type DeliveryOutcome } from "./delivery-decision.ts";
import { createHubSpotClient, type HubSpotSubmitResult } from "./hubspot-client.ts";
import {
  claimDueDeliveries,
  markDelivered,
  markFailed,
  markRetry,
  type ClaimedDelivery,
} from "./lead-repository.ts";

export const DEFAULT_BATCH_SIZE = 10;

export type WorkerLogger = Pick<Logger, "info" | "warn" | "error">;

export interface LeadDeliveryWorkerOptions {
  db: Kysely<Database>;
  config: Config;
  logger: WorkerLogger;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
  /** Names this worker's claims; random (host:pid:uuid) by default. */
  workerId?: string;
  /** Wait between polls when the last batch was not full. */
  pollIntervalMs?: number;
  /**
   * How long a claim holds; must exceed HUBSPOT_TIMEOUT_MS (a batch's sends run in parallel).
   * Default LEAD_DELIVERY_LEASE_MS.
   */
  leaseMs?: number;
  /** In [0, 1): the jitter source. */
  random?: () => number;
  /** Deliveries claimed (and sent in parallel) per batch. */
  batchSize?: number;
  /** Default LEAD_DELIVERY_BACKOFF_BASE_MS. */
  backoffBaseMs?: number;
  /** Default LEAD_DELIVERY_BACKOFF_CAP_MS. */
  backoffCapMs?: number;
}

export interface LeadDeliveryWorker {
  readonly workerId: string;
  /** Polls in the background until stop(). Calling it again while running does nothing. */
  start(): void;
  /** Stops polling; resolves once the batch in flight (if any) is finished and recorded. */
  stop(): Promise<void>;
  /** Claims one batch of due deliveries, sends them, records the outcomes; resolves to the count. */
  runOnce(): Promise<number>;
}

/** Whether leads can be forwarded at all; without it they wait, pending, in the outbox. */
export function isCrmConfigured(
  config: Pick<Config, "HUBSPOT_PORTAL_ID" | "HUBSPOT_FORM_ID">,
): boolean {
  return Boolean(config.HUBSPOT_PORTAL_ID && config.HUBSPOT_FORM_ID);
}

/**
 * The outbox worker: claims due deliveries (see claimDueDeliveries), submits each lead to HubSpot
 * and records the outcome. Retryable failures are retried with backoff until
 * LEAD_DELIVERY_MAX_ATTEMPTS attempts, then the delivery is marked failed; a rejection (4xx) fails
 * it at once. Leads are never deleted. Logs carry the lead id, never the lead's personal data.
 */
export function createLeadDeliveryWorker(options: LeadDeliveryWorkerOptions): LeadDeliveryWorker {
  const {
    db,
    config,
    logger,
    fetch = globalThis.fetch,
    now = () => new Date(),
    workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    pollIntervalMs = 1000,
    leaseMs = config.LEAD_DELIVERY_LEASE_MS,
    random = Math.random,
    batchSize = DEFAULT_BATCH_SIZE,
    backoffBaseMs = config.LEAD_DELIVERY_BACKOFF_BASE_MS,
    backoffCapMs = config.LEAD_DELIVERY_BACKOFF_CAP_MS,
  } = options;
  if (!isCrmConfigured(config)) {
    throw new Error(
      "The lead delivery worker needs HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID (check isCrmConfigured)",
    );
  }
  if (leaseMs <= config.HUBSPOT_TIMEOUT_MS) {
    throw new RangeError(
      `leaseMs (${leaseMs}) must exceed HUBSPOT_TIMEOUT_MS (${config.HUBSPOT_TIMEOUT_MS})`,
    );
  }
  const maxAttempts = config.LEAD_DELIVERY_MAX_ATTEMPTS;
  const client = createHubSpotClient({ config, fetch, now });
  const runs = new Set<Promise<number>>();
  let loop: Promise<void> | undefined;
  let running = false;
  let wake: (() => void) | undefined;

  async function deliver(claim: ClaimedDelivery): Promise<void> {
    const log = { workerId, leadId: claim.leadId, attempt: claim.attempts + 1 };
    if (claim.takenOver) {
      metrics.outcomeUnknown("leads");
      logger.warn(
        { ...log, outcome: "outcome_unknown" },
        "lead delivery: the last attempt was cut before HubSpot answered (its worker ended); sending again, HubSpot may get it twice",
      );
    }
    let result: HubSpotSubmitResult;
    const started = performance.now();
    try {
      result = await client.submit(claim.lead);
      metrics.hubspotRequest(result.kind, secondsSince(started));
    } catch (error) {
      // The client reports transport problems as results; this is a bug, so retry, and say so.
      logger.error({ ...log, err: error }, "lead delivery: unexpected error from the CRM client");
      result = { kind: "retry", reason: "unexpected client error" };
    }
    const at = now();
    const outcome = decideDelivery(result, claim, {
      at,
      maxAttempts,
      backoffBaseMs,
      backoffCapMs,
      random,
    });
    metrics.leadDelivery(outcome.kind);
    try {
      await recordDelivery(outcome, { db, logger, log, workerId, at });
    } catch (error) {
      // The row stays claimed; once the lease expires a worker picks it up again.
      logger.error(
        { ...log, outcome: outcome.kind, err: error },
        "lead delivery: could not record the outcome",
      );
    }
  }

  async function processBatch(): Promise<number> {
    const claims = await claimDueDeliveries(db, {
      workerId,
      now: now(),
      leaseMs,
      limit: batchSize,
    });
    await Promise.all(claims.map(deliver));
    return claims.length;
  }

  function runOnce(): Promise<number> {
    const run = processBatch();
    runs.add(run);
    const forget = () => runs.delete(run);
    run.then(forget, forget);
    return run;
  }

  function pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });
  }

  return {
    workerId,
    runOnce,
    start() {
      if (running) return;
      running = true;
      logger.info({ workerId }, "lead delivery worker started");
      loop = (async () => {
        while (running) {
          let handled = 0;
          try {
            handled = await runOnce();
          } catch (error) {
            logger.error({ workerId, err: error }, "lead delivery batch failed");
          }
          // A full batch suggests more are due: go again at once.
          if (running && handled < batchSize) await pause(pollIntervalMs);
        }
      })();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = undefined;
      await Promise.allSettled([...runs]);
    },
  };
}

/** Writes a delivery's outcome to the outbox and logs it (the lead's id, never its data). */
async function recordDelivery(
  outcome: DeliveryOutcome,
  context: {
    db: Kysely<Database>;
    logger: WorkerLogger;
    log: { workerId: string; leadId: number; attempt: number };
    workerId: string;
    at: Date;
  },
): Promise<void> {
  const { db, logger, log, workerId, at } = context;
  const leadId = log.leadId;
  switch (outcome.kind) {
    case "delivered": {
      const recorded = await markDelivered(db, leadId, {
        workerId,
        crmResponse: outcome.crmResponse,
        now: at,
      });
      logger.info(
        { ...log, outcome: "delivered", status: outcome.status, recorded },
        "lead delivered to the CRM",
      );
      return;
    }
    case "failed": {
      const { error, crmResponse } = outcome;
      const recorded = await markFailed(db, leadId, { workerId, error, crmResponse, now: at });
      if (outcome.why === "rejected") {
        logger.error(
          { ...log, outcome: "failed", status: outcome.status, recorded },
          "lead rejected by the CRM: marked failed (kept, retry with `npm run leads -- retry ID`)",
        );
      } else {
        logger.error(
          { ...log, outcome: "failed", reason: outcome.reason, recorded },
          "lead delivery gave up after the maximum attempts: marked failed (kept)",
        );
      }
      return;
    }
    case "retry": {
      const { nextAttemptAt, error, crmResponse } = outcome;
      const recorded = await markRetry(db, leadId, {
        workerId,
        nextAttemptAt,
        error,
        crmResponse,
        now: at,
      });
      logger.warn(
        {
          ...log,
          outcome: "retry",
          reason: outcome.reason,
          nextAttemptAt: toIsoTimestamp(nextAttemptAt),
          recorded,
        },
        "lead delivery failed: will retry",
      );
    }
  }
}
