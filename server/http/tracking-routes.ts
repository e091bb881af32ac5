import { createHash, timingSafeEqual } from "node:crypto";
import { Hono, type Context } from "hono";
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
import { endpoints } from "./endpoint.ts";
import { budget, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";
import type { Answer, Refusal } from "./responder.ts";

/** One event is a few hundred bytes; anything larger is refused unread. */
export const TRACKING_EVENT_BODY_LIMIT_BYTES = 16 * 1024;

/** Successful lookups may be reused briefly by the visitor's browser, never by shared caches. */
export const TRACKING_SUCCESS_CACHE_CONTROL = "private, max-age=30";

type Env = { Variables: { logger: Logger } };

export interface TrackingRoutesDependencies {
  config: Pick<
    Config,
    | "PUBLIC_BASE_URL"
    | "TRUST_PROXY"
    | "TRACKING_INGEST_TOKEN"
    | "TRACKING_RATE_LIMIT"
    | "TRACKING_RATE_WINDOW_SECONDS"
  >;
  service: TrackingService;
  rateLimitStore?: RateLimitStore;
  /** The per-address lookup budget, when the app shares it with the tracking pages. */
  lookups?: RateLimiter;
  /** Called when an ingested event queued update e-mails, so the worker sends them at once. */
  onUpdatesQueued?: () => void;
  now?: () => Date;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** Where lookups count, per client address: the API's and the tracking pages'. */
export const TRACKING_RATE_SCOPE = "tracking";

/** The per-address budget of tracking lookups (TRACKING_RATE_LIMIT per window). */
export function trackingLookupLimiter(
  config: Pick<Config, "TRACKING_RATE_LIMIT" | "TRACKING_RATE_WINDOW_SECONDS">,
  store?: RateLimitStore,
): RateLimiter {
  return budget(config.TRACKING_RATE_LIMIT, config.TRACKING_RATE_WINDOW_SECONDS, store);
}

/**
 * The path's tracking number (`:number`), canonical; a malformed one is refused with a 400
 * `invalid_tracking_number` (naming `fields` when given).
 */
export const trackingNumberParam =
  (fields?: Record<string, string[]>) =>
  (c: Context): { value: string } | { refusal: Refusal } => {
    const trackingNumber = normaliseTrackingNumber(c.req.param("number") ?? "");
    if (trackingNumber) return { value: trackingNumber };
    return {
      refusal: {
        status: 400,
        code: "invalid_tracking_number",
        message: "The tracking number is malformed.",
        ...(fields ? { fields } : {}),
      },
    };
  };

/**
 * GET /tracking/:number, the public tracking API (the existing API's array shape plus normalised
 * fields), rate-limited per client address against enumeration; and POST
 * /v1/shipments/:number/events, the carriers' bearer-token ingestion API. Mounted under /api: a
 * table of endpoints (endpoint.ts) over the tracking service. Every error is JSON
 * `{ error: { code, message, fields? } }` with Cache-Control: no-store.
 */
export function trackingRoutes({
  config,
  service,
  rateLimitStore,
  lookups = trackingLookupLimiter(config, rateLimitStore),
  now = () => new Date(),
  onUpdatesQueued = () => {},
}: TrackingRoutesDependencies) {
  const routes = new Hono<Env>();
  const endpoint = endpoints(config);
  const eventSchema = createShipmentEventSchema(now);
  // Digests of equal length, so the comparison takes the same time whatever the token's length.
  const expectedTokenDigest = config.TRACKING_INGEST_TOKEN
    ? sha256(config.TRACKING_INGEST_TOKEN)
    : undefined;
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

  routes.get(
    "/tracking/:number",
    endpoint({
      name: "tracking",
      limiters: [{ limiter: lookups, scope: TRACKING_RATE_SCOPE }],
      async handle({ c }): Promise<Answer> {
        const result = await service.lookup(c.req.param("number") ?? "");
        switch (result.kind) {
          case "invalid":
            return {
              status: 400,
              code: "invalid_tracking_number",
              message:
                "A tracking number has 5 to 40 letters, digits or hyphens, with a letter or a digit.",
            };
          case "not_found":
            return {
              status: 404,
              code: "not_found",
              message: "No shipment has this tracking number.",
            };
          case "unavailable":
            return {
              status: 502,
              code: "upstream_unavailable",
              message:
                "The tracking service is not available right now. Try again in a few minutes.",
            };
          case "found":
            return {
              status: 200,
              json: answerOf(result.shipment),
              cacheControl: TRACKING_SUCCESS_CACHE_CONTROL,
            };
        }
      },
    }),
  );

  /** A carrier's bearer token, compared in constant time; ingestion is off without one set. */
  const authorize = (c: Context): Refusal | undefined => {
    if (!expectedTokenDigest) {
      return {
        status: 503,
        code: "ingestion_disabled",
        message: "Event ingestion is disabled on this server (TRACKING_INGEST_TOKEN is not set).",
      };
    }
    const match = /^Bearer +(\S+) *$/i.exec(c.req.header("Authorization") ?? "");
    if (match && timingSafeEqual(sha256(match[1]!), expectedTokenDigest)) return undefined;
    return {
      status: 401,
      code: "unauthorized",
      message: "A valid bearer token is required.",
      headers: {
        "WWW-Authenticate": match
          ? 'Bearer realm="tracking", error="invalid_token"'
          : 'Bearer realm="tracking"',
      },
    };
  };

  routes.post(
    "/v1/shipments/:number/events",
    endpoint({
      name: "tracking ingestion",
      authorize,
      body: { limit: TRACKING_EVENT_BODY_LIMIT_BYTES, types: ["json"] },
      params: trackingNumberParam({
        trackingNumber: ["must be 5 to 40 letters, digits or -, with a letter or a digit"],
      }),
      schema: { schema: eventSchema, fields: eventFieldErrors },
      async handle({ params: trackingNumber, fields: event, log }): Promise<Answer> {
        const { created, shipmentId, updatesQueued } = await service.record({
          trackingNumber,
          ...event,
        });
        metrics.trackingEventIngested(created);
        if (updatesQueued > 0) {
          metrics.mailQueued("update", updatesQueued);
          onUpdatesQueued();
        }
        log.info(
          { shipmentId, status: event.status, created, updatesQueued },
          created ? "tracking event stored" : "tracking event already stored",
        );
        return { status: created ? 201 : 200, json: { created } };
      },
    }),
  );

  return routes;
}
