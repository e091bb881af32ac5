import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import type { LinkKeyOf, LinkSigner } from "../tracking-updates/links.ts";
import {
  confirmSubscription,
  linkKeyOf,
  parcelOfSubscription,
  shipmentByNumber,
  subscribe,
  unsubscribe,
} from "../tracking-updates/subscriptions.ts";
import { fieldErrors } from "../../domain/field-errors.ts";
import { normaliseTrackingNumber } from "../../domain/tracking/number.ts";
import { pagePathIn, queryParamFrom, subRoutePathIn } from "../../domain/pages.ts";
import { normaliseStatus } from "../../domain/tracking/status.ts";
import {
  CONFIRM_API_PATH,
  isClosingTopic,
  trackingUpdatesEnvelopeSchema,
  trackingUpdatesSchema,
  UNSUBSCRIBE_API_PATH,
  updatesPageLocation,
  updateTopicOf,
  type UpdatesPageState,
} from "../../domain/tracking/updates.ts";
import { clientAddress, rateLimitKey } from "./client-address.ts";
import { bodyLimitAnswering, crossSiteOrigin, refuseCrossSite } from "./guards.ts";
import { createRateLimiter, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";
import { answerKindOf, respond, type Answer, type AnswerKind } from "./responder.ts";

/** A subscription is a few hundred bytes (the captcha's answer is most of it). */
export const UPDATES_BODY_LIMIT_BYTES = 32 * 1024;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

type Env = { Variables: { logger: Logger } };

export interface TrackingUpdatesRoutesDependencies {
  config: Pick<
    Config,
    | "PUBLIC_BASE_URL"
    | "SITE_MARKET"
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

/** Where a refusal of the body lands a browser: the endpoint's page for a failed post. */
type BodyRefusalPage = (c: Context) => string;

/**
 * The body as JSON (the page's behaviour, API clients) or as a form (a browser without
 * JavaScript, urlencoded or multipart; a mailbox provider's one-click post); the 415 or 400 to
 * answer otherwise, as JSON or, to a browser, as `page`.
 */
async function readBody(
  c: Context,
  page: string,
): Promise<{ ok: true; body: Body } | { ok: false; response: Response }> {
  const type = c.req.header("Content-Type") ?? "";
  const refused = (status: 400 | 415, code: string, message: string) => ({
    ok: false as const,
    response: respond(c, { status, code, message, page }),
  });
  try {
    if (/^application\/json\b/i.test(type)) {
      const parsed: unknown = await c.req.json();
      if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
        return refused(400, "invalid_body", "The request body must be a JSON object.");
      }
      return { ok: true, body: { kind: "json", values: parsed as Record<string, unknown> } };
    }
    if (/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) {
      const fields = await c.req.parseBody();
      const values = Object.fromEntries(
        Object.entries(fields).filter(([, value]) => typeof value === "string"),
      );
      return { ok: true, body: { kind: "form", values } };
    }
  } catch {
    return refused(400, "malformed_body", "The request body could not be read.");
  }
  return refused(
    415,
    "unsupported_media_type",
    "Send the body as application/json or application/x-www-form-urlencoded.",
  );
}

/** The same answer for every address that may be subscribed: nothing tells one from another. */
const ACCEPTED = {
  status: "pending_confirmation",
  message: "If the address is right, a confirmation link is on its way.",
} as const;

const RATE_LIMITED = { status: 429, code: "rate_limited" } as const;

/**
 * The e-mail updates' API (ADR 49), mounted under /api. Each endpoint answers a script's `fetch`
 * with JSON and a browser's plain form post with a 303 to the parcel's updates page saying how it
 * went, errors included (responder.ts):
 * - POST /tracking/:number/updates subscribes an address;
 * - POST CONFIRM_API_PATH confirms a subscription with its signed link's token;
 * - POST UNSUBSCRIBE_API_PATH ends one: RFC 8058's one-click (the List-Unsubscribe URL, with
 *   `List-Unsubscribe=One-Click`, always answered with JSON) or the page's button; GET sends a
 *   person to that button.
 * The confirmation and unsubscribe posts name their parcel in the query (`?numero=` in Mexico,
 * `?number=` in the US: the page table's `number` parameter), so a
 * refused link still lands on its parcel's page. Every answer has Cache-Control: no-store; a
 * refusal stores nothing.
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
  const keyOf: LinkKeyOf = (subscriptionId) => linkKeyOf(db, subscriptionId);
  // The pages a browser's post lands on, in the market's words (the page table's).
  const market = config.SITE_MARKET;
  const resultPage = (rawNumber: string) =>
    subRoutePathIn(market, "trackingResult", { number: rawNumber });

  routes.use("/tracking/:number/updates", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });
  routes.use("/tracking-updates/*", async (c, next) => {
    c.header("Cache-Control", "no-store");
    await next();
  });

  const disabled = (page: string): Answer => ({
    status: 404,
    code: "updates_disabled",
    message: "This site does not send e-mail updates.",
    page,
  });

  /** Spends one of `limiter`'s hits on `key`; true (Retry-After set) when over the limit. */
  const overLimit = async (c: Context, limiter: RateLimiter, key: string, scope: string) => {
    const decision = await limiter.hit(key);
    if (decision.allowed) return false;
    metrics.rateLimitRefused(scope);
    c.header("Retry-After", String(decision.retryAfterSeconds));
    return true;
  };

  /** The body limit of an endpoint, its refusals answered like the endpoint's other errors. */
  const bodyLimit = (maxSize: number, page: BodyRefusalPage) =>
    bodyLimitAnswering(maxSize, (c, status, code, message) =>
      respond(c, { status, code, message, page: page(c) }),
    );

  /** The subscribe form's page for the parcel in the path (its result page when malformed). */
  const subscribePage = (rawNumber: string, state?: UpdatesPageState) => {
    const trackingNumber = normaliseTrackingNumber(rawNumber);
    return trackingNumber
      ? updatesPageLocation(market, trackingNumber, { state })
      : resultPage(rawNumber);
  };

  routes.post(
    "/tracking/:number/updates",
    bodyLimit(UPDATES_BODY_LIMIT_BYTES, (c) => subscribePage(c.req.param("number") ?? "", "error")),
    async (c) => {
      const rawNumber = c.req.param("number");
      if (!links) return respond(c, disabled(resultPage(rawNumber)));
      const log = c.get("logger");
      const page = (state?: UpdatesPageState) => subscribePage(rawNumber, state);
      // Refused before they count: another site's page could otherwise spend a visitor's quota.
      const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
      if (foreign !== undefined) return refuseCrossSite(c, log, foreign, page("error"));
      const trackingNumber = normaliseTrackingNumber(rawNumber);
      if (!trackingNumber) {
        return respond(c, {
          status: 400,
          code: "invalid_tracking_number",
          message: "The tracking number is malformed.",
          page: page(),
        });
      }
      const read = await readBody(c, page("error"));
      if (!read.ok) return read.response;
      const { kind, values } = read.body;
      const envelope = trackingUpdatesEnvelopeSchema.safeParse(values);
      if (!envelope.success) {
        return respond(c, {
          status: 400,
          code: "invalid_request",
          message: "The request is malformed.",
          fields: fieldErrors(envelope.error),
          page: page("error"),
        });
      }
      const accepted: Answer = { status: 202, json: ACCEPTED, page: page("sent") };

      if (await overLimit(c, limits.client, rateLimitKey(c, "updates", hops), "updates")) {
        return respond(c, {
          ...RATE_LIMITED,
          message: "Too many requests. Try again later.",
          page: page("rateLimited"),
        });
      }
      if (envelope.data.website) {
        log.warn({}, "tracking updates honeypot filled: answered as sent, nothing stored");
        return respond(c, accepted);
      }

      const form = trackingUpdatesSchema.safeParse(values);
      if (!form.success) {
        const fields = fieldErrors(form.error);
        return respond(c, {
          status: 400,
          code: "invalid_fields",
          message: "Some fields are missing or invalid.",
          fields,
          page: page(fields.email ? "invalidEmail" : "consent"),
        });
      }

      // The captcha when the browser ran the page's script; without one (a plain form's body), a
      // small budget for the whole site, so a bot gains nothing by leaving it out (ADR 49).
      const token = envelope.data.captcha || undefined;
      if (token !== undefined || kind !== "form") {
        const verdict = await captcha.verify(token, clientAddress(c, hops));
        if (!verdict.ok) {
          log.info({ reason: verdict.reason }, "tracking updates captcha refused");
          return respond(c, {
            status: 403,
            code: "captcha_failed",
            message: "The captcha could not be verified.",
            page: page("verification"),
          });
        }
      } else if (
        await overLimit(c, limits.unverified, "updates-unverified:site", "updates_unverified")
      ) {
        return respond(c, {
          ...RATE_LIMITED,
          message: "Too many requests without a captcha answer. Try again later.",
          page: page("rateLimited"),
        });
      }

      const shipment = await shipmentByNumber(db, trackingNumber);
      if (!shipment) {
        // The parcel's page says it does not know the number.
        return respond(c, {
          status: 404,
          code: "not_found",
          message: "No shipment has this tracking number.",
          page: page(),
        });
      }
      const status = normaliseStatus(shipment.status);
      if (!status || isClosingTopic(updateTopicOf(status))) {
        return respond(c, {
          status: 409,
          code: "parcel_closed",
          message: "This shipment is delivered or returned: it sends no more updates.",
          page: page("error"),
        });
      }
      const parcelKey = `updates-parcel:${trackingNumber}`;
      if (await overLimit(c, limits.parcel, parcelKey, "updates_parcel")) {
        return respond(c, {
          ...RATE_LIMITED,
          message: "Too many requests for this shipment. Try again later.",
          page: page("rateLimited"),
        });
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
        return respond(c, accepted);
      }

      const outcome = await subscribe(db, {
        shipmentId: shipment.id,
        email,
        maxPerParcel: config.TRACKING_UPDATES_MAX_PER_PARCEL,
        confirmTtlMs,
        now: now(),
      });
      if (outcome.outcome === "full") {
        return respond(c, {
          status: 409,
          code: "subscriptions_full",
          message: "This shipment takes no more subscriptions.",
          page: page("full"),
        });
      }
      if (outcome.queued) {
        metrics.mailQueued("confirm");
        onQueued();
      }
      log.info(
        { shipmentId: shipment.id, subscriptionId: outcome.subscriptionId, queued: outcome.queued },
        "tracking updates: subscription requested",
      );
      return respond(c, accepted);
    },
  );

  /**
   * The page a confirmation or unsubscribe post lands a browser on: the updates page of the
   * parcel it names (`?numero=`, or the former word of the market's), with the link's button again
   * when given, or the tracking page.
   */
  const linkPage = (
    c: Context,
    state?: UpdatesPageState,
    link?: { param: "confirm" | "unsubscribe"; token: unknown },
  ) => {
    const query = new URL(c.req.url).searchParams;
    const trackingNumber = normaliseTrackingNumber(queryParamFrom(market, query, "number") ?? "");
    if (!trackingNumber) return pagePathIn(market, "tracking");
    const token = typeof link?.token === "string" && link.token.length <= 200 ? link.token : "";
    return updatesPageLocation(market, trackingNumber, {
      state,
      link: link && token ? { param: link.param, token } : undefined,
    });
  };
  /** The updates page of the subscription's own parcel, or linkPage once it is gone. */
  const subscriptionPage = async (c: Context, subscriptionId: number, state: UpdatesPageState) => {
    const trackingNumber = await parcelOfSubscription(db, subscriptionId);
    return trackingNumber
      ? updatesPageLocation(market, trackingNumber, { state })
      : linkPage(c, state);
  };
  const linksLimited = (c: Context) =>
    overLimit(c, limits.links, rateLimitKey(c, "updates-links", hops), "updates_links");
  const tooManyLinks = (page: string): Answer => ({
    ...RATE_LIMITED,
    message: "Too many requests. Try again later.",
    page,
  });
  const invalidLink = (page: string): Answer => ({
    status: 400,
    code: "invalid_link",
    message: "This link is not one of ours, or its subscription is no longer kept.",
    page,
  });

  routes.post(
    CONFIRM_API_PATH.slice("/api".length),
    bodyLimit(4 * 1024, (c) => linkPage(c, "linkExpired")),
    async (c) => {
      if (!links) return respond(c, disabled(linkPage(c)));
      const foreign = crossSiteOrigin(c, config.PUBLIC_BASE_URL);
      if (foreign !== undefined) return refuseCrossSite(c, c.get("logger"), foreign, linkPage(c));
      const read = await readBody(c, linkPage(c, "linkExpired"));
      if (!read.ok) return read.response;
      const token = read.body.values.token;
      if (await linksLimited(c)) {
        return respond(c, tooManyLinks(linkPage(c, "rateLimited", { param: "confirm", token })));
      }
      const check = await links.verify(token, "confirm", keyOf, now());
      if (!check.ok && check.reason !== "expired") {
        return respond(c, invalidLink(linkPage(c, "linkExpired")));
      }
      const { subscriptionId } = check;
      const outcome = check.ok
        ? await confirmSubscription(db, subscriptionId, { now: now() })
        : "expired";
      const confirmed = outcome === "confirmed" || outcome === "already_confirmed";
      c.get("logger").info(
        { subscriptionId, outcome },
        "tracking updates: confirmation link followed",
      );
      if (confirmed) {
        return respond(c, {
          status: 200,
          json: { status: "confirmed" },
          page: await subscriptionPage(c, subscriptionId, "confirmed"),
        });
      }
      return respond(c, {
        status: 410,
        code: "link_expired",
        message: "This link has expired or its subscription has ended.",
        page: await subscriptionPage(c, subscriptionId, "linkExpired"),
      });
    },
  );

  /** RFC 8058's one-click post, or the page's button. */
  routes.post(
    UNSUBSCRIBE_API_PATH.slice("/api".length),
    bodyLimit(4 * 1024, (c) => linkPage(c, "unsubscribeExpired")),
    async (c) => {
      if (!links) return respond(c, disabled(linkPage(c)));
      const read = await readBody(c, linkPage(c, "unsubscribeExpired"));
      if (!read.ok) return read.response;
      const oneClick = read.body.values["List-Unsubscribe"] === "One-Click";
      // A mailbox provider's one-click post is a machine's: it gets JSON, never a page.
      const kind: AnswerKind = oneClick ? "json" : answerKindOf(c);
      const token = c.req.query("token") ?? read.body.values.token;
      if (await linksLimited(c)) {
        const page = linkPage(c, "rateLimited", { param: "unsubscribe", token });
        return respond(c, tooManyLinks(page), kind);
      }
      const check = await links.verify(token, "unsubscribe", keyOf, now());
      if (!check.ok) return respond(c, invalidLink(linkPage(c, "unsubscribeExpired")), kind);
      const ended = await unsubscribe(db, check.subscriptionId, { now: now() });
      c.get("logger").info(
        { subscriptionId: check.subscriptionId, ended, oneClick },
        "tracking updates: unsubscribed",
      );
      // Already ended: the recipient gets nothing more either way.
      const page = await subscriptionPage(c, check.subscriptionId, "unsubscribed");
      return respond(c, { status: 200, json: { status: "unsubscribed" }, page }, kind);
    },
  );

  /** The List-Unsubscribe URL opened in a browser: the page's button, which asks first. */
  routes.get(UNSUBSCRIBE_API_PATH.slice("/api".length), async (c) => {
    if (!links) return respond(c, disabled(linkPage(c)));
    const token = c.req.query("token");
    if (await linksLimited(c)) {
      return respond(c, tooManyLinks(linkPage(c, "rateLimited", { param: "unsubscribe", token })));
    }
    const check = await links.verify(token, "unsubscribe", keyOf, now());
    if (!check.ok) return respond(c, invalidLink(linkPage(c, "unsubscribeExpired")));
    const trackingNumber = await parcelOfSubscription(db, check.subscriptionId);
    if (!trackingNumber) return respond(c, invalidLink(linkPage(c, "unsubscribeExpired")));
    return c.redirect(
      updatesPageLocation(market, trackingNumber, {
        link: { param: "unsubscribe", token: token! },
      }),
      303,
    );
  });

  return routes;
}
