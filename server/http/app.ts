import { Hono, type ErrorHandler } from "hono";
import { compress } from "hono/compress";
import { createContactService } from "../contact/service.ts";
import type { Logger } from "../logger.ts";
import type { PageBudgetOf } from "../../domain/page-request.ts";
import { apiRoutes, type ApiSiteDependencies } from "./api-routes.ts";
import type { AppEnv, PagePattern } from "./app-env.ts";
import { canonicalPaths } from "./canonical-paths.ts";
import { NO_CRITICAL_CSS, type CriticalCss } from "./critical-css.ts";
import { jsonError } from "./errors.ts";
import { healthRoutes } from "./health-routes.ts";
import { pagePolicies } from "./page-policies.ts";
import {
  contactPost,
  contactSubmissionLimiter,
  type ContactRoutesDependencies,
} from "./contact-routes.ts";
import {
  formPageRenderer,
  pageRoutes,
  refuseRouterDataRequests,
  type RenderPage,
} from "./page-routes.ts";
import { ratesQuoteLimiter } from "./rates-routes.ts";
import { onlyReads, refuseCrossSitePosts } from "./read-only-paths.ts";
import { requestIds, requestLogging, requestMetrics } from "./request-context.ts";
import { securityHeaders, securityHeadersOnEveryAnswer } from "./security-headers.ts";
import { missingAsset, staticFiles } from "./static-routes.ts";
import type { StaticAsset, StaticAssets } from "./static-assets.ts";
import { trackingLookupLimiter } from "./tracking-routes.ts";

export interface AppDependencies extends ApiSiteDependencies {
  /** React Router's request handler: every page that is not a static file. */
  renderPage: RenderPage;
  assets: StaticAssets;
  /** Which budget a page computed per request spends (the page table's: pageBudgetIn). */
  budgetOf: PageBudgetOf;
  /** The prerendered page answered with a 429 once that budget is spent. */
  rateLimitedPage: StaticAsset;
  /** Inlines rendered pages' critical CSS (the build's plans; none in most tests). */
  criticalCss?: CriticalCss;
  /**
   * The route pattern of a page's path (`/tracking/:number`), undefined for no page: the label of
   * the request metrics and the field vitals, so that they never hold a raw path.
   */
  pagePattern?: PagePattern;
  /** The clock of the rendered pages' cache, whose entries last a day in the market's zone. */
  now?: () => Date;
  /** The content editor's routes, on the editor's own deployment only (server/cms/, ADR 48). */
  editor?: Hono;
  /** The contact page's path in this market: the contact form posts there without JavaScript. */
  contactPagePath: string;
}

export type { PagePattern } from "./app-env.ts";
export type { PageRenderContext } from "./page-routes.ts";

/** The last resort: logged with its stack, answered without one (JSON under /api). */
const unhandledError =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (error, c) => {
    (c.get("logger") ?? logger).error({ err: error }, "unhandled error");
    c.header("Cache-Control", "no-store");
    if (c.req.path.startsWith("/api/")) {
      return jsonError(c, 500, "internal_error", "Something went wrong on our side.");
    }
    return c.text("Internal Server Error", 500);
  };

/** The site, as the list of what it does with a request, in order. */
export function createApp(dependencies: AppDependencies) {
  const {
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
    criticalCss,
    pagePattern = () => undefined,
    now = () => new Date(),
    editor,
    contactPagePath,
  } = dependencies;
  const app = new Hono<AppEnv>();
  const policies = pagePolicies(config);
  // One budget for each kind of lookup, whether the API or a page asks: a parcel, a quote.
  const lookups = trackingLookupLimiter(config, rateLimitStore);
  const quotes = ratesQuoteLimiter(config, rateLimitStore);
  const https = config.PUBLIC_BASE_URL.startsWith("https://");
  const renderFormPage = formPageRenderer({
    renderPage,
    policies,
    criticalCss: criticalCss ?? NO_CRITICAL_CSS,
    lookUpShipment: (trackingNumber) => tracking.lookup(trackingNumber),
  });
  const contact: ContactRoutesDependencies = {
    config,
    contact: createContactService({ db: database.db, market: config.SITE_MARKET }),
    captcha,
    rateLimitStore,
    submissions: contactSubmissionLimiter(config, rateLimitStore),
    contactPagePath,
    renderContactPage: (c, contactSubmission, status) =>
      renderFormPage(c, contactPagePath, { contactSubmission }, status),
  };

  // Every request: an id, its metrics, a log line, the security headers.
  app.use(requestIds(config.TRUST_PROXY));
  app.use(requestMetrics(pagePattern));
  app.use(requestLogging(logger));
  app.use(securityHeadersOnEveryAnswer(securityHeaders({ https })));

  // Health checks and the API answer their own paths; so does the editor, where it is deployed.
  app.route("/", healthRoutes(database));
  if (editor) app.route("/", editor);
  app.route("/api", apiRoutes({ ...dependencies, pagePattern, lookups, quotes, contact }));
  // The contact form without JavaScript posts to its own page, which answers with the form.
  app.post(contactPagePath, contactPost(contact, "page"));

  // The rest is only read: files from memory, then pages, each at one path.
  app.use(refuseCrossSitePosts(config.PUBLIC_BASE_URL));
  app.use(onlyReads);
  app.use(refuseRouterDataRequests);
  app.use(canonicalPaths(pagePattern, config.SITE_MARKET));
  app.use(staticFiles(assets, policies.prerendered, policies.reportingEndpoints));
  app.use(missingAsset);
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
      policies,
      criticalCss: criticalCss ?? NO_CRITICAL_CSS,
      now,
    }),
  );

  app.onError(unhandledError(logger));
  return app;
}
