import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { jsonError } from "./errors.ts";
import { crossSiteOrigin, refuseCrossSite } from "./guards.ts";

const isRead = (method: string) => method === "GET" || method === "HEAD";

/**
 * Pages take no form posts. React Router's own check of a cross-site one logs an error with a
 * stack trace, so anyone could flood the error log: it is refused here with one short line.
 */
export const refuseCrossSitePosts =
  (publicBaseUrl: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (isRead(c.req.method)) return next();
    const foreign = crossSiteOrigin(c, publicBaseUrl);
    if (foreign === undefined) return next();
    c.header("Cache-Control", "no-store");
    return refuseCrossSite(c, c.get("logger"), foreign);
  };

/** Pages, files and health checks are only read: any other method is a 405 with Allow. */
export const onlyReads: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isRead(c.req.method)) return next();
  c.header("Allow", "GET, HEAD");
  c.header("Cache-Control", "no-store");
  return jsonError(c, 405, "method_not_allowed", "This path only takes GET and HEAD.");
};
