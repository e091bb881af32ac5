import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Logger } from "../logger.ts";
import { metrics, secondsSince } from "../metrics.ts";
import { isHtml, type AppEnv, type PagePattern } from "./app-env.ts";

const WELL_FORMED_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The request's id, sent back as X-Request-Id: the one a proxy in front set when TRUST_PROXY says
 * there is one, otherwise a new one. A client's own id is not trusted (two requests could share
 * it in the logs), only logged apart as clientRequestId.
 */
export const requestIds =
  (trustedProxyHops: number): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const supplied = c.req.header("X-Request-Id");
    const wellFormed = supplied && WELL_FORMED_REQUEST_ID.test(supplied) ? supplied : undefined;
    const id = trustedProxyHops > 0 && wellFormed ? wellFormed : crypto.randomUUID();
    c.set("requestId", id);
    if (wellFormed && wellFormed !== id) c.set("clientRequestId", wellFormed);
    c.header("X-Request-Id", id);
    await next();
  };

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The request's route for the metrics: the Hono route that answered (`/api/tracking/:number`),
 * else the page's pattern; files are "static" and anything else "unmatched", so a client cannot
 * make up new label values.
 */
export function routeLabel(c: Context<AppEnv>, pagePattern: PagePattern): string {
  const handled = routePath(c);
  if (handled !== "*" && handled !== "/*" && handled !== "") return handled;
  if (c.get("staticFile") && !isHtml(c.res.headers.get("Content-Type"))) return "static";
  return pagePattern(c.req.path) ?? (c.get("staticFile") ? "static" : "unmatched");
}

/** Every request's duration in the metrics, by method, route pattern and status. */
export const requestMetrics =
  (pagePattern: PagePattern): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : "other";
    metrics.httpRequest(method, routeLabel(c, pagePattern), c.res.status, secondsSince(started));
  };

/** A logger with the request's id for everything after it, and one line per request at the end. */
export const requestLogging =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const clientRequestId = c.get("clientRequestId");
    const log = logger.child({
      reqId: c.get("requestId"),
      ...(clientRequestId ? { clientRequestId } : {}),
    });
    c.set("logger", log);
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      "request",
    );
  };
