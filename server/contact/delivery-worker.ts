import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { metrics, secondsSince } from "../metrics.ts";
import {
  createOutboxWorker,
  type OutboxWorker,
  type WorkerLogger,
  type WorkerSettings,
} from "../outbox/worker.ts";
import { attemptOf } from "./delivery-decision.ts";
import { createHubSpotClient } from "./hubspot-client.ts";
import { leadOutbox } from "./lead-repository.ts";

export interface LeadDeliveryWorkerOptions extends WorkerSettings {
  db: Kysely<Database>;
  config: Config;
  logger: WorkerLogger;
  fetch?: typeof globalThis.fetch;
  /**
   * How long a claim holds; must exceed HUBSPOT_TIMEOUT_MS (a batch's sends run in parallel).
   * Default LEAD_DELIVERY_LEASE_MS.
   */
  leaseMs?: number;
  /** Default LEAD_DELIVERY_BACKOFF_BASE_MS. */
  backoffBaseMs?: number;
  /** Default LEAD_DELIVERY_BACKOFF_CAP_MS. */
  backoffCapMs?: number;
}

export type LeadDeliveryWorker = OutboxWorker;

/** Whether leads can be forwarded at all; without it they wait, pending, in the outbox. */
export function isCrmConfigured(
  config: Pick<Config, "HUBSPOT_PORTAL_ID" | "HUBSPOT_FORM_ID">,
): boolean {
  return Boolean(config.HUBSPOT_PORTAL_ID && config.HUBSPOT_FORM_ID);
}

/**
 * The leads' outbox worker (server/outbox/, at least once): submits each due lead to HubSpot.
 * Retryable failures are retried with backoff until LEAD_DELIVERY_MAX_ATTEMPTS attempts, then the
 * delivery is marked failed; a rejection (4xx) fails it at once. Leads are never deleted. Logs
 * carry the lead id, never the lead's personal data.
 */
export function createLeadDeliveryWorker(options: LeadDeliveryWorkerOptions): LeadDeliveryWorker {
  const { config, fetch = globalThis.fetch, now = () => new Date() } = options;
  if (!isCrmConfigured(config)) {
    throw new Error(
      "The lead delivery worker needs HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID (check isCrmConfigured)",
    );
  }
  const client = createHubSpotClient({ config, fetch, now });
  return createOutboxWorker({
    ...options,
    outbox: leadOutbox,
    maxAttempts: config.LEAD_DELIVERY_MAX_ATTEMPTS,
    backoffBaseMs: options.backoffBaseMs ?? config.LEAD_DELIVERY_BACKOFF_BASE_MS,
    backoffCapMs: options.backoffCapMs ?? config.LEAD_DELIVERY_BACKOFF_CAP_MS,
    leaseMs: options.leaseMs ?? config.LEAD_DELIVERY_LEASE_MS,
    sendTimeoutMs: config.HUBSPOT_TIMEOUT_MS,
    adapter: {
      async send(delivery) {
        const started = performance.now();
        const result = await client.submit(delivery.lead);
        metrics.hubspotRequest(result.kind, secondsSince(started));
        return attemptOf(result);
      },
      messages: {
        subject: "lead delivery",
        done: "lead delivered to the CRM",
        retry: "lead delivery failed: will retry",
        rejected:
          "lead rejected by the CRM: marked failed (kept, retry with `npm run leads -- retry ID`)",
        gaveUp: "lead delivery gave up after the maximum attempts: marked failed (kept)",
        takenOver:
          "lead delivery: the last attempt was cut before HubSpot answered (its worker ended); sending again, HubSpot may get it twice",
      },
    },
  });
}
