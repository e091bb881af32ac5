import { Hono } from "hono";
import { pino } from "pino";
import { z } from "zod";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { jsonError } from "./errors.ts";
import { continueUpload, jsonBodyLimit, rateLimited } from "./guards.ts";
import { createRateLimiter, type RateLimitStore } from "./rate-limit.ts";

/** Browsers batch a handful of reports; anything larger is refused unread. */
export const CSP_REPORT_BODY_LIMIT_BYTES = 64 * 1024;
/** Reports per client address and minute: enough for a page's violations, not for a flood. */
export const CSP_REPORT_RATE_LIMIT = 30;
const REPORTS_LOGGED_PER_REQUEST = 10;
const MAX_FIELD_LENGTH = 300;

export const CSP_REPORT_PATH = "/csp-reports";

type Env = { Variables: { logger: Logger } };

const text = z
  .string()
  .transform((value) => value.slice(0, MAX_FIELD_LENGTH))
  .optional()
  .catch(undefined);
const line = z.number().int().nonnegative().optional().catch(undefined);

/** `report-uri` format: one report, Content-Type application/csp-report. */
const legacyReport = z.object({
  "csp-report": z.object({
    "document-uri": text,
    "blocked-uri": text,
    "effective-directive": text,
    "violated-directive": text,
    "source-file": text,
    "line-number": line,
    disposition: text,
  }),
});

/** Reporting API format (`report-to`): a list, Content-Type application/reports+json. */
const reportingApiReports = z.array(
  z.object({
    type: z.string(),
    body: z
      .object({
        documentURL: text,
        blockedURL: text,
        effectiveDirective: text,
        sourceFile: text,
        lineNumber: line,
        disposition: text,
      })
      .catch({}),
  }),
);

export interface CspViolation {
  document?: string;
  blocked?: string;
  directive?: string;
  source?: string;
  line?: number;
  disposition?: string;
}

/** Drops the query and fragment: a document's URL may carry a visitor's tracking number or quote. */
function withoutQuery(url: string | undefined): string | undefined {
  if (!url) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return url.split(/[?#]/)[0];
  }
}

/** The violations in a report body of either format; an empty list when it is neither. */
export function parseCspReports(body: unknown): CspViolation[] {
  const legacy = legacyReport.safeParse(body);
  if (legacy.success) {
    const report = legacy.data["csp-report"];
    return [
      {
        document: withoutQuery(report["document-uri"]),
        blocked: withoutQuery(report["blocked-uri"]),
        directive: report["effective-directive"] ?? report["violated-directive"],
        source: withoutQuery(report["source-file"]),
        line: report["line-number"],
        disposition: report.disposition,
      },
    ];
  }
  const modern = reportingApiReports.safeParse(body);
  if (!modern.success) return [];
  return modern.data
    .filter((report) => report.type === "csp-violation")
    .map(({ body: report }) => ({
      document: withoutQuery(report.documentURL),
      blocked: withoutQuery(report.blockedURL),
      directive: report.effectiveDirective,
      source: withoutQuery(report.sourceFile),
      line: report.lineNumber,
      disposition: report.disposition,
    }));
}

const REPORT_CONTENT_TYPE = /^application\/(csp-report|reports\+json|json)\b/i;

export interface CspReportRoutesDependencies {
  config: Pick<Config, "TRUST_PROXY">;
  rateLimitStore?: RateLimitStore;
  /** Used when the app has not put a request logger on the context (tests). */
  logger?: Logger;
}

/**
 * POST /csp-reports: the browsers' Content-Security-Policy violation reports (both formats), one
 * warning log line per violation, so a blocked script shows up in the logs rather than only in a
 * visitor's console. Mounted under /api; answers 204.
 */
export function cspReportRoutes({
  config,
  rateLimitStore,
  logger = pino({ level: "silent" }),
}: CspReportRoutesDependencies) {
  const routes = new Hono<Env>();
  const limiter = createRateLimiter({
    limit: CSP_REPORT_RATE_LIMIT,
    windowMs: 60_000,
    store: rateLimitStore,
  });

  routes.post(CSP_REPORT_PATH, jsonBodyLimit(CSP_REPORT_BODY_LIMIT_BYTES), async (c) => {
    const limited = await rateLimited(c, limiter, "csp-reports", config.TRUST_PROXY);
    if (limited) return limited;
    if (!REPORT_CONTENT_TYPE.test(c.req.header("Content-Type") ?? "")) {
      return jsonError(
        c,
        415,
        "unsupported_media_type",
        "Send reports as application/csp-report or application/reports+json.",
      );
    }
    let body: unknown;
    continueUpload(c);
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return jsonError(c, 400, "malformed_json", "The request body is not valid JSON.");
    }
    const log = (c.get("logger") as Logger | undefined) ?? logger;
    for (const violation of parseCspReports(body).slice(0, REPORTS_LOGGED_PER_REQUEST)) {
      log.warn({ csp: violation }, "content security policy violation");
    }
    return c.body(null, 204);
  });

  return routes;
}
