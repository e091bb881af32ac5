import { Hono } from "hono";
import type { Config } from "../config.ts";
import { metrics } from "../metrics.ts";
import {
  WIDGET_FAILURE_BODY_LIMIT_BYTES,
  WIDGET_FAILURES_PATH,
} from "../../domain/widget-failures.ts";
import { widgetFailureSchema } from "../../domain/widget-failures-schema.ts";
import type { AppEnv, PagePattern } from "./app-env.ts";
import { endpoints } from "./endpoint.ts";
import { budget, type RateLimitStore } from "./rate-limit.ts";

/** Reports per client address and minute: a broken page sends one per widget and view. */
export const WIDGET_FAILURE_RATE_LIMIT = 30;

/**
 * POST /widget-failures (mounted under /api): a widget that did not start in a visitor's browser
 * (app/widgets/widget-failures.ts). Logged as one warn line with the widget, the page's route
 * pattern and the error's message, and counted; nothing else of the visitor is kept. Checked like
 * the vitals (size, origin, media type, body) before it counts against the address's quota.
 */
export function widgetFailureRoutes({
  config,
  rateLimitStore,
  pagePattern,
}: {
  config: Pick<Config, "TRUST_PROXY" | "PUBLIC_BASE_URL">;
  rateLimitStore?: RateLimitStore;
  pagePattern: PagePattern;
}) {
  const routes = new Hono<AppEnv>();
  const limiter = budget(WIDGET_FAILURE_RATE_LIMIT, 60, rateLimitStore);
  routes.post(
    WIDGET_FAILURES_PATH.replace(/^\/api/, ""),
    endpoints(config)({
      name: "widget failures",
      body: { limit: WIDGET_FAILURE_BODY_LIMIT_BYTES, types: ["json"] },
      origin: "same-site",
      envelope: {
        schema: widgetFailureSchema,
        code: "invalid_body",
        message: "The body is not a widget failure report.",
        fields: false,
      },
      limiters: [{ limiter, scope: "widget-failures" }],
      handle({ envelope: { widget, page, message }, log }) {
        metrics.widgetFailure();
        log.warn(
          { widget, page: pagePattern(page) ?? "other", message },
          "widget failed in a browser",
        );
        return { status: 204 };
      },
    }),
  );
  return routes;
}
