import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import { secureHeaders } from "hono/secure-headers";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { metrics, secondsSince } from "../metrics.ts";
import type { TrackingService } from "../tracking/service.ts";
import { contactRoutes } from "./contact-routes.ts";
import { CSP_REPORT_PATH, cspReportRoutes } from "./csp-report-routes.ts";
import {
  createNonce,
  documentPolicy,
  integrationSources,
  NON_DOCUMENT_POLICY,
} from "./content-security-policy.ts";
import { jsonError } from "./errors.ts";
import type { RateLimitStore } from "./rate-limit.ts";
import { ratesRoutes } from "./rates-routes.ts";
import { trackingRoutes } from "./tracking-routes.ts";
import {
  findStaticAsset,
  negotiateEncoding,
  type StaticAsset,
  type StaticAssets,
} from "./static-assets.ts";

export interface AppDependencies {
  config: Config;
  logger: Logger;
  database: AppDatabase;
  /** React Router's request handler: every page that is not a static file. */
  renderPage: (request: Request, context: PageRenderContext) => Promise<Response>;
  assets: StaticAssets;
  captcha: CaptchaVerifier;
  tracking: TrackingService;
  /** Where rate-limit counters live; in this process unless several instances share a store. */
  rateLimitStore?: RateLimitStore;
  /**
   * The route pattern of a page's path (`/tracking/:number`), undefined for no page: the label of
   * the request metrics and the field vitals, so that they never hold a raw path.
   */
  pagePattern?: PagePattern;
}

export type PagePattern = (pathname: string) => string | undefined;

export interface PageRenderContext {
  /** The CSP nonce the page's inline scripts must carry. */
  nonce: string;
  logger: Logger;
}

type AppEnv = { Variables: { logger: Logger; requestId: string; staticFile?: true } };

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

const requestLogging =
  (logger: Logger): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get("requestId") });
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
    const encoding = negotiateEncoding(asset, c.req.header("Accept-Encoding"));
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
    const body = encoding === "br" ? asset.brotli : encoding === "gzip" ? asset.gzip : asset.body;
    if (encoding !== "identity") headers["Content-Encoding"] = encoding;
    if (c.req.method === "HEAD") return c.body(null, 200, headers);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  };

export function createApp({
  config,
  logger,
  database,
  renderPage,
  assets,
  captcha,
  tracking,
  rateLimitStore,
  pagePattern = () => undefined,
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
  const staticPolicies = new WeakMap<StaticAsset, string>();
  const staticPagePolicy = (asset: StaticAsset) => {
    let policy = staticPolicies.get(asset);
    if (!policy) {
      policy = pagePolicy(asset.inlineScriptHashes ?? []);
      staticPolicies.set(asset, policy);
    }
    return policy;
  };

  app.use(requestId());
  app.use(requestMetrics(pagePattern));
  app.use(requestLogging(logger));
  app.use(
    secureHeaders({
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: servedOverHttps ? "max-age=63072000; includeSubDomains" : false,
      crossOriginOpenerPolicy: "same-origin",
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        hid: [],
        midi: [],
        displayCapture: [],
      },
    }),
  );
  // Pages set their own policy (static: by hash, rendered: by nonce); everything else allows nothing.
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) {
      c.res.headers.set("Content-Security-Policy", NON_DOCUMENT_POLICY);
    }
  });

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
  api.route("/", trackingRoutes({ config, service: tracking, rateLimitStore }));
  api.route("/", ratesRoutes({ config, rateLimitStore }));
  api.route("/", cspReportRoutes({ config, rateLimitStore, logger }));
  api.all("*", (c) => jsonError(c, 404, "not_found", "No such API endpoint."));
  app.route("/api", api);

  app.use(staticFiles(assets, staticPagePolicy, reportingEndpoints));
  app.all("/assets/*", (c) => c.text("Not Found", 404));
  app.use(compress());

  app.all("*", async (c) => {
    const nonce = createNonce();
    const page = await renderPage(c.req.raw, { nonce, logger: c.get("logger") });
    // Rebuilt through the context so headers set before the handler (X-Request-Id) are kept.
    const response = c.newResponse(page.body, page);
    // Rendered for this request (a person's tracking result, a redirect): without a header of
    // its own, a CDN could apply its default TTL and serve it to someone else.
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
    if (isHtml(page.headers.get("Content-Type"))) {
      response.headers.set("Content-Security-Policy", pagePolicy([`'nonce-${nonce}'`]));
      response.headers.set("Reporting-Endpoints", reportingEndpoints);
    }
    return response;
  });

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
