import { Hono } from "hono";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from "../../domain/vitals.ts";
import { vitalsReportSchema } from "../../domain/vitals-schema.ts";
import { endpoints } from "./endpoint.ts";
import { budget, type RateLimitStore } from "./rate-limit.ts";

/** Reports per client address and minute: a visit sends one or two. */
export const VITALS_RATE_LIMIT = 30;

export interface VitalsRoutesDependencies {
  config: Pick<Config, "TRUST_PROXY" | "PUBLIC_BASE_URL">;
  rateLimitStore?: RateLimitStore;
  /** The route pattern of a page's path; undefined for no page (counted as "other"). */
  pagePattern: (pathname: string) => string | undefined;
}

/**
 * POST /vitals (mounted under /api): a sampled visit's Core Web Vitals, added to the histograms by
 * page pattern and metric. Nothing is stored or logged: no address, no raw path. Answers 204.
 * Everything that can be told from the request alone is checked before it counts against the
 * address's quota (size 413, another site's origin 403, media type 415, body 400), so neither a
 * malformed report nor another site's page can spend a visitor's reports.
 */
export function vitalsRoutes({ config, rateLimitStore, pagePattern }: VitalsRoutesDependencies) {
  const routes = new Hono<{ Variables: { logger?: Logger } }>();
  const limiter = budget(VITALS_RATE_LIMIT, 60, rateLimitStore);

  routes.post(
    VITALS_PATH.replace(/^\/api/, ""),
    endpoints(config)({
      name: "vitals",
      body: { limit: VITALS_BODY_LIMIT_BYTES, types: ["json"] },
      origin: "same-site",
      envelope: {
        schema: vitalsReportSchema,
        code: "invalid_body",
        message: "The body is not a vitals report.",
        fields: false,
      },
      limiters: [{ limiter, scope: "vitals" }],
      handle({ envelope: report }) {
        const page = pagePattern(report.page) ?? "other";
        for (const { name, value } of report.metrics) metrics.webVital(page, name, value);
        return { status: 204 };
      },
    }),
  );

  return routes;
}
