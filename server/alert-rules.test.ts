import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { collectDefaultMetrics, Registry } from "prom-client";
import { registry } from "./metrics.ts";

const RULES_FILE = path.resolve(import.meta.dirname, "../ops/alerts.yml");

/** Series Prometheus makes itself for each scrape target. */
const SCRAPE_SERIES = new Set(["up"]);
const PROMQL_WORDS = new Set(["and", "or", "unless", "bool", "offset", "by", "without"]);
const HISTOGRAM_SUFFIXES = /_(bucket|count|sum)$/;

interface Rule {
  alert?: string;
  expr?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

/** The metric names an expression reads: identifiers that are not functions, labels or keywords. */
function metricNames(expr: string): string[] {
  const stripped = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, "")
    .replace(/\{[^}]*\}/g, " ")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, " ");
  const names = [...stripped.matchAll(/([a-zA-Z_:][a-zA-Z0-9_:]*)\s*(\()?/g)]
    .filter(([, name, call]) => !call && !PROMQL_WORDS.has(name ?? ""))
    .map(([, name]) => name ?? "");
  return [...new Set(names)];
}

const document = parse(await readFile(RULES_FILE, "utf8")) as {
  groups: { name: string; rules: Rule[] }[];
};
const rules = document.groups.flatMap((group) => group.rules);
/** The process metrics prom-client adds once the metrics listener starts (startMetricsServer). */
const processDefaults = new Registry();
collectDefaultMetrics({ register: processDefaults });
const registered = new Set(
  [...(await registry.getMetricsAsJSON()), ...(await processDefaults.getMetricsAsJSON())].map(
    (metric) => metric.name,
  ),
);

describe("ops/alerts.yml", () => {
  it("holds the alerts the on-call engineer needs", () => {
    expect(rules.map((rule) => rule.alert)).toEqual(
      expect.arrayContaining([
        "LeadsWaitingTooLong",
        "LeadDeliveryFailed",
        "HighServerErrorRate",
        "InstanceNotReady",
        "OutboxOutcomeUnknown",
      ]),
    );
    const oldestLead = rules.find((rule) => rule.alert === "LeadsWaitingTooLong");
    expect(oldestLead?.expr).toMatch(/anden_leads_oldest_pending_age_seconds\) > 900$/);
  });

  it("gives every alert an expression, a severity and a summary", () => {
    for (const rule of rules) {
      expect(rule.expr, rule.alert).toEqual(expect.any(String));
      expect(rule.labels?.severity, rule.alert).toMatch(/^(page|ticket)$/);
      expect(rule.annotations?.summary, rule.alert).toEqual(expect.any(String));
    }
  });

  it("names only metrics the server exports", () => {
    for (const rule of rules) {
      const names = metricNames(rule.expr ?? "");
      expect(names.length, rule.alert).toBeGreaterThan(0);
      for (const name of names) {
        if (SCRAPE_SERIES.has(name)) continue;
        const family = registered.has(name) ? name : name.replace(HISTOGRAM_SUFFIXES, "");
        expect(registered, `${rule.alert} reads ${name}`).toContain(family);
      }
    }
  });

  it("reads metric names out of an expression", () => {
    expect(
      metricNames(
        'sum(rate(anden_x_count{status=~"5.."}[5m])) / sum by (instance) (rate(anden_y[5m])) > 0.02 and up{job="a"} == 0',
      ),
    ).toEqual(["anden_x_count", "anden_y", "up"]);
    expect(metricNames("max(anden_no_such_metric) > 0")).toEqual(["anden_no_such_metric"]);
  });
});
