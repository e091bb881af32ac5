import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { routePath } from "hono/route";
import { PatternRouter } from "hono/router/pattern-router";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { metrics, secondsSince } from "../metrics.ts";
import type { TrackingService } from "../tracking/service.ts";
import type { PageBudgetOf } from "../../domain/page-request.ts";
import { contactRoutes } from "./contact-routes.ts";
import { CSP_REPORT_PATH, cspReportRoutes } from "./csp-report-routes.ts";
import { createNonce, documentPolicy, integrationSources } from "./content-security-policy.ts";
import { jsonError } from "./errors.ts";
import { crossSiteOrigin, refuseCrossSite } from "./guards.ts";
import type { RateLimitStore } from "./rate-limit.ts";
import { pageRoutes, refuseRouterDataRequests, type RenderPage } from "./page-routes.ts";
import { ratesQuoteLimiter, ratesRoutes } from "./rates-routes.ts";
import { securityHeaders, securityHeadersOnEveryAnswer } from "./security-headers.ts";
import { trackingLookupLimiter, trackingRoutes } from "./tracking-routes.ts";
import { vitalsRoutes } from "./vitals-routes.ts";
import {
  byteRange,
  encodedBody,
  findStaticAsset,
  servesRanges,
  type StaticAsset,
  type StaticAssets,
} from "./static-assets.ts";

export interface AppDependencies {
  config: Config;
  logger: Logger;
  database: AppDatabase;
  /** React Router's request handler: every page that is not a static file. */
  renderPage: RenderPage;
  assets: StaticAssets;
  /** Which budget a page computed per request spends (from the app's build). */
  budgetOf: PageBudgetOf;
  /** The prerendered page answered with a 429 once that budget is spent. */
  rateLimitedPage: StaticAsset;
  captcha: CaptchaVerifier;
  tracking: TrackingService;
  /** Where rate-limit counters live; in this process unless several instances share a store. */
  rateLimitStore?: RateLimitStore;
  /**
   * The route pattern of a page's path (`/tracking/:number`), undefined for no page: the label of
   * the request metrics and the field vitals, so that they never hold a raw path.
   */
  pagePattern?: PagePattern;
  /** The clock of the rendered pages' cache, whose entries last a day in the market's zone. */
  now?: () => Date;
}

export type PagePattern = (pathname: string) => string | undefined;

export type { PageRenderContext } from "./page-routes.ts";

type AppEnv = {
  Variables: { logger: Logger; requestId: string; clientRequestId?: string; staticFile?: true };
};

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * The request's route for the metrics: the Hono route that answered (`/api/tracking/:number`),
 * else the page's pattern; files are "static" and anything else "unmatched", so a client cannot
 * make up new label values.
 */
function routeLabel(c: Context<AppEnv>, pagePattern: PagePattern): string {
  const handled = routePath(c);
  if (handled !== "*" && handled !== "/*" && handled !== "") return handled;
  if (c.get("staticFile") && !isHtml(c.res.headers.get("Content-Type"))) return "static";
  return pagePattern(c.req.path) ?? (c.get("staticFile") ? "static" : "unmatched");
}

const requestMetrics =
  (pagePattern: PagePattern): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    await next();
    const method = METHODS.has(c.req.method) ? c.req.method : "other";
    metrics.httpRequest(method, routeLabel(c, pagePattern), c.res.status, secondsSince(started));
  };

const isHtml = (contentType: string | null | undefined) =>
  contentType?.startsWith("text/html") ?? false;

const WELL_FORMED_REQUEST_ID = /^[\w\-=]{1,255}$/;

/**
 * The request's id, sent back as X-Request-Id: the one a proxy in front set when TRUST_PROXY says
 * there is one, otherwise a new one. A client's own id is not trusted (two requests could share
 * it in the logs), only logged apart as clientRequestId.
 */
const requestIds =
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

const requestLogging =
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

const staticFiles =
  (
    assets: StaticAssets,
    policyFor: (asset: StaticAsset) => string,
    reportingEndpoints: string,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    const asset = findStaticAsset(assets, c.req.path);
    if (!asset) return next();
    c.set("staticFile", true);
    const { encoding, body } = encodedBody(asset, c.req.header("Accept-Encoding"));
    // Each encoding is its own representation, so it gets its own validator.
    const etag = encoding === "identity" ? asset.etag : `${asset.etag.slice(0, -1)}-${encoding}"`;
    const headers: Record<string, string> = {
      "Content-Type": asset.contentType,
      "Cache-Control": asset.cacheControl,
      ETag: etag,
      Vary: "Accept-Encoding",
    };
    if (asset.inlineScriptHashes) {
      headers["Content-Security-Policy"] = policyFor(asset);
      headers["Reporting-Endpoints"] = reportingEndpoints;
    }
    if (c.req.header("If-None-Match") === etag) return c.body(null, 304, headers);
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    if (encoding === "identity" && servesRanges(asset)) {
      headers["Accept-Ranges"] = "bytes";
      const ifRange = c.req.header("If-Range");
      const size = asset.body.length;
      const range =
        ifRange === undefined || ifRange === etag
          ? byteRange(c.req.header("Range"), size)
          : undefined;
      if (range === "unsatisfiable") {
        return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
      }
      if (range) {
        headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
        if (c.req.method === "HEAD") return c.body(null, 206, headers);
        const part = asset.body.subarray(range.start, range.end + 1);
        return c.body(part as Uint8Array<ArrayBuffer>, 206, headers);
      }
    }
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };

/** The methods the routes of `app` take at a path (GET brings HEAD), for a 405's Allow. */
function allowedMethodsOf(app: Hono<AppEnv>): (path: string) => string[] {
  const router = new PatternRouter<string>();
  for (const route of app.routes) {
    if (route.method !== "ALL") router.add("ANY", route.path, route.method);
  }
  return (path) => {
    const methods = new Set(router.match("ANY", path)[0].map(([method]) => method));
    if (methods.has("GET")) methods.add("HEAD");
    const order = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];
    return [...methods].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  };
}

export function createApp({
  config,
  logger,
  database,
  renderPage,
  assets,
  captcha,
  tracking,
  rateLimitStore,
  budgetOf,
  rateLimitedPage,
  pagePattern = () => undefined,
  now = () => new Date(),
}: AppDependencies) {
  const app = new Hono<AppEnv>();
  const servedOverHttps = config.PUBLIC_BASE_URL.startsWith("https://");
  const integrations = integrationSources(config);
  const reportPath = `/api${CSP_REPORT_PATH}`;
  const pagePolicy = (inlineScripts: string[]) =>
    documentPolicy({
      inlineScripts,
      integrations,
      upgradeInsecureRequests: servedOverHttps,
      reportPath,
    });
  const reportingEndpoints = `csp="${reportPath}"`;
  // The policy of a rendered page differs only by its nonce: written once, around a marker.
  const nonceMarker = createNonce();
  const [policyBeforeNonce, policyAfterNonce] = pagePolicy([`'nonce-${nonceMarker}'`]).split(
    nonceMarker,
  ) as [string, string];
  const staticPolicies = new WeakMap<StaticAsset, string>();
  const staticPagePolicy = (asset: StaticAsset) => {
    let policy = staticPolicies.get(asset);
    if (!policy) {
      policy = pagePolicy(asset.inlineScriptHashes ?? []);
      staticPolicies.set(asset, policy);
    }
    return policy;
  };

  app.use(requestIds(config.TRUST_PROXY));
  app.use(requestMetrics(pagePattern));
  app.use(requestLogging(logger));
  app.use(securityHeadersOnEveryAnswer(securityHeaders({ https: servedOverHttps })));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ready", database: database.dialect });
    } catch (error) {
      c.get("logger").error({ err: error }, "readiness check failed: database unreachable");
      return jsonError(c, 503, "not_ready", "The database is not reachable.");
    }
  });

  const api = new Hono<AppEnv>();
  api.route("/", contactRoutes({ config, db: database.db, captcha, rateLimitStore }));
  // One budget for each kind of lookup, whether the API or a page asks: a parcel, a quote.
  const lookups = trackingLookupLimiter(config, rateLimitStore);
  const quotes = ratesQuoteLimiter(config, rateLimitStore);
  api.route("/", trackingRoutes({ config, service: tracking, rateLimitStore, lookups }));
  api.route("/", ratesRoutes({ config, rateLimitStore, quotes }));
  api.route("/", cspReportRoutes({ config, rateLimitStore, logger }));
  api.route("/", vitalsRoutes({ config, rateLimitStore, pagePattern }));
  const endpointMethods = allowedMethodsOf(api);
  api.all("*", (c) => {
    const allowed = endpointMethods(c.req.path.slice("/api".length));
    if (allowed.length === 0) return jsonError(c, 404, "not_found", "No such API endpoint.");
    c.header("Allow", allowed.join(", "));
    return jsonError(c, 405, "method_not_allowed", "This endpoint does not take this method.");
  });
  app.route("/api", api);

  // Pages take no form posts. React Router's own check of a cross-site one logs an error with a
  // stack trace, so anyone could flood the error log: it is refused here with one short line.
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
    if (foreign === undefined) return next();
    c.header("Cache-Control", "no-store");
    return refuseCrossSite(c, c.get("logger"), foreign);
  });

  // Pages, files and health checks are only read; the API answered its own paths above.
  app.use(async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    c.header("Allow", "GET, HEAD");
    c.header("Cache-Control", "no-store");
    return jsonError(c, 405, "method_not_allowed", "This path only takes GET and HEAD.");
  });

  app.use(refuseRouterDataRequests);
  app.use(staticFiles(assets, staticPagePolicy, reportingEndpoints));
  app.all("/assets/*", (c) => c.text("Not Found", 404));
  app.use(compress());

  app.route(
    "/",
    pageRoutes({
      config,
      renderPage,
      lookUpShipment: (trackingNumber) => tracking.lookup(trackingNumber),
      budgets: { tracking: lookups, rates: quotes },
      budgetOf,
      rateLimitedPage,
      policies: {
        rendered: (nonce) => `${policyBeforeNonce}${nonce}${policyAfterNonce}`,
        prerendered: staticPagePolicy,
        reportingEndpoints,
      },
      now,
    }),
  );

  app.onError((error, c) => {
    (c.get("logger") ?? logger).error({ err: error }, "unhandled error");
    c.header("Cache-Control", "no-store");
    if (c.req.path.startsWith("/api/")) {
      return jsonError(c, 500, "internal_error", "Something went wrong on our side.");
    }
    return c.text("Internal Server Error", 500);
  });

  return app;
}
