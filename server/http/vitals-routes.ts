import { Hono } from "hono";
import { pino } from "pino";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import { VITALS_BODY_LIMIT_BYTES, VITALS_PATH } from "../../domain/vitals.ts";
import { vitalsReportSchema } from "../../domain/vitals-schema.ts";
import { jsonError } from "./errors.ts";
import {
  crossSiteOrigin,
  jsonBodyLimit,
  rateLimited,
  readJsonObject,
  refuseCrossSite,
} from "./guards.ts";
import { createRateLimiter, type RateLimitStore } from "./rate-limit.ts";

const silentLogger: Logger = pino({ level: "silent" });

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
  const limiter = createRateLimiter({
    limit: VITALS_RATE_LIMIT,
    windowMs: 60_000,
    store: rateLimitStore,
  });

  routes.post(
    VITALS_PATH.replace(/^\/api/, ""),
    jsonBodyLimit(VITALS_BODY_LIMIT_BYTES),
    async (c) => {
      const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
      if (foreign !== undefined)
        return refuseCrossSite(c, c.get("logger") ?? silentLogger, foreign);
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const report = vitalsReportSchema.safeParse(body.body);
      if (!report.success) {
        return jsonError(c, 400, "invalid_body", "The body is not a vitals report.");
      }
      const limited = await rateLimited(c, limiter, "vitals", config.TRUST_PROXY);
      if (limited) return limited;
      const page = pagePattern(report.data.page) ?? "other";
      for (const { name, value } of report.data.metrics) metrics.webVital(page, name, value);
      return c.body(null, 204);
    },
  );

  return routes;
}
