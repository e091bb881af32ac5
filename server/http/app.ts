import { Hono, type Context, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { routePath } from "hono/route";
import { PatternRouter } from "hono/router/pattern-router";
import { secureHeaders } from "hono/secure-headers";
import type { StatusCode } from "hono/utils/http-status";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { metrics, secondsSince } from "../metrics.ts";
import type { TrackingService } from "../tracking/service.ts";
import type { PageLookup, PageRequest } from "../../domain/page-request.ts";
import { calendarDateOf, MARKET_TIME_ZONES } from "../../domain/tracking/dates.ts";
import { clientAddress } from "./client-address.ts";
import { contactRoutes } from "./contact-routes.ts";
import { CSP_REPORT_PATH, cspReportRoutes } from "./csp-report-routes.ts";
import {
  createNonce,
  documentPolicy,
  integrationSources,
  NON_DOCUMENT_POLICY,
} from "./content-security-policy.ts";
import { jsonError } from "./errors.ts";
import { createPageCache, isCurrent, joinWith, splitAt, type RenderedPage } from "./page-cache.ts";
import { crossSiteOrigin, refuseCrossSite } from "./guards.ts";
import type { RateLimitStore } from "./rate-limit.ts";
import { ratesRoutes } from "./rates-routes.ts";
import { TRACKING_RATE_SCOPE, trackingLookupLimiter, trackingRoutes } from "./tracking-routes.ts";
import { vitalsRoutes } from "./vitals-routes.ts";
import {
  byteRange,
  findStaticAsset,
  negotiateEncoding,
  servesRanges,
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
  /** The clock of the rendered pages' cache, whose entries last a day in the market's zone. */
  now?: () => Date;
}

export type PagePattern = (pathname: string) => string | undefined;

export interface PageRenderContext {
  /** The CSP nonce the page's inline scripts must carry. */
  nonce: string;
  logger: Logger;
  /** Tracking lookups for the page, counted against the address's budget like the API's. */
  lookUpShipment: PageRequest["lookUpShipment"];
}

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
  app.use(
    secureHeaders({
      xFrameOptions: "DENY",
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: servedOverHttps ? "max-age=63072000; includeSubDomains" : false,
      crossOriginOpenerPolicy: "same-origin",
      // For browsers long gone (Internet Explorer, Flash, the XSS auditor): bytes in every page's
      // first round trip for nothing (ADR 38).
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
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
  // One budget for every way of looking a parcel up: the API, the page and the page's .data.
  const lookups = trackingLookupLimiter(config, rateLimitStore);
  api.route("/", trackingRoutes({ config, service: tracking, rateLimitStore, lookups }));
  api.route("/", ratesRoutes({ config, rateLimitStore }));
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

  app.use(staticFiles(assets, staticPagePolicy, reportingEndpoints));
  app.all("/assets/*", (c) => c.text("Not Found", 404));
  app.use(compress());

  // Pages rendered per request are kept by URL for the day (ADR 36): rendered with a placeholder
  // nonce, answered with each request's own. Only 200s with no cookie are kept.
  const pageCache = createPageCache();
  const noncePlaceholder = createNonce();
  const timeZone = MARKET_TIME_ZONES[config.SITE_MARKET];
  // The market's date changes on a minute's boundary: worked out once a minute (Intl is slow).
  let todayOf = { minute: Number.NaN, day: "" };
  const today = () => {
    const time = now();
    const minute = Math.floor(time.getTime() / 60_000);
    if (minute !== todayOf.minute) todayOf = { minute, day: calendarDateOf(time, timeZone) };
    return todayOf.day;
  };
  // The policy of a rendered page differs only by its nonce: written once, around a marker.
  const [policyBeforeNonce, policyAfterNonce] = pagePolicy([`'nonce-${noncePlaceholder}'`]).split(
    noncePlaceholder,
  ) as [string, string];

  app.all("*", async (c) => {
    const nonce = createNonce();
    let retryAfterSeconds: number | undefined;
    const lookUpOnce = async (trackingNumber: string): Promise<PageLookup> => {
      const key = `${TRACKING_RATE_SCOPE}:${clientAddress(c, config.TRUST_PROXY)}`;
      const decision = await lookups.hit(key);
      if (decision.allowed) return tracking.lookup(trackingNumber);
      retryAfterSeconds = decision.retryAfterSeconds;
      metrics.rateLimitRefused(TRACKING_RATE_SCOPE);
      return { kind: "rate_limited" };
    };
    // One lookup (and one hit on the budget) per number and request, whether the cache's check
    // or the render asks first.
    const lookupsMade = new Map<string, Promise<PageLookup>>();
    const lookUpShipment: PageRequest["lookUpShipment"] = (trackingNumber) => {
      let lookup = lookupsMade.get(trackingNumber);
      if (!lookup) {
        lookup = lookUpOnce(trackingNumber);
        lookupsMade.set(trackingNumber, lookup);
      }
      return lookup;
    };

    const cacheable = c.req.method === "GET" && !c.req.path.endsWith(".data");
    const url = c.req.url;
    const day = today();
    const cacheKey = `${config.SITE_MARKET} ${day} ${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
    const cached = cacheable ? pageCache.get(cacheKey) : undefined;
    if (cached && (await isCurrent(cached, lookUpShipment))) return renderedAnswer(cached);

    const page = await renderPage(c.req.raw, {
      nonce: cacheable ? noncePlaceholder : nonce,
      logger: c.get("logger"),
      lookUpShipment,
    });
    if (retryAfterSeconds !== undefined) {
      c.header("Retry-After", String(retryAfterSeconds));
      // A page's data request answers like the API, not with React Router's encoding.
      if (c.req.path.endsWith(".data")) {
        c.header("Cache-Control", "no-store");
        return jsonError(c, 429, "rate_limited", "Too many requests. Try again later.");
      }
    }
    if (cacheable && isHtml(page.headers.get("Content-Type"))) {
      const rendered: RenderedPage = {
        status: page.status,
        headers: [...page.headers],
        parts: splitAt(new Uint8Array(await page.arrayBuffer()), noncePlaceholder),
        lookups: await Promise.all(
          [...lookupsMade].map(async ([number, lookup]): Promise<[string, WeakRef<PageLookup>]> => [
            number,
            new WeakRef(await lookup),
          ]),
        ),
      };
      // A render that crossed midnight may show either day: it is not kept.
      const keep =
        page.status === 200 &&
        retryAfterSeconds === undefined &&
        !page.headers.has("Set-Cookie") &&
        today() === day;
      if (keep) pageCache.set(cacheKey, rendered);
      return renderedAnswer(rendered);
    }
    // Rebuilt through the context so headers set before the handler (X-Request-Id) are kept.
    return pageAnswer(c.newResponse(page.body, page));

    function renderedAnswer(rendered: RenderedPage) {
      return pageAnswer(
        c.newResponse(joinWith(rendered.parts, nonce), {
          status: rendered.status as StatusCode,
          headers: rendered.headers,
        }),
      );
    }

    function pageAnswer(response: Response) {
      // Rendered for this request (a person's tracking result, a redirect): without a header of
      // its own, a CDN could apply its default TTL and serve it to someone else.
      if (!response.headers.has("Cache-Control")) {
        response.headers.set("Cache-Control", "no-store");
      }
      if (isHtml(response.headers.get("Content-Type"))) {
        response.headers.set(
          "Content-Security-Policy",
          `${policyBeforeNonce}${nonce}${policyAfterNonce}`,
        );
        response.headers.set("Reporting-Endpoints", reportingEndpoints);
        // What compress() would add to any HTML answer; added by it, the header would make it
        // rebuild the response around a stream of its body, copying every byte.
        const vary = response.headers.get("Vary");
        if (vary !== "*" && !/accept-encoding/i.test(vary ?? "")) {
          response.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
        }
      }
      return response;
    }
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
