import { Hono } from "hono";
import { PatternRouter } from "hono/router/pattern-router";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import type { TrackingService } from "../tracking/service.ts";
import type { AppEnv, PagePattern } from "./app-env.ts";
import { contactRoutes, type ContactRoutesDependencies } from "./contact-routes.ts";
import { cspReportRoutes } from "./csp-report-routes.ts";
import { jsonError } from "./errors.ts";
import type { RateLimiter, RateLimitStore } from "./rate-limit.ts";
import { ratesRoutes } from "./rates-routes.ts";
import { trackingRoutes } from "./tracking-routes.ts";
import { trackingUpdatesRoutes } from "./tracking-updates-routes.ts";
import type { LinkSigner } from "../tracking-updates/links.ts";
import { vitalsRoutes } from "./vitals-routes.ts";
import { widgetFailureRoutes } from "./widget-failure-routes.ts";

/** What the API takes from the site as the app is given it (AppDependencies extends it). */
export interface ApiSiteDependencies {
  config: Config;
  logger: Logger;
  database: AppDatabase;
  captcha: CaptchaVerifier;
  tracking: TrackingService;
  /** Where rate-limit counters live; in this process unless several instances share a store. */
  rateLimitStore?: RateLimitStore;
  /** The e-mail updates, when they are on (SMTP configured, parcels from the built-in store). */
  trackingUpdates?: TrackingUpdatesDependencies;
}

export interface ApiRoutesDependencies extends ApiSiteDependencies {
  /** The tracking and quote budgets, shared with the pages that compute per request. */
  lookups: RateLimiter;
  quotes: RateLimiter;
  pagePattern: PagePattern;
  /** The contact form's post, shared with the contact page's own path. */
  contact: ContactRoutesDependencies;
}

export interface TrackingUpdatesDependencies {
  links: LinkSigner;
  /** Wakes the e-mail worker when something was queued. */
  onQueued(): void;
}

/** The methods the routes of `routes` take at a path (GET brings HEAD), for a 405's Allow. */
function allowedMethodsOf(routes: Hono<AppEnv>): (path: string) => string[] {
  const router = new PatternRouter<string>();
  for (const route of routes.routes) {
    if (route.method !== "ALL") router.add("ANY", route.path, route.method);
  }
  return (path) => {
    const methods = new Set(router.match("ANY", path)[0].map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    const order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  };
}

/**
 * Everything under /api: the contact form and its captcha, tracking (lookups and ingestion), rates,
 * CSP reports, field vitals and widget failures; any other path is a JSON 404, any other method a JSON 405 with
 * the methods the path takes. Mounted at /api.
 */
export function apiRoutes({
  config,
  logger,
  database,
  captcha,
  tracking,
  rateLimitStore,
  lookups,
  quotes,
  pagePattern,
  trackingUpdates,
  contact,
}: ApiRoutesDependencies) {
  const api = new Hono<AppEnv>();
  api.route("/", contactRoutes(contact));
  api.route(
    "/",
    trackingRoutes({
      config,
      service: tracking,
      rateLimitStore,
      lookups,
      onUpdatesQueued: trackingUpdates?.onQueued,
    }),
  );
  api.route(
    "/",
    trackingUpdatesRoutes({
      config,
      db: database.db,
      captcha,
      links: trackingUpdates?.links,
      rateLimitStore,
      onQueued: trackingUpdates?.onQueued,
    }),
  );
  api.route("/", ratesRoutes({ config, rateLimitStore, quotes }));
  api.route("/", cspReportRoutes({ config, rateLimitStore, logger }));
  api.route("/", vitalsRoutes({ config, rateLimitStore, pagePattern }));
  api.route("/", widgetFailureRoutes({ config, rateLimitStore, pagePattern }));
  const endpointMethods = allowedMethodsOf(api);
  api.all("*", (c) => {
    const allowed = endpointMethods(c.req.path.slice("/api".length));
    if (allowed.length === 0) return jsonError(c, 404, "not_found", "No such API endpoint.");
    c.header("Allow", allowed.join(", "));
    return jsonError(c, 405, "method_not_allowed", "This endpoint does not take this method.");
  });
  return api;
}
