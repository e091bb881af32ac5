import { Hono } from "hono";
import type { Config } from "../config.ts";
import { metrics } from "../metrics.ts";
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from "../../domain/vitals.ts";
import { vitalsReportSchema } from "../../domain/vitals-schema.ts";
import { jsonError } from "./errors.ts";
import { jsonBodyLimit, rateLimited, readJsonObject } from "./guards.ts";
import { createRateLimiter, type RateLimitStore } from "./rate-limit.ts";

/** Reports per client address and minute: a visit sends one or two. */
export const VITALS_RATE_LIMIT = 30;

export interface VitalsRoutesDependencies {
  config: Pick<Config, "TRUST_PROXY">;
  rateLimitStore?: RateLimitStore;
  /** The route pattern of a page's path; undefined for no page (counted as "other"). */
  pagePattern: (pathname: string) => string | undefined;
}

/**
 * POST /vitals (mounted under /api): a sampled visit's Core Web Vitals, added to the histograms by
 * page pattern and metric. Nothing is stored or logged: no address, no raw path. Answers 204.
 */
export function vitalsRoutes({ config, rateLimitStore, pagePattern }: VitalsRoutesDependencies) {
  const routes = new Hono();
  const limiter = createRateLimiter({
    limit: VITALS_RATE_LIMIT,
    windowMs: 60_000,
    store: rateLimitStore,
  });

  routes.post(
    VITALS_PATH.replace(/^\/api/, ""),
    jsonBodyLimit(VITALS_BODY_LIMIT_BYTES),
    async (c) => {
      const limited = await rateLimited(c, limiter, "vitals", config.TRUST_PROXY);
      if (limited) return limited;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const report = vitalsReportSchema.safeParse(body.body);
      if (!report.success) {
        return jsonError(c, 400, "invalid_body", "The body is not a vitals report.");
      }
      const page = pagePattern(report.data.page) ?? "other";
      for (const { name, value } of report.data.metrics) metrics.webVital(page, name, value);
      return c.body(null, 204);
    },
  );

  return routes;
}
