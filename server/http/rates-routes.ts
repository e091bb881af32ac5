import { Hono, type Context } from "hono";
import type { Config } from "../config.ts";
import { quoteParcel, type ParcelQuotes } from "../../domain/rates/quotes.ts";
import { jsonError } from "./errors.ts";
import { jsonBodyLimit, rateLimited, readJsonObject } from "./guards.ts";
import { createRateLimiter, type RateLimitStore } from "./rate-limit.ts";

/** A rates request is six short fields; anything larger is refused unread. */
export const RATES_BODY_LIMIT_BYTES = 8 * 1024;

/** Quotes depend only on the request and the cards, so any cache may keep them a few minutes. */
export const RATES_SUCCESS_CACHE_CONTROL = "public, max-age=300";

export interface RatesRoutesDependencies {
  config: Pick<
    Config,
    "SITE_MARKET" | "TRUST_PROXY" | "RATES_RATE_LIMIT" | "RATES_RATE_WINDOW_SECONDS"
  >;
  rateLimitStore?: RateLimitStore;
}

export type RatesResponseBody = ParcelQuotes;

/**
 * POST /rates (JSON body) and GET /rates?origin=&destination=&length=&height=&width=&weight=: the
 * quotes of the deployment's market for one parcel, in the market's units (cm and kg in Mexico and
 * Argentina, in and lb in the US; the answer's `units` says which, with the market's
 * `volumetricDivisor` and `billingIncrement`). Both validate with the shared schema (400
 * invalid_fields with per-field codes) and count against a per-address rate limit (429 with
 * Retry-After). No results is a 200 with an empty list and `noQuotes` saying why. Mounted under
 * /api. Every error is JSON `{ error: { code, message, fields? } }` with Cache-Control: no-store.
 */
export function ratesRoutes({ config, rateLimitStore }: RatesRoutesDependencies) {
  const routes = new Hono();
  const market = config.SITE_MARKET;
  const limiter = createRateLimiter({
    limit: config.RATES_RATE_LIMIT,
    windowMs: config.RATES_RATE_WINDOW_SECONDS * 1000,
    store: rateLimitStore,
  });

  function answer(c: Context, input: unknown) {
    const outcome = quoteParcel(market, input);
    if (!outcome.ok) {
      return jsonError(
        c,
        400,
        "invalid_fields",
        "Some fields are missing or invalid.",
        outcome.fields,
      );
    }
    c.header("Cache-Control", RATES_SUCCESS_CACHE_CONTROL);
    return c.json(outcome.quotes satisfies RatesResponseBody);
  }

  // Errors are never cached; a success replaces this.
  routes.use("/rates", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  routes.get("/rates", async (c) => {
    const limit = await rateLimited(c, limiter, "rates", config.TRUST_PROXY);
    if (limit) return limit;
    return answer(c, c.req.query());
  });

  routes.post("/rates", jsonBodyLimit(RATES_BODY_LIMIT_BYTES), async (c) => {
    const limit = await rateLimited(c, limiter, "rates", config.TRUST_PROXY);
    if (limit) return limit;
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    return answer(c, read.body);
  });

  return routes;
}
