import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import {
  CSP_REPORT_BODY_LIMIT_BYTES,
  CSP_REPORT_RATE_LIMIT,
  cspReportRoutes,
  parseCspReports,
} from "./csp-report-routes.ts";

function appWithLog() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "warn" },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  const app = cspReportRoutes({ config: loadConfig({}), logger });
  return { app, lines };
}

const LEGACY = {
  "csp-report": {
    "document-uri": "https://anden.example/tracking/AND-123?from=sms",
    "blocked-uri": "https://evil.example/x.js?token=1",
    "effective-directive": "script-src-elem",
    "violated-directive": "script-src-elem",
    "source-file": "https://anden.example/assets/app.js",
    "line-number": 12,
    disposition: "enforce",
  },
};

const REPORTING_API = [
  {
    type: "csp-violation",
    url: "https://anden.example/",
    body: {
      documentURL: "https://anden.example/contacto#form",
      blockedURL: "inline",
      effectiveDirective: "style-src-attr",
      disposition: "enforce",
    },
  },
  { type: "deprecation", body: { id: "x" } },
];

const post = (app: ReturnType<typeof appWithLog>["app"], body: string, type: string) =>
  app.request("/csp-reports", { method: "POST", headers: { "Content-Type": type }, body });

describe("parseCspReports", () => {
  it("reads a report-uri report, keeping URLs without their query", () => {
    expect(parseCspReports(LEGACY)).toEqual([
      {
        document: "https://anden.example/tracking/AND-123",
        blocked: "https://evil.example/x.js",
        directive: "script-src-elem",
        source: "https://anden.example/assets/app.js",
        line: 12,
        disposition: "enforce",
      },
    ]);
  });

  it("reads the CSP violations of a Reporting API batch and skips other report types", () => {
    expect(parseCspReports(REPORTING_API)).toEqual([
      {
        document: "https://anden.example/contacto",
        blocked: "inline",
        directive: "style-src-attr",
        source: undefined,
        line: undefined,
        disposition: "enforce",
      },
    ]);
  });

  it.each([null, 42, "text", {}, [1, 2], { "csp-report": "x" }])(
    "finds no violation in %j",
    (body) => {
      expect(parseCspReports(body)).toEqual([]);
    },
  );

  it("shortens very long fields and ignores fields of the wrong type", () => {
    const [violation] = parseCspReports({
      "csp-report": { "blocked-uri": `https://a.example/${"x".repeat(5000)}`, "line-number": "12" },
    });
    expect(violation!.blocked!.length).toBeLessThanOrEqual(300);
    expect(violation!.line).toBeUndefined();
  });
});

describe("POST /csp-reports", () => {
  it("logs each violation as a warning and answers 204", async () => {
    const { app, lines } = appWithLog();
    const legacy = await post(app, JSON.stringify(LEGACY), "application/csp-report");
    const modern = await post(app, JSON.stringify(REPORTING_API), "application/reports+json");
    expect([legacy.status, modern.status]).toEqual([204, 204]);
    expect(lines.map((line) => [line.msg, (line.csp as { directive: string }).directive])).toEqual([
      ["content security policy violation", "script-src-elem"],
      ["content security policy violation", "style-src-attr"],
    ]);
  });

  it("refuses other content types with 415 and malformed JSON with 400, logging nothing", async () => {
    const { app, lines } = appWithLog();
    const wrongType = await post(app, JSON.stringify(LEGACY), "text/plain");
    const malformed = await post(app, "{", "application/csp-report");
    expect(wrongType.status).toBe(415);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: { code: "malformed_json", message: expect.any(String) },
    });
    expect(lines).toEqual([]);
  });

  it("refuses a body over the limit with 413", async () => {
    const { app } = appWithLog();
    const huge = JSON.stringify({
      "csp-report": { "blocked-uri": "x".repeat(CSP_REPORT_BODY_LIMIT_BYTES) },
    });
    const response = await post(app, huge, "application/csp-report");
    expect(response.status).toBe(413);
  });

  it("limits how many reports one address may send a minute", async () => {
    const { app } = appWithLog();
    const statuses = [];
    for (let i = 0; i <= CSP_REPORT_RATE_LIMIT; i += 1) {
      statuses.push((await post(app, JSON.stringify(LEGACY), "application/csp-report")).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
