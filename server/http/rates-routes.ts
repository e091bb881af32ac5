import { Hono, type Context } from "hono";
import { LRUCache } from "lru-cache";
import type { Config } from "../config.ts";
import { RATE_FIELDS } from "../../domain/rates/query.ts";
import { quoteParcel, type ParcelQuotes } from "../../domain/rates/quotes.ts";
import { jsonError } from "./errors.ts";
import { jsonBodyLimit, rateLimited, readJsonObject } from "./guards.ts";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";

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
  return createRateLimiter({
    limit: config.RATES_RATE_LIMIT,
    windowMs: config.RATES_RATE_WINDOW_SECONDS * 1000,
    store,
  });
}

export type RatesResponseBody = ParcelQuotes;

/** The quotes' JSON kept for the parcels asked for most recently, at most this many bytes. */
export const RATES_ANSWER_CACHE_BYTES = 2 * 1024 * 1024;

/**
 * The request's six fields, the only ones the quotes read, as they came (a number and the text of
 * it differ); undefined when the request is not an object. Other fields and their order do not
 * matter.
 */
function parcelKey(input: unknown): string | undefined {
  if (typeof input !== "object" || input === null) return undefined;
  const fields = input as Record<string, unknown>;
  return JSON.stringify(
    RATE_FIELDS.map((field) => (Object.hasOwn(fields, field) ? fields[field] : null)),
  );
}

/**
 * POST /rates (JSON body) and GET /rates?origin=&destination=&length=&height=&width=&weight=: the
 * quotes of the deployment's market for one parcel, in the market's units (cm and kg in Mexico and
 * Argentina, in and lb in the US; the answer's `units` says which, with the market's
 * `volumetricDivisor` and `billingIncrement`). Both validate with the shared schema (400
 * invalid_fields with per-field codes) and count against a per-address rate limit (429 with
 * Retry-After). No results is a 200 with an empty list and `noQuotes` saying why. Mounted under
 * /api. Every error is JSON `{ error: { code, message, fields? } }` with Cache-Control: no-store.
 */
export function ratesRoutes({
  config,
  rateLimitStore,
  quotes = ratesQuoteLimiter(config, rateLimitStore),
}: RatesRoutesDependencies) {
  const routes = new Hono();
  const market = config.SITE_MARKET;

  // Quotes depend on the request and the market's cards only: each parcel's answer is written
  // once (ADR 36). Errors are not kept, and every request still counts against the rate limit.
  const answers = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    max: 10_000,
    maxSize: RATES_ANSWER_CACHE_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.byteLength),
  });

  function answer(c: Context, input: unknown) {
    const key = parcelKey(input);
    let body = key === undefined ? undefined : answers.get(key);
    if (!body) {
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
      body = new TextEncoder().encode(JSON.stringify(outcome.quotes satisfies RatesResponseBody));
      if (key !== undefined) answers.set(key, body);
    }
    c.header("Cache-Control", RATES_SUCCESS_CACHE_CONTROL);
    return c.body(body, 200, { "Content-Type": "application/json" });
  }

  // Errors are never cached; a success replaces this.
  routes.use("/rates", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  routes.get("/rates", async (c) => {
    const limit = await rateLimited(c, quotes, RATES_RATE_SCOPE, config.TRUST_PROXY);
    if (limit) return limit;
    return answer(c, c.req.query());
  });

  routes.post("/rates", jsonBodyLimit(RATES_BODY_LIMIT_BYTES), async (c) => {
    const limit = await rateLimited(c, quotes, RATES_RATE_SCOPE, config.TRUST_PROXY);
    if (limit) return limit;
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    return answer(c, read.body);
  });

  return routes;
}
