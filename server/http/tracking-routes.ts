import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { pino } from "pino";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import {
  createShipmentEventSchema,
  eventFieldErrors,
  type TrackingService,
} from "../tracking/service.ts";
import { normaliseTrackingNumber } from "../../domain/tracking/number.ts";
import type { TrackingView } from "../../domain/tracking/view.ts";
import { jsonError } from "./errors.ts";
import { jsonBodyLimit, rateLimited, readJsonObject } from "./guards.ts";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";

/** One event is a few hundred bytes; anything larger is refused unread. */
export const TRACKING_EVENT_BODY_LIMIT_BYTES = 16 * 1024;

/** Successful lookups may be reused briefly by the visitor's browser, never by shared caches. */
export const TRACKING_SUCCESS_CACHE_CONTROL = "private, max-age=30";

type Env = { Variables: { logger: Logger } };

export interface TrackingRoutesDependencies {
  config: Pick<
    Config,
    "TRUST_PROXY" | "TRACKING_INGEST_TOKEN" | "TRACKING_RATE_LIMIT" | "TRACKING_RATE_WINDOW_SECONDS"
  >;
  service: TrackingService;
  rateLimitStore?: RateLimitStore;
  /** The per-address lookup budget, when the app shares it with the tracking pages. */
  lookups?: RateLimiter;
  /** Called when an ingested event queued update e-mails, so the worker sends them at once. */
  onUpdatesQueued?: () => void;
  /** Used when the app has not put a request logger on the context (tests). */
  logger?: Logger;
  now?: () => Date;
}

const silentLogger: Logger = pino({ level: "silent" });

const noStore = (c: Context) => c.header("Cache-Control", "no-store");

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Where lookups count, per client address: the API's and the tracking pages'. */
export const TRACKING_RATE_SCOPE = "tracking";

/** The per-address budget of tracking lookups (TRACKING_RATE_LIMIT per window). */
export function trackingLookupLimiter(
  config: Pick<Config, "TRACKING_RATE_LIMIT" | "TRACKING_RATE_WINDOW_SECONDS">,
  store?: RateLimitStore,
): RateLimiter {
  return createRateLimiter({
    limit: config.TRACKING_RATE_LIMIT,
    windowMs: config.TRACKING_RATE_WINDOW_SECONDS * 1000,
    store,
  });
}

/**
 * GET /tracking/:number, the public tracking API (the existing API's array shape plus normalised
 * fields), rate-limited per client address against enumeration; and POST
 * /v1/shipments/:number/events, the carriers' bearer-token ingestion API. Mounted under /api.
 * Every error is JSON `{ error: { code, message, fields? } }` with Cache-Control: no-store.
 */
export function trackingRoutes({
  config,
  service,
  rateLimitStore,
  lookups = trackingLookupLimiter(config, rateLimitStore),
  logger = silentLogger,
  now = () => new Date(),
  onUpdatesQueued = () => {},
}: TrackingRoutesDependencies) {
  const routes = new Hono<Env>();
  const eventSchema = createShipmentEventSchema(now);
  // Digests of equal length, so the comparison takes the same time whatever the token's length.
  const expectedTokenDigest = config.TRACKING_INGEST_TOKEN
    ? sha256(config.TRACKING_INGEST_TOKEN)
    : undefined;
  const log = (c: Context<Env>): Logger => (c.get("logger") as Logger | undefined) ?? logger;
  // The service hands out the same view until the shipment changes (ADR 36), so its JSON is
  // written once per change; fresh views (an upstream's) are simply written every time.
  const answers = new WeakMap<TrackingView, Uint8Array<ArrayBuffer>>();
  const answerOf = (shipment: TrackingView) => {
    let answer = answers.get(shipment);
    if (!answer) {
      answer = new TextEncoder().encode(JSON.stringify([shipment]));
      answers.set(shipment, answer);
    }
    return answer;
  };

  routes.get("/tracking/:number", async (c) => {
    noStore(c);
    const limited = await rateLimited(c, lookups, TRACKING_RATE_SCOPE, config.TRUST_PROXY);
    if (limited) return limited;
    const result = await service.lookup(c.req.param("number"));
    switch (result.kind) {
      case "invalid":
        return jsonError(
          c,
          400,
          "invalid_tracking_number",
          "A tracking number has 5 to 40 letters, digits or hyphens, with a letter or a digit.",
        );
      case "not_found":
        return jsonError(c, 404, "not_found", "No shipment has this tracking number.");
      case "unavailable":
        return jsonError(
          c,
          502,
          "upstream_unavailable",
          "The tracking service is not available right now. Try again in a few minutes.",
        );
      case "found":
        c.header("Cache-Control", TRACKING_SUCCESS_CACHE_CONTROL);
        return c.body(answerOf(result.shipment), 200, { "Content-Type": "application/json" });
    }
  });

  const requireIngestToken: MiddlewareHandler<Env> = async (c, next) => {
    noStore(c);
    if (!expectedTokenDigest) {
      return jsonError(
        c,
        503,
        "ingestion_disabled",
        "Event ingestion is disabled on this server (TRACKING_INGEST_TOKEN is not set).",
      );
    }
    const match = /^Bearer +(\S+) *$/i.exec(c.req.header("Authorization") ?? "");
    if (!match || !timingSafeEqual(sha256(match[1]!), expectedTokenDigest)) {
      c.header(
        "WWW-Authenticate",
        match ? 'Bearer realm="tracking", error="invalid_token"' : 'Bearer realm="tracking"',
      );
      return jsonError(c, 401, "unauthorized", "A valid bearer token is required.");
    }
    await next();
  };

  routes.post(
    "/v1/shipments/:number/events",
    requireIngestToken,
    jsonBodyLimit(TRACKING_EVENT_BODY_LIMIT_BYTES),
    async (c) => {
      const read = await readJsonObject(c);
      if (!read.ok) return read.response;
      const trackingNumber = normaliseTrackingNumber(c.req.param("number"));
      if (!trackingNumber) {
        return jsonError(c, 400, "invalid_tracking_number", "The tracking number is malformed.", {
          trackingNumber: ["must be 5 to 40 letters, digits or -, with a letter or a digit"],
        });
      }
      const event = eventSchema.safeParse(read.body);
      if (!event.success) {
        return jsonError(
          c,
          400,
          "invalid_fields",
          "Some fields are missing or invalid.",
          eventFieldErrors(event.error),
        );
      }
      const { created, shipmentId, updatesQueued } = await service.record({
        trackingNumber,
        ...event.data,
      });
      metrics.trackingEventIngested(created);
      if (updatesQueued > 0) {
        metrics.mailQueued("update", updatesQueued);
        onUpdatesQueued();
      }
      log(c).info(
        { shipmentId, status: event.data.status, created, updatesQueued },
        created ? "tracking event stored" : "tracking event already stored",
      );
      return c.json({ created }, created ? 201 : 200);
    },
  );

  routes.onError((error, c) => {
    log(c).error({ err: error }, "tracking route failed");
    noStore(c);
    return jsonError(c, 500, "internal_error", "Something went wrong on our side.");
  });

  return routes;
}
