import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import type { LinkSigner } from "../tracking-updates/links.ts";
import {
  confirmSubscription,
  parcelOfSubscription,
  shipmentByNumber,
  subscribe,
  unsubscribe,
} from "../tracking-updates/repository.ts";
import { fieldErrors } from "../../domain/field-errors.ts";
import { normaliseTrackingNumber } from "../../domain/tracking/number.ts";
import { trackingUpdatesPagePath } from "../../domain/tracking/paths.ts";
import { normaliseStatus } from "../../domain/tracking/status.ts";
import {
  CONFIRM_API_PATH,
  isClosingTopic,
  trackingUpdatesEnvelopeSchema,
  trackingUpdatesSchema,
  UNSUBSCRIBE_API_PATH,
  UNSUBSCRIBE_PARAM,
  UPDATES_FRAGMENT,
  UPDATES_STATE_PARAM,
  updateTopicOf,
  type UpdatesPageState,
} from "../../domain/tracking/updates.ts";
import { clientAddress, rateLimitKey } from "./client-address.ts";
import { jsonError } from "./errors.ts";
import { crossSiteOrigin, jsonBodyLimit, refuseCrossSite } from "./guards.ts";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";

/** A subscription is a few hundred bytes (the captcha's answer is most of it). */
export const UPDATES_BODY_LIMIT_BYTES = 32 * 1024;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Env = { Variables: { logger: Logger } };

export interface TrackingUpdatesRoutesDependencies {
  config: Pick<
    Config,
    | "PUBLIC_BASE_URL"
    | "TRUST_PROXY"
    | "TRACKING_UPDATES_CONFIRM_HOURS"
    | "TRACKING_UPDATES_MAX_PER_PARCEL"
    | "TRACKING_UPDATES_RATE_LIMIT"
    | "TRACKING_UPDATES_RATE_WINDOW_SECONDS"
    | "TRACKING_UPDATES_EMAIL_DAILY_LIMIT"
    | "TRACKING_UPDATES_PARCEL_DAILY_LIMIT"
    | "TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT"
  >;
  db: Kysely<Database>;
  captcha: CaptchaVerifier;
  /** Undefined when the updates are off (no SMTP, or parcels from an upstream API). */
  links?: LinkSigner;
  rateLimitStore?: RateLimitStore;
  /** Called when an e-mail was queued, so the worker sends it without waiting for its poll. */
  onQueued?: () => void;
  now?: () => Date;
}

/** The limits of the subscribe form (ADR 49), each one of the shared limiters (ADR 15). */
export interface UpdatesLimiters {
  /** Per client address (an IPv6 client's /64). */
  client: RateLimiter;
  /** Per e-mail address, a day: past it, nothing is sent and the answer is the same. */
  email: RateLimiter;
  /** Per parcel, a day. */
  parcel: RateLimiter;
  /** Requests without a captcha answer (the plain form), for the whole site, an hour. */
  unverified: RateLimiter;
  /** The confirmation and unsubscribe links, per client address. */
  links: RateLimiter;
}

export function updatesLimiters(
  config: TrackingUpdatesRoutesDependencies["config"],
  store?: RateLimitStore,
): UpdatesLimiters {
  return {
    client: createRateLimiter({
      limit: config.TRACKING_UPDATES_RATE_LIMIT,
      windowMs: config.TRACKING_UPDATES_RATE_WINDOW_SECONDS * 1000,
      store,
    }),
    email: createRateLimiter({
      limit: config.TRACKING_UPDATES_EMAIL_DAILY_LIMIT,
      windowMs: DAY_MS,
      store,
    }),
    parcel: createRateLimiter({
      limit: config.TRACKING_UPDATES_PARCEL_DAILY_LIMIT,
      windowMs: DAY_MS,
      store,
    }),
    unverified: createRateLimiter({
      // A limit of 0 refuses them all: the limiter counts from 1.
      limit: config.TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT,
      windowMs: HOUR_MS,
      store,
    }),
    links: createRateLimiter({ limit: 60, windowMs: 60_000, store }),
  };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

type Body = { kind: "json" | "form"; values: Record<string, unknown> };

/**
 * The body as JSON (the page's behaviour, API clients) or as a form (a browser without
 * JavaScript, a mailbox provider's one-click post); the 415 or 400 to answer otherwise.
 */
async function readBody(
  c: Context,
): Promise<{ ok: true; body: Body } | { ok: false; response: Response }> {
  const type = c.req.header("Content-Type") ?? "";
  try {
    if (/^application\/json\b/i.test(type)) {
      const parsed: unknown = await c.req.json();
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        return {
          ok: false,
          response: jsonError(c, 400, "invalid_body", "The request body must be a JSON object."),
        };
      }
      return { ok: true, body: { kind: "json", values: parsed as Record<string, unknown> } };
    }
    if (/^application\/x-www-form-urlencoded\b/i.test(type)) {
      const params = new URLSearchParams(await c.req.text());
      return { ok: true, body: { kind: "form", values: Object.fromEntries(params) } };
    }
  } catch {
    return {
      ok: false,
      response: jsonError(c, 400, "malformed_body", "The request body could not be read."),
    };
  }
  return {
    ok: false,
    response: jsonError(
      c,
      415,
      "unsupported_media_type",
      "Send the body as application/json or application/x-www-form-urlencoded.",
    ),
  };
}

/** Where a form post without JavaScript lands: the parcel's updates page, saying how it went. */
const pageAnswer = (c: Context, trackingNumber: string, state: UpdatesPageState) =>
  c.redirect(
    `${trackingUpdatesPagePath(trackingNumber)}?${UPDATES_STATE_PARAM}=${state}#${UPDATES_FRAGMENT}`,
    303,
  );

/** The same answer for every address that may be subscribed: nothing tells one from another. */
const ACCEPTED = {
  status: "pending_confirmation",
  message: "If the address is right, a confirmation link is on its way.",
} as const;

/**
 * The e-mail updates' API (ADR 49), mounted under /api:
 * - POST /tracking/:number/updates subscribes an address, as JSON (the page's behaviour) or as
 *   a plain form (a browser without JavaScript, answered with a 303 to the parcel's page);
 * - POST CONFIRM_API_PATH confirms a subscription with its signed link's token;
 * - POST UNSUBSCRIBE_API_PATH ends one: RFC 8058's one-click (the List-Unsubscribe URL, with
 *   `List-Unsubscribe=One-Click`) or the page's button; GET sends a person to that button.
 * Every error is the API's JSON shape with Cache-Control: no-store, and stores nothing.
 */
export function trackingUpdatesRoutes({
  config,
  db,
  captcha,
  links,
  rateLimitStore,
  onQueued = () => {},
  now = () => new Date(),
}: TrackingUpdatesRoutesDependencies) {
  const routes = new Hono<Env>();
  const limits = updatesLimiters(config, rateLimitStore);
  const confirmTtlMs = config.TRACKING_UPDATES_CONFIRM_HOURS * HOUR_MS;
  const hops = config.TRUST_PROXY;

  routes.use("/tracking/:number/updates", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  routes.use("/tracking-updates/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  const disabled = (c: Context) =>
    jsonError(c, 404, "updates_disabled", "This site does not send e-mail updates.");

  const refused = async (c: Context, limiter: RateLimiter, key: string, scope: string) => {
    const decision = await limiter.hit(key);
    if (decision.allowed) return null;
    metrics.rateLimitRefused(scope);
    c.header("Retry-After", String(decision.retryAfterSeconds));
    return decision;
  };

  routes.post("/tracking/:number/updates", jsonBodyLimit(UPDATES_BODY_LIMIT_BYTES), async (c) => {
    if (!links) return disabled(c);
    const log = c.get("logger");
    // Refused before they count: another site's page could otherwise spend a visitor's quota.
    const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
    if (foreign !== undefined) return refuseCrossSite(c, log, foreign);
    const trackingNumber = normaliseTrackingNumber(c.req.param("number"));
    if (!trackingNumber) {
      return jsonError(c, 400, "invalid_tracking_number", "The tracking number is malformed.");
    }
    const read = await readBody(c);
    if (!read.ok) return read.response;
    const { kind, values } = read.body;
    const asForm = kind === "form";
    const envelope = trackingUpdatesEnvelopeSchema.safeParse(values);
    if (!envelope.success) {
      return jsonError(
        c,
        400,
        "invalid_request",
        "The request is malformed.",
        fieldErrors(envelope.error),
      );
    }

    if (await refused(c, limits.client, rateLimitKey(c, "updates", hops), "updates")) {
      return asForm
        ? pageAnswer(c, trackingNumber, "limite")
        : jsonError(c, 429, "rate_limited", "Too many requests. Try again later.");
    }
    if (envelope.data.website) {
      log.warn({}, "tracking updates honeypot filled: answered as sent, nothing stored");
      return asForm ? pageAnswer(c, trackingNumber, "enviado") : c.json(ACCEPTED, 202);
    }

    const form = trackingUpdatesSchema.safeParse(values);
    if (!form.success) {
      if (asForm) {
        const fields = fieldErrors(form.error);
        return pageAnswer(c, trackingNumber, fields.email ? "correo-invalido" : "consentimiento");
      }
      return jsonError(
        c,
        400,
        "invalid_fields",
        "Some fields are missing or invalid.",
        fieldErrors(form.error),
      );
    }

    // The captcha when the browser ran the page's script; without one (the plain form), a small
    // budget for the whole site, so a bot gains nothing by leaving it out (ADR 49).
    const token = envelope.data.captcha || undefined;
    if (token !== undefined || !asForm) {
      const verdict = await captcha.verify(token, clientAddress(c, hops));
      if (!verdict.ok) {
        log.info({ reason: verdict.reason }, "tracking updates captcha refused");
        return asForm
          ? pageAnswer(c, trackingNumber, "verificacion")
          : jsonError(c, 403, "captcha_failed", "The captcha could not be verified.");
      }
    } else if (
      await refused(c, limits.unverified, "updates-unverified:site", "updates_unverified")
    ) {
      return pageAnswer(c, trackingNumber, "limite");
    }

    const shipment = await shipmentByNumber(db, trackingNumber);
    if (!shipment) {
      return jsonError(c, 404, "not_found", "No shipment has this tracking number.");
    }
    const status = normaliseStatus(shipment.status);
    if (!status || isClosingTopic(updateTopicOf(status))) {
      return asForm
        ? pageAnswer(c, trackingNumber, "error")
        : jsonError(
            c,
            409,
            "parcel_closed",
            "This shipment is delivered or returned: it sends no more updates.",
          );
    }
    if (await refused(c, limits.parcel, `updates-parcel:${trackingNumber}`, "updates_parcel")) {
      return asForm
        ? pageAnswer(c, trackingNumber, "limite")
        : jsonError(
            c,
            429,
            "rate_limited",
            "Too many requests for this shipment. Try again later.",
          );
    }
    const { email } = form.data;
    // Past its daily limit an address gets nothing, and the answer says nothing of it.
    const emailDecision = await limits.email.hit(`updates-email:${sha256(email)}`);
    if (!emailDecision.allowed) {
      metrics.rateLimitRefused("updates_email");
      log.info(
        { shipmentId: shipment.id },
        "tracking updates: address over its daily limit, nothing sent",
      );
      return asForm ? pageAnswer(c, trackingNumber, "enviado") : c.json(ACCEPTED, 202);
    }

    const outcome = await subscribe(db, {
      shipmentId: shipment.id,
      email,
      maxPerParcel: config.TRACKING_UPDATES_MAX_PER_PARCEL,
      confirmTtlMs,
      now: now(),
    });
    if (outcome.outcome === "full") {
      return asForm
        ? pageAnswer(c, trackingNumber, "lleno")
        : jsonError(c, 409, "subscriptions_full", "This shipment takes no more subscriptions.");
    }
    if (outcome.queued) {
      metrics.mailQueued("confirm");
      onQueued();
    }
    log.info(
      { shipmentId: shipment.id, subscriptionId: outcome.subscriptionId, queued: outcome.queued },
      "tracking updates: subscription requested",
    );
    return asForm ? pageAnswer(c, trackingNumber, "enviado") : c.json(ACCEPTED, 202);
  });

  routes.post(CONFIRM_API_PATH.slice("/api".length), jsonBodyLimit(4 * 1024), async (c) => {
    if (!links) return disabled(c);
    const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
    if (foreign !== undefined) return refuseCrossSite(c, c.get("logger"), foreign);
    if (await refused(c, limits.links, rateLimitKey(c, "updates-links", hops), "updates_links")) {
      return jsonError(c, 429, "rate_limited", "Too many requests. Try again later.");
    }
    const read = await readBody(c);
    if (!read.ok) return read.response;
    const asForm = read.body.kind === "form";
    const check = links.verify(read.body.values.token, "confirm", now());
    if (!check.ok && check.reason !== "expired") {
      return jsonError(c, 400, "invalid_link", "This link is not one of ours.");
    }
    const { subscriptionId } = check;
    const trackingNumber = await parcelOfSubscription(db, subscriptionId);
    const outcome = check.ok
      ? await confirmSubscription(db, subscriptionId, { now: now() })
      : "expired";
    const confirmed = outcome === "confirmed" || outcome === "already_confirmed";
    c.get("logger").info(
      { subscriptionId, outcome },
      "tracking updates: confirmation link followed",
    );
    if (asForm && trackingNumber) {
      return pageAnswer(c, trackingNumber, confirmed ? "confirmado" : "enlace-vencido");
    }
    return confirmed
      ? c.json({ status: "confirmed" }, 200)
      : jsonError(c, 410, "link_expired", "This link has expired or its subscription has ended.");
  });

  /** RFC 8058's one-click post, or the page's button. */
  routes.post(UNSUBSCRIBE_API_PATH.slice("/api".length), jsonBodyLimit(4 * 1024), async (c) => {
    if (!links) return disabled(c);
    if (await refused(c, limits.links, rateLimitKey(c, "updates-links", hops), "updates_links")) {
      return jsonError(c, 429, "rate_limited", "Too many requests. Try again later.");
    }
    const read = await readBody(c);
    if (!read.ok) return read.response;
    const oneClick = read.body.values["List-Unsubscribe"] === "One-Click";
    const token = c.req.query("token") ?? read.body.values.token;
    const check = links.verify(token, "unsubscribe", now());
    if (!check.ok) return jsonError(c, 400, "invalid_link", "This link is not one of ours.");
    const trackingNumber = await parcelOfSubscription(db, check.subscriptionId);
    const ended = await unsubscribe(db, check.subscriptionId, { now: now() });
    c.get("logger").info(
      { subscriptionId: check.subscriptionId, ended, oneClick },
      "tracking updates: unsubscribed",
    );
    if (read.body.kind === "form" && !oneClick && trackingNumber) {
      return pageAnswer(c, trackingNumber, "baja");
    }
    // Already ended or purged: the recipient gets nothing more either way.
    return c.json({ status: "unsubscribed" }, 200);
  });

  /** The List-Unsubscribe URL opened in a browser: the page's button, which asks first. */
  routes.get(UNSUBSCRIBE_API_PATH.slice("/api".length), async (c) => {
    if (!links) return disabled(c);
    const token = c.req.query("token");
    const check = links.verify(token, "unsubscribe", now());
    if (!check.ok) return jsonError(c, 400, "invalid_link", "This link is not one of ours.");
    const trackingNumber = await parcelOfSubscription(db, check.subscriptionId);
    if (!trackingNumber) return c.json({ status: "unsubscribed" }, 200);
    return c.redirect(
      `${trackingUpdatesPagePath(trackingNumber)}?${UNSUBSCRIBE_PARAM}=${encodeURIComponent(token!)}#${UPDATES_FRAGMENT}`,
      303,
    );
  });

  return routes;
}
