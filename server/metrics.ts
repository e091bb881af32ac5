import { createServer, type Server } from "node:http";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { Logger } from "./logger.ts";

/**
 * The process's Prometheus metrics, in one registry that the areas record into through the
 * functions below (no other module imports prom-client). Served by startMetricsServer on its own
 * port, never on the site's. Every label takes values from a short fixed list or from the route
 * table, so a visitor cannot create new series.
 */
export const registry = new Registry();

const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const UPSTREAM_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const httpDuration = new Histogram({
  name: "anden_http_request_duration_seconds",
  help: "Time to answer an HTTP request, by method, route pattern and status.",
  labelNames: ["method", "route", "status"] as const,
  buckets: HTTP_BUCKETS,
  registers: [registry],
});

const rateLimitRefusals = new Counter({
  name: "anden_rate_limit_refusals_total",
  help: "Requests refused with 429 by a rate limit, by API.",
  labelNames: ["api"] as const,
  registers: [registry],
});

/** The outboxes (server/outbox/): leads to the CRM, tracking e-mails. */
export type OutboxName = "leads" | "mail";

export interface OutboxState {
  pending: number;
  /** Seconds since the oldest item still waiting was stored; 0 when none waits. */
  oldestPendingAgeSeconds: number;
  failed: number;
}

let readinessSource: (() => Promise<boolean>) | undefined;

/**
 * Each outbox's series: three gauges read from its table at scrape time, and a counter of its
 * attempts. Their names predate the one outbox (ADR 54); dashboards and alerts use them.
 */
const OUTBOX_SERIES = {
  leads: {
    pending: [
      "anden_leads_pending",
      "Leads stored and not yet delivered to the CRM (pending or being sent).",
    ],
    oldest: [
      "anden_leads_oldest_pending_age_seconds",
      "Age of the oldest lead not yet delivered to the CRM; 0 when none waits.",
    ],
    failed: [
      "anden_leads_failed",
      "Leads whose delivery failed for good (rejected, or out of attempts), until retried.",
    ],
    attempts: new Counter({
      name: "anden_lead_deliveries_total",
      help: "Lead delivery attempts by outcome: delivered, retry or failed.",
      labelNames: ["outcome"],
      registers: [registry],
    }),
  },
  mail: {
    pending: [
      "anden_mail_outbox_pending",
      "Tracking e-mails queued and not yet sent (pending or being sent).",
    ],
    oldest: [
      "anden_mail_outbox_oldest_pending_age_seconds",
      "Age of the oldest tracking e-mail not yet sent; 0 when none waits.",
    ],
    failed: [
      "anden_mail_outbox_failed",
      "Tracking e-mails that failed for good (refused, or out of attempts), until resent.",
    ],
    attempts: new Counter({
      name: "anden_mail_deliveries_total",
      help: "Tracking e-mail attempts by kind and outcome: sent, unconfirmed, retry, failed or cancelled.",
      labelNames: ["kind", "outcome"],
      registers: [registry],
    }),
  },
} as const satisfies Record<OutboxName, unknown>;

const outboxSources = new Map<OutboxName, () => Promise<OutboxState>>();

for (const outbox of Object.keys(OUTBOX_SERIES) as OutboxName[]) {
  // Read once per scrape for the three gauges.
  let read: Promise<OutboxState | undefined> | undefined;
  const readOutbox = () => {
    read ??= (outboxSources.get(outbox)?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() => setImmediate(() => (read = undefined)));
    return read;
  };
  const series = OUTBOX_SERIES[outbox];
  const gauges = [
    [series.pending, (state: OutboxState) => state.pending],
    [series.oldest, (state: OutboxState) => state.oldestPendingAgeSeconds],
    [series.failed, (state: OutboxState) => state.failed],
  ] as const;
  for (const [[name, help], value] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const state = await readOutbox();
        if (state) this.set(value(state));
      },
    });
  }
}

const mailQueued = new Counter({
  name: "anden_mail_queued_total",
  help: "Tracking e-mails this process queued, by kind: confirm or update.",
  labelNames: ["kind"] as const,
  registers: [registry],
});

const outcomesUnknown = new Counter({
  name: "anden_outbox_outcome_unknown_total",
  help: "Sends cut between the outbox's commit point and the other side's answer, by outbox: leads (sent again: HubSpot may have one twice) or mail (recorded as sent: it may not have arrived).",
  labelNames: ["outbox"] as const,
  registers: [registry],
});
// Both series exist from the start at 0, so the first cut after a restart shows as an increase.
for (const outbox of ["leads", "mail"] as const) outcomesUnknown.inc({ outbox }, 0);

const hubspotDuration = new Histogram({
  name: "anden_hubspot_request_duration_seconds",
  help: "Time of one lead submission to HubSpot, by result: delivered, rejected or retry.",
  labelNames: ["result"] as const,
  buckets: UPSTREAM_BUCKETS,
  registers: [registry],
});

const trackingLookups = new Counter({
  name: "anden_tracking_lookups_total",
  help: "Tracking lookups (API and pages) by outcome: found, not_found, invalid, unavailable.",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

const trackingUpstreamDuration = new Histogram({
  name: "anden_tracking_upstream_duration_seconds",
  help: "Time of one lookup in the upstream tracking API (TRACKING_API_URL).",
  buckets: UPSTREAM_BUCKETS,
  registers: [registry],
});

const trackingUpstreamErrors = new Counter({
  name: "anden_tracking_upstream_errors_total",
  help: "Upstream tracking lookups that failed (timeout, network, HTTP error, bad answer).",
  registers: [registry],
});

const trackingEventsIngested = new Counter({
  name: "anden_tracking_events_ingested_total",
  help: "Shipment events received by the ingestion API, by result: created or duplicate.",
  labelNames: ["result"] as const,
  registers: [registry],
});

const captchaVerifications = new Counter({
  name: "anden_captcha_verifications_total",
  help: "Captcha verifications by provider and outcome: ok, or why the token was refused.",
  labelNames: ["provider", "outcome"] as const,
  registers: [registry],
});

new Gauge({
  name: "anden_ready",
  help: "1 when the database answers (as GET /readyz), 0 when it does not.",
  registers: [registry],
  async collect() {
    if (!readinessSource) return;
    this.set((await readinessSource().catch(() => false)) ? 1 : 0);
  },
});

/** The Core Web Vitals measured in seconds; CLS, a unitless score, has its own histogram. */
export const TIMED_VITALS = ["LCP", "INP", "FCP", "TTFB"] as const;

const webVitalsSeconds = new Histogram({
  name: "anden_web_vitals_seconds",
  help: "Field Core Web Vitals from sampled visits (LCP, INP, FCP, TTFB), by page and metric.",
  labelNames: ["page", "metric"] as const,
  buckets: [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
  registers: [registry],
});

const webVitalsCls = new Histogram({
  name: "anden_web_vitals_cls",
  help: "Field Cumulative Layout Shift from sampled visits, by page.",
  labelNames: ["page"] as const,
  buckets: [0, 0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  registers: [registry],
});

const widgetFailures = new Counter({
  name: "anden_widget_failures_total",
  help: "Widgets that did not start in a visitor's browser, as the page script reported them.",
  registers: [registry],
});

export const metrics = {
  widgetFailure() {
    widgetFailures.inc();
  },
  httpRequest(method: string, route: string, status: number, seconds: number) {
    httpDuration.observe({ method, route, status: String(status) }, seconds);
  },
  rateLimitRefused(api: string) {
    rateLimitRefusals.inc({ api });
  },
  /** One attempt of an outbox's item, by outcome (and the item's labels: the e-mail's kind). */
  outboxAttempt(outbox: OutboxName, outcome: string, labels: { kind?: string } = {}) {
    OUTBOX_SERIES[outbox].attempts.inc({ ...labels, outcome });
  },
  /** A send whose outcome is unknown: its worker was cut before the answer was recorded. */
  outcomeUnknown(outbox: OutboxName, count = 1) {
    if (count > 0) outcomesUnknown.inc({ outbox }, count);
  },
  mailQueued(kind: "confirm" | "update", count = 1) {
    if (count > 0) mailQueued.inc({ kind }, count);
  },
  hubspotRequest(result: "delivered" | "rejected" | "retry", seconds: number) {
    hubspotDuration.observe({ result }, seconds);
  },
  trackingLookup(outcome: "found" | "not_found" | "invalid" | "unavailable") {
    trackingLookups.inc({ outcome });
  },
  trackingUpstream(seconds: number, failed: boolean) {
    trackingUpstreamDuration.observe(seconds);
    if (failed) trackingUpstreamErrors.inc();
  },
  trackingEventIngested(created: boolean) {
    trackingEventsIngested.inc({ result: created ? "created" : "duplicate" });
  },
  captchaVerification(provider: string, outcome: string) {
    captchaVerifications.inc({ provider, outcome });
  },
  webVital(page: string, metric: (typeof TIMED_VITALS)[number] | "CLS", value: number) {
    if (metric === "CLS") webVitalsCls.observe({ page }, value);
    else webVitalsSeconds.observe({ page, metric }, value / 1000);
  },
  /** Where an outbox's gauges are read from at each scrape (the site's database). */
  watchOutbox(outbox: OutboxName, source: () => Promise<OutboxState>) {
    outboxSources.set(outbox, source);
  },
  /** What anden_ready reports at each scrape. */
  watchReadiness(source: () => Promise<boolean>) {
    readinessSource = source;
  },
};

/** Seconds elapsed since `started` (a performance.now() reading). */
export const secondsSince = (started: number) => (performance.now() - started) / 1000;

let defaultMetricsOn = false;

/**
 * GET /metrics in Prometheus's text format, on a listener of its own (METRICS_PORT) so that the
 * site's load balancer never exposes it. Also starts the process's default metrics (CPU, memory,
 * event loop lag, GC, handles).
 */
export function startMetricsServer(options: {
  port: number;
  host: string;
  logger: Pick<Logger, "info" | "error">;
}): Server {
  if (!defaultMetricsOn) {
    collectDefaultMetrics({ register: registry });
    defaultMetricsOn = true;
  }
  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/metrics") {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not Found");
      return;
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      response.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end();
      return;
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { "Content-Type": registry.contentType });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (error: unknown) => {
        options.logger.error({ err: error }, "metrics: could not collect");
        response.writeHead(500, { "Content-Type": "text/plain" }).end("metrics unavailable");
      },
    );
  });
  server.listen(options.port, options.host, () => {
    options.logger.info({ port: options.port, host: options.host }, "metrics listening");
  });
  return server;
}
