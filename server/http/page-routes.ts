import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import type { PageBudget, PageBudgetOf, PageRequest } from "../../domain/page-request.ts";
import type { TrackingLookup } from "../../domain/tracking/view.ts";
import { rateLimitKey } from "./client-address.ts";
import { createNonce } from "./content-security-policy.ts";
import type { CriticalCss } from "./critical-css.ts";
import { jsonError } from "./errors.ts";
import {
  createPageCache,
  isCurrent,
  joinWith,
  marketDay,
  pageCacheKey,
  splitAt,
  type RenderedPage,
} from "./page-cache.ts";
import type { RateLimitDecision, RateLimiter } from "./rate-limit.ts";
import { encodedBody, type StaticAsset } from "./static-assets.ts";

export interface PageRenderContext {
  /** The CSP nonce the page's inline scripts must carry. */
  nonce: string;
  logger: Logger;
  /** Tracking lookups for the page (its budget is spent before it renders). */
  lookUpShipment: PageRequest["lookUpShipment"];
  /** The contact form posted without JavaScript, which the contact page answers. */
  contactSubmission?: PageRequest["contactSubmission"];
}

/** React Router's request handler, with the values one rendered page needs. */
export type RenderPage = (request: Request, context: PageRenderContext) => Promise<Response>;

/** The Content-Security-Policy of pages: by nonce when rendered, by hash when prerendered. */
export interface PagePolicies {
  rendered(nonce: string): string;
  prerendered(asset: StaticAsset): string;
  /** The Reporting-Endpoints header that names where violations are reported. */
  reportingEndpoints: string;
}

export interface PageRoutesDependencies {
  config: Pick<Config, "SITE_MARKET" | "TRUST_PROXY">;
  renderPage: RenderPage;
  lookUpShipment: (trackingNumber: string) => Promise<TrackingLookup>;
  /** The per-address budgets, the very limiters of the APIs they are shared with. */
  budgets: Record<PageBudget, RateLimiter>;
  /** Which budget a page request spends (the app's page table says, through its build). */
  budgetOf: PageBudgetOf;
  /** The prerendered page answered, with a 429, once a page's budget is spent. */
  rateLimitedPage: StaticAsset;
  policies: PagePolicies;
  /** Inlines a rendered page's critical CSS (ADR 47). */
  criticalCss: CriticalCss;
  /** The clock of the rendered pages' cache, whose entries last a day in the market's zone. */
  now?: () => Date;
}

type Env = { Variables: { logger: Logger } };

const textEncoder = new TextEncoder();

const isHtml = (contentType: string | null | undefined) =>
  contentType?.startsWith("text/html") ?? false;

/**
 * React Router's data requests (`/page.data`, `?_routes=`) and its route manifest: no page of this
 * site hydrates, so no browser of it asks for them. Answered 404 before anything renders, they
 * cannot be a second, cheaper way into a page's data.
 */
export const isRouterDataRequest = (path: string): boolean =>
  path.endsWith(".data") || path === "/__manifest";

export const refuseRouterDataRequests: MiddlewareHandler<Env> = async (c, next) => {
  if (!isRouterDataRequest(c.req.path)) return next();
  c.header("Cache-Control", "no-store");
  return jsonError(c, 404, "not_found", "No such page.");
};

/**
 * Spends one of the client's `budget` (an IPv6 client's /64), the same count as its API's; the
 * decision, or undefined when the page spends none.
 */
export async function spendPageBudget(
  c: Context,
  budget: PageBudget | undefined,
  budgets: Record<PageBudget, RateLimiter>,
  trustedProxyHops: number,
): Promise<RateLimitDecision | undefined> {
  if (!budget) return undefined;
  const decision = await budgets[budget].hit(rateLimitKey(c, budget, trustedProxyHops));
  if (!decision.allowed) metrics.rateLimitRefused(budget);
  return decision;
}

/**
 * The prerendered "too many requests" page with a 429 and Retry-After: served from memory like
 * any prerendered page, so a refusal costs no render.
 */
export function rateLimitedPageAnswer(
  c: Context,
  page: StaticAsset,
  retryAfterSeconds: number,
  policies: PagePolicies,
): Response {
  const { encoding, body } = encodedBody(page, c.req.header("Accept-Encoding"));
  const headers: Record<string, string> = {
    "Content-Type": page.contentType,
    "Cache-Control": "no-store",
    "Retry-After": String(retryAfterSeconds),
    "Content-Security-Policy": policies.prerendered(page),
    "Reporting-Endpoints": policies.reportingEndpoints,
    Vary: "Accept-Encoding",
  };
  if (encoding !== "identity") headers["Content-Encoding"] = encoding;
  if (c.req.method === "HEAD") return c.body(null, 429, headers);
  return c.body(body as Uint8Array<ArrayBuffer>, 429, headers);
}

/**
 * The headers every page answer rendered here gets: its policy with this request's nonce, where
 * violations go, `Vary: Accept-Encoding` for HTML, and `no-store` unless the page set a
 * Cache-Control of its own.
 */
export function withPageHeaders(
  response: Response,
  nonce: string,
  policies: PagePolicies,
): Response {
  // Rendered for this request (a person's tracking result, a redirect): without a header of its
  // own, a CDN could apply its default TTL and serve it to someone else.
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "no-store");
  if (isHtml(response.headers.get("Content-Type"))) {
    response.headers.set("Content-Security-Policy", policies.rendered(nonce));
    response.headers.set("Reporting-Endpoints", policies.reportingEndpoints);
    // What compress() would add to any HTML answer; added by it, the header would make it
    // rebuild the response around a stream of its body, copying every byte.
    const vary = response.headers.get("Vary");
    if (vary !== "*" && !/accept-encoding/i.test(vary ?? "")) {
      response.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    }
  }
  return response;
}

/**
 * Every page that is not a prerendered file (React Router's data requests were refused before
 * the files, refuseRouterDataRequests), in this order: a page computed per request spends its budget (or gets the prerendered 429 page); a
 * page kept from earlier today is answered again (ADR 36); anything else is rendered by React
 * Router, its critical CSS inlined, and kept when it is a 200 with no cookie. Mounted last, for
 * GET and HEAD.
 */
export function pageRoutes({
  config,
  renderPage,
  lookUpShipment,
  budgets,
  budgetOf,
  rateLimitedPage,
  policies,
  criticalCss,
  now = () => new Date(),
}: PageRoutesDependencies) {
  const routes = new Hono<Env>();
  const cache = createPageCache();
  const today = marketDay(config.SITE_MARKET, now);
  // Cached pages are rendered with a placeholder nonce, answered with each request's own.
  const noncePlaceholder = createNonce();

  routes.all("*", async (c) => {
    const decision = await spendPageBudget(
      c,
      budgetOf(new URL(c.req.url)),
      budgets,
      config.TRUST_PROXY,
    );
    if (decision && !decision.allowed) {
      return rateLimitedPageAnswer(c, rateLimitedPage, decision.retryAfterSeconds, policies);
    }

    const nonce = createNonce();
    // One lookup per number and request, whether the cache's check or the render asks first.
    const lookupsMade = new Map<string, Promise<TrackingLookup>>();
    const lookUpOnce = (trackingNumber: string) => {
      let lookup = lookupsMade.get(trackingNumber);
      if (!lookup) {
        lookup = lookUpShipment(trackingNumber);
        lookupsMade.set(trackingNumber, lookup);
      }
      return lookup;
    };
    const answer = (rendered: RenderedPage) =>
      withPageHeaders(
        c.newResponse(joinWith(rendered.parts, nonce), {
          status: rendered.status as StatusCode,
          headers: rendered.headers,
        }),
        nonce,
        policies,
      );

    const cacheable = c.req.method === "GET";
    const day = today();
    const key = pageCacheKey(config.SITE_MARKET, day, c.req.url);
    const cached = cacheable ? cache.get(key) : undefined;
    if (cached && (await isCurrent(cached, lookUpOnce))) return answer(cached);

    const page = await renderPage(c.req.raw, {
      nonce: cacheable ? noncePlaceholder : nonce,
      logger: c.get("logger"),
      lookUpShipment: lookUpOnce,
    });
    if (!cacheable || !isHtml(page.headers.get("Content-Type"))) {
      // Rebuilt through the context so headers set before the handler (X-Request-Id) are kept.
      return withPageHeaders(c.newResponse(page.body, page), nonce, policies);
    }
    const rendered: RenderedPage = {
      status: page.status,
      headers: [...page.headers],
      parts: splitAt(
        textEncoder.encode(criticalCss.inline(await page.text(), { nonce: noncePlaceholder })),
        noncePlaceholder,
      ),
      lookups: await Promise.all(
        [...lookupsMade].map(
          async ([number, lookup]): Promise<[string, WeakRef<TrackingLookup>]> => [
            number,
            new WeakRef(await lookup),
          ],
        ),
      ),
    };
    // A render that crossed midnight may show either day: it is not kept.
    const keep = page.status === 200 && !page.headers.has("Set-Cookie") && today() === day;
    if (keep) cache.set(key, rendered);
    return answer(rendered);
  });

  return routes;
}

export interface FormPageDependencies {
  renderPage: RenderPage;
  policies: PagePolicies;
  criticalCss: CriticalCss;
  lookUpShipment: PageRequest["lookUpShipment"];
}

/** The request headers a page's render reads: its language and client, never the post's body. */
const RENDER_HEADERS = ["Accept", "Accept-Language", "User-Agent", "X-Request-Id"] as const;

/**
 * A page drawn in answer to a form posted without JavaScript: the page at `path` rendered for
 * this request with what was posted (`extras`), its critical CSS inlined, with `status`. Never
 * kept in the cache: it holds what a visitor typed.
 */
export function formPageRenderer({
  renderPage,
  policies,
  criticalCss,
  lookUpShipment,
}: FormPageDependencies) {
  return async (
    c: Context<Env>,
    path: string,
    extras: Pick<PageRenderContext, "contactSubmission">,
    status: StatusCode,
  ): Promise<Response> => {
    const nonce = createNonce();
    const headers = new Headers();
    for (const name of RENDER_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const request = new Request(new URL(path, c.req.url), { headers });
    const page = await renderPage(request, {
      nonce,
      logger: c.get("logger"),
      lookUpShipment,
      ...extras,
    });
    const html = criticalCss.inline(await page.text(), { nonce });
    const answer = c.newResponse(html, { status, headers: page.headers });
    answer.headers.set("Cache-Control", "no-store");
    return withPageHeaders(answer, nonce, policies);
  };
}
