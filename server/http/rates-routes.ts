import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MARKETS, type MarketId } from "../../app/site.ts";
import type { Config } from "../config.ts";
import { MARKET_RATES } from "../rates/cards/index.ts";
import { markBest, quote, sortQuotes } from "../rates/engine.ts";
import { fieldErrors } from "../field-errors.ts";
import { chargeableWeightKg, ratesRequestSchema } from "../rates/schema.ts";
import type { Currency, Quote } from "../rates/types.ts";
import { clientAddress } from "./client-address.ts";
import { jsonError } from "./errors.ts";
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

export interface RatesResponseBody {
  market: MarketId;
  currency: Currency;
  /** A fraction: 0.16. */
  vatRate: number;
  /** L×H×W / 4000, rounded up to 0.1 kg: the figure the form shows. */
  chargeableWeightKg: number;
  /** Sorted cheapest first; empty when no service takes the parcel between the two codes. */
  quotes: Quote[];
  cheapestId: string | null;
  fastestId: string | null;
}

/**
 * POST /rates (JSON body) and GET /rates?origin=&destination=&length=&height=&width=&weight=: the
 * quotes of the deployment's market for one parcel. Both validate with the shared schema (400
 * invalid_fields with per-field codes) and count against a per-address rate limit (429 with
 * Retry-After). No results is a 200 with an empty list. Mounted under /api. Every error is JSON
 * `{ error: { code, message, fields? } }` with Cache-Control: no-store.
 */
export function ratesRoutes({ config, rateLimitStore }: RatesRoutesDependencies) {
  const routes = new Hono();
  const market = config.SITE_MARKET;
  const schema = ratesRequestSchema(market);
  const { currency } = MARKETS[market];
  const { vatRate } = MARKET_RATES[market];
  const limiter = createRateLimiter({
    limit: config.RATES_RATE_LIMIT,
    windowMs: config.RATES_RATE_WINDOW_SECONDS * 1000,
    store: rateLimitStore,
  });

  /** Null when the address may go on, else the 429 to answer. */
  async function limited(c: Context) {
    const decision = await limiter.hit(`rates:${clientAddress(c, config.TRUST_PROXY)}`);
    if (decision.allowed) return null;
    c.header("Retry-After", String(decision.retryAfterSeconds));
    return jsonError(c, 429, "rate_limited", "Too many requests. Try again later.");
  }

  function answer(c: Context, input: unknown) {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      return jsonError(
        c,
        400,
        "invalid_fields",
        "Some fields are missing or invalid.",
        fieldErrors(parsed.error),
      );
    }
    const quotes = sortQuotes(quote(market, parsed.data), "cheapest");
    const body: RatesResponseBody = {
      market,
      currency,
      vatRate,
      chargeableWeightKg: chargeableWeightKg(parsed.data),
      quotes,
      ...markBest(quotes),
    };
    c.header("Cache-Control", RATES_SUCCESS_CACHE_CONTROL);
    return c.json(body);
  }

  // Errors are never cached; a success replaces this.
  routes.use("/rates", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  routes.get("/rates", async (c) => {
    const limit = await limited(c);
    if (limit) return limit;
    return answer(c, c.req.query());
  });

  routes.post(
    "/rates",
    bodyLimit({
      maxSize: RATES_BODY_LIMIT_BYTES,
      onError: (c) => jsonError(c, 413, "payload_too_large", "The request body is too large."),
    }),
    async (c) => {
      const limit = await limited(c);
      if (limit) return limit;
      if (!/^application\/json\b/i.test(c.req.header("Content-Type") ?? "")) {
        return jsonError(c, 415, "unsupported_media_type", "Send the request as application/json.");
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return jsonError(c, 400, "malformed_json", "The request body is not valid JSON.");
      }
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        return jsonError(c, 400, "invalid_body", "The request body must be a JSON object.");
      }
      return answer(c, body);
    },
  );

  return routes;
}
