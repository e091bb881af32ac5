import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { metrics, registry, startMetricsServer } from "./metrics.ts";

const METRIC_NAMES = [
  "anden_http_request_duration_seconds",
  "anden_rate_limit_refusals_total",
  "anden_leads_pending",
  "anden_leads_oldest_pending_age_seconds",
  "anden_leads_failed",
  "anden_lead_deliveries_total",
  "anden_mail_outbox_pending",
  "anden_mail_outbox_oldest_pending_age_seconds",
  "anden_mail_outbox_failed",
  "anden_mail_queued_total",
  "anden_mail_deliveries_total",
  "anden_outbox_outcome_unknown_total",
  "anden_hubspot_request_duration_seconds",
  "anden_tracking_lookups_total",
  "anden_tracking_upstream_duration_seconds",
  "anden_tracking_upstream_errors_total",
  "anden_tracking_events_ingested_total",
  "anden_captcha_verifications_total",
  "anden_ready",
  "anden_web_vitals_seconds",
  "anden_web_vitals_cls",
  "anden_widget_failures_total",
  // The process defaults.
  "process_cpu_seconds_total",
  "process_resident_memory_bytes",
  "nodejs_eventloop_lag_p99_seconds",
  "nodejs_heap_size_used_bytes",
];

let server: Server | undefined;

afterEach(async () => {
  if (server?.listening) {
    server.close();
    await once(server, "close");
  }
  server = undefined;
});

async function listen(): Promise<string> {
  server = startMetricsServer({ port: 0, host: "127.0.0.1", logger: pino({ level: "silent" }) });
  await once(server, "listening");
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the metrics listener", () => {
  it("is off unless METRICS_PORT is set, and never on the site's port", () => {
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ PORT: "9464", METRICS_PORT: "9464" })).toThrow(/METRICS_PORT/);
  });

  it("serves every metric in Prometheus's text format at GET /metrics", async () => {
    const base = await listen();
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of METRIC_NAMES) expect(text).toContain(`# TYPE ${name} `);
  });

  it("reports the outbox and readiness read at scrape time", async () => {
    metrics.watchOutbox("leads", async () => ({
      pending: 3,
      failed: 1,
      oldestPendingAgeSeconds: 960,
    }));
    metrics.watchOutbox("mail", async () => ({
      pending: 7,
      failed: 2,
      oldestPendingAgeSeconds: 45,
    }));
    metrics.watchReadiness(async () => {
      throw new Error("database down");
    });
    const base = await listen();
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/^anden_leads_pending 3$/m);
    expect(text).toMatch(/^anden_leads_failed 1$/m);
    expect(text).toMatch(/^anden_leads_oldest_pending_age_seconds 960$/m);
    expect(text).toMatch(/^anden_ready 0$/m);
    expect(text).toMatch(/^anden_mail_outbox_pending 7$/m);
    expect(text).toMatch(/^anden_mail_outbox_failed 2$/m);
    expect(text).toMatch(/^anden_mail_outbox_oldest_pending_age_seconds 45$/m);
  });

  it("reports the sends whose outcome is unknown, each outbox from 0", async () => {
    const base = await listen();
    const text = await (await fetch(`${base}/metrics`)).text();
    expect(text).toMatch(/^anden_outbox_outcome_unknown_total\{outbox="leads"\} 0$/m);
    expect(text).toMatch(/^anden_outbox_outcome_unknown_total\{outbox="mail"\} 0$/m);
    metrics.outcomeUnknown("mail");
    const after = await (await fetch(`${base}/metrics`)).text();
    expect(after).toMatch(/^anden_outbox_outcome_unknown_total\{outbox="mail"\} 1$/m);
  });

  it("answers nothing else", async () => {
    const base = await listen();
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(405);
  });

  it("keeps the registry's names in this test's list", async () => {
    const names = (await registry.getMetricsAsJSON()).map((metric) => metric.name);
    expect(names.filter((name) => name.startsWith("anden_")).sort()).toEqual(
      METRIC_NAMES.filter((name) => name.startsWith("anden_")).sort(),
    );
  });
});
