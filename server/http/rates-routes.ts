import { Hono } from "hono";
import type { Config } from "../config.ts";
import { createRatesService } from "../rates/service.ts";
import { endpoints } from "./endpoint.ts";
import { budget, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";
import type { Answer } from "./responder.ts";

export type { RatesResponseBody } from "../rates/service.ts";

/** A rates request is six short fields; anything larger is refused unread. */
export const RATES_BODY_LIMIT_BYTES = 8 * 1024;

/** Quotes depend only on the request and the cards, so any cache may keep them a few minutes. */
export const RATES_SUCCESS_CACHE_CONTROL = "public, max-age=300";

export interface RatesRoutesDependencies {
  config: Pick<
    Config,
    | "PUBLIC_BASE_URL"
    | "SITE_MARKET"
    | "TRUST_PROXY"
    | "RATES_RATE_LIMIT"
    | "RATES_RATE_WINDOW_SECONDS"
  >;
  rateLimitStore?: RateLimitStore;
  /** The per-address quote budget, when the app shares it with the quote pages. */
  quotes?: RateLimiter;
}

/** Where quotes count, per client address: the API's and the quote pages'. */
export const RATES_RATE_SCOPE = "rates";

/** The per-address budget of quotes (RATES_RATE_LIMIT per window). */
export function ratesQuoteLimiter(
  config: Pick<Config, "RATES_RATE_LIMIT" | "RATES_RATE_WINDOW_SECONDS">,
  store?: RateLimitStore,
): RateLimiter {
  return budget(config.RATES_RATE_LIMIT, config.RATES_RATE_WINDOW_SECONDS, store);
}

/**
 * POST /rates (JSON body) and GET /rates?origin=&destination=&length=&height=&width=&weight=: the
 * quotes of the deployment's market for one parcel, in the market's units (cm and kg in Mexico and
 * Argentina, in and lb in the US; the answer's `units` says which, with the market's
 * `volumetricDivisor` and `billingIncrement`). Both validate with the shared schema (400
 * invalid_fields with per-field codes) and count against a per-address rate limit (429 with
 * Retry-After); a body that is no JSON object is refused before it counts. No results is a 200
 * with an empty list and `noQuotes` saying why. Mounted under /api: a table of endpoints
 * (endpoint.ts) over the rates service. Every error is JSON `{ error: { code, message, fields? } }`
 * with Cache-Control: no-store.
 */
export function ratesRoutes({
  config,
  rateLimitStore,
  quotes = ratesQuoteLimiter(config, rateLimitStore),
}: RatesRoutesDependencies) {
  const routes = new Hono();
  const endpoint = endpoints(config);
  const rates = createRatesService({ market: config.SITE_MARKET });
  const limiters = [{ limiter: quotes, scope: RATES_RATE_SCOPE }];

  const answer = (input: Record<string, unknown>): Answer => {
    const quote = rates.quote(input);
    if (!quote.ok) {
      return {
        status: 400,
        code: "invalid_fields",
        message: "Some fields are missing or invalid.",
        fields: quote.fields,
      };
    }
    return { status: 200, json: quote.json, cacheControl: RATES_SUCCESS_CACHE_CONTROL };
  };

  routes.get(
    "/rates",
    endpoint({ name: "rates", limiters, handle: ({ c }) => answer(c.req.query()) }),
  );
  routes.post(
    "/rates",
    endpoint({
      name: "rates",
      body: { limit: RATES_BODY_LIMIT_BYTES, types: ["json"] },
      limiters,
      handle: ({ body }) => answer(body),
    }),
  );

  return routes;
}
