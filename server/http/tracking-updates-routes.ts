import { Hono, type Context } from "hono";
import type { Kysely } from "kysely";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import type { LinkSigner } from "../tracking-updates/links.ts";
import { createTrackingUpdatesService } from "../tracking-updates/service.ts";
import { normaliseTrackingNumber } from "../../domain/tracking/number.ts";
import { pagePathIn, queryParamFrom, subRoutePathIn } from "../../domain/pages.ts";
import {
  CONFIRM_API_PATH,
  trackingUpdatesEnvelopeSchema,
  trackingUpdatesSchema,
  UNSUBSCRIBE_API_PATH,
  updatesPageLocation,
  type UpdatesPageState,
} from "../../domain/tracking/updates.ts";
import { endpoints, type BodyRule, type Limit } from "./endpoint.ts";
import { budget, createRateLimiter, type RateLimiter, type RateLimitStore } from "./rate-limit.ts";
import type { Answer, Refusal } from "./responder.ts";
import { trackingNumberParam } from "./tracking-routes.ts";

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
    client: budget(
      config.TRACKING_UPDATES_RATE_LIMIT,
      config.TRACKING_UPDATES_RATE_WINDOW_SECONDS,
      store,
    ),
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

/** The same answer for every address that may be subscribed: nothing tells one from another. */
const ACCEPTED = {
  status: "pending_confirmation",
  message: "If the address is right, a confirmation link is on its way.",
} as const;

const DISABLED: Refusal = {
  status: 404,
  code: "updates_disabled",
  message: "This site does not send e-mail updates.",
};

const INVALID_LINK: Refusal = {
  status: 400,
  code: "invalid_link",
  message: "This link is not one of ours, or its subscription is no longer kept.",
};

/** A form post or a JSON body; a JSON body that does not parse is `malformed_body` too. */
const body = (limit: number): BodyRule => ({
  limit,
  types: ["json", "form"],
  malformedJson: "malformed_body",
});

/**
 * The e-mail updates' API (ADR 49), mounted under /api: a table of endpoints (endpoint.ts) over
 * the updates' service (server/tracking-updates/service.ts). Each answers a script's `fetch` with
 * JSON and a browser's plain form post with a 303 to the parcel's updates page saying how it
 * went, errors included:
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
  onQueued,
  now,
}: TrackingUpdatesRoutesDependencies) {
  const routes = new Hono<Env>();
  const endpoint = endpoints(config);
  const limits = updatesLimiters(config, rateLimitStore);
  const updates =
    links &&
    createTrackingUpdatesService({
      config,
      db,
      links,
      budgets: { parcel: limits.parcel, email: limits.email },
      onQueued,
      now,
    });
  // Every endpoint answers 404 when the updates are off; none reaches the service then.
  const unavailable = updates ? undefined : DISABLED;
  const service = () => updates!;
  const linksLimit: Limit = {
    limiter: limits.links,
    scope: "updates-links",
    metric: "updates_links",
  };
  // The pages a browser's post lands on, in the market's words (the page table's).
  const market = config.SITE_MARKET;
  const resultPage = (rawNumber: string) =>
    subRoutePathIn(market, "trackingResult", { number: rawNumber });

  /** The subscribe form's page for the parcel in the path (its result page when malformed). */
  const subscribePage = (c: Context, state?: UpdatesPageState) => {
    const rawNumber = c.req.param("number") ?? "";
    const trackingNumber = normaliseTrackingNumber(rawNumber);
    return trackingNumber
      ? updatesPageLocation(market, trackingNumber, { state })
      : resultPage(rawNumber);
  };
  const tooMany = (message: string): Limit => ({
    limiter: limits.unverified,
    scope: "updates-unverified",
    key: "updates-unverified:site",
    metric: "updates_unverified",
    message,
  });

  routes.post(
    "/tracking/:number/updates",
    endpoint({
      name: "tracking updates",
      pages: {
        refused(refusal, { c }) {
          switch (refusal.code) {
            case "updates_disabled":
              return resultPage(c.req.param("number") ?? "");
            case "invalid_tracking_number":
              return subscribePage(c);
            case "rate_limited":
              return subscribePage(c, "rateLimited");
            case "invalid_fields":
              return subscribePage(c, refusal.fields?.email ? "invalidEmail" : "consent");
            case "captcha_failed":
              return subscribePage(c, "verification");
            default:
              return subscribePage(c, "error");
          }
        },
      },
      body: body(UPDATES_BODY_LIMIT_BYTES),
      unavailable,
      // Refused before they count: another site's page could otherwise spend a visitor's quota.
      origin: "same-site",
      params: trackingNumberParam(),
      envelope: trackingUpdatesEnvelopeSchema,
      limiters: [{ limiter: limits.client, scope: "updates" }],
      honeypot: {
        field: "website",
        answer: ({ c }) => ({ status: 202, json: ACCEPTED, page: subscribePage(c, "sent") }),
      },
      schema: trackingUpdatesSchema,
      // The captcha when the browser ran the page's script; without one (a plain form's body), a
      // small budget for the whole site, so a bot gains nothing by leaving it out (ADR 49).
      captcha: {
        verifier: captcha,
        answer: (envelope) => envelope.captcha || undefined,
        unansweredForm: tooMany("Too many requests without a captcha answer. Try again later."),
      },
      async handle({ c, params: trackingNumber, fields, log }): Promise<Answer> {
        const result = await service().subscribe(trackingNumber, fields.email, log);
        switch (result.kind) {
          case "accepted":
            return { status: 202, json: ACCEPTED, page: subscribePage(c, "sent") };
          case "not_found":
            // The parcel's page says it does not know the number.
            return {
              status: 404,
              code: "not_found",
              message: "No shipment has this tracking number.",
              page: subscribePage(c),
            };
          case "parcel_closed":
            return {
              status: 409,
              code: "parcel_closed",
              message: "This shipment is delivered or returned: it sends no more updates.",
              page: subscribePage(c, "error"),
            };
          case "parcel_limited":
            return {
              status: 429,
              code: "rate_limited",
              message: "Too many requests for this shipment. Try again later.",
              headers: { "Retry-After": String(result.retryAfterSeconds) },
              page: subscribePage(c, "rateLimited"),
            };
          case "full":
            return {
              status: 409,
              code: "subscriptions_full",
              message: "This shipment takes no more subscriptions.",
              page: subscribePage(c, "full"),
            };
        }
      },
    }),
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
  /** The updates page of a subscription's own parcel, or linkPage once it is gone. */
  const parcelPage = (c: Context, trackingNumber: string | undefined, state: UpdatesPageState) =>
    trackingNumber ? updatesPageLocation(market, trackingNumber, { state }) : linkPage(c, state);

  /** Where a refused link lands: its button again when it was only posted too often. */
  const refusedLinkPage =
    (param: "confirm" | "unsubscribe", expired: UpdatesPageState) =>
    (refusal: Refusal, c: Context, token: unknown) => {
      switch (refusal.code) {
        case "updates_disabled":
        case "cross_site_request":
          return linkPage(c);
        case "rate_limited":
          return linkPage(c, "rateLimited", { param, token });
        case "internal_error":
          return linkPage(c, "error");
        default:
          return linkPage(c, expired);
      }
    };

  const confirmPage = refusedLinkPage("confirm", "linkExpired");
  routes.post(
    CONFIRM_API_PATH.slice("/api".length),
    endpoint({
      name: "tracking updates",
      pages: { refused: (refusal, { c, body }) => confirmPage(refusal, c, body.token) },
      body: body(4 * 1024),
      unavailable,
      origin: "same-site",
      limiters: [linksLimit],
      async handle({ c, body: { token }, log }): Promise<Answer> {
        const result = await service().confirm(token, log);
        if (result.kind === "invalid")
          return { ...INVALID_LINK, page: confirmPage(INVALID_LINK, c, token) };
        if (result.kind === "confirmed") {
          return {
            status: 200,
            json: { status: "confirmed" },
            page: parcelPage(c, result.trackingNumber, "confirmed"),
          };
        }
        return {
          status: 410,
          code: "link_expired",
          message: "This link has expired or its subscription has ended.",
          page: parcelPage(c, result.trackingNumber, "linkExpired"),
        };
      },
    }),
  );

  /** RFC 8058's one-click post (a mailbox provider's: JSON, never a page), or the page's button. */
  const unsubscribePage = refusedLinkPage("unsubscribe", "unsubscribeExpired");
  const isOneClick = (values: Record<string, unknown>) =>
    values["List-Unsubscribe"] === "One-Click";
  const tokenOf = (c: Context, values: Record<string, unknown>) =>
    c.req.query("token") ?? values.token;
  routes.post(
    UNSUBSCRIBE_API_PATH.slice("/api".length),
    endpoint({
      name: "tracking updates",
      pages: {
        refused: (refusal, { c, body }) =>
          isOneClick(body) ? undefined : unsubscribePage(refusal, c, tokenOf(c, body)),
      },
      body: body(4 * 1024),
      unavailable,
      limiters: [linksLimit],
      async handle({ c, body, log }): Promise<Answer> {
        const oneClick = isOneClick(body);
        const token = tokenOf(c, body);
        const result = await service().unsubscribe(token, oneClick, log);
        if (result.kind === "invalid") {
          return {
            ...INVALID_LINK,
            page: oneClick ? undefined : unsubscribePage(INVALID_LINK, c, token),
          };
        }
        return {
          status: 200,
          json: { status: "unsubscribed" },
          page: oneClick ? undefined : parcelPage(c, result.trackingNumber, "unsubscribed"),
        };
      },
    }),
  );

  /** The List-Unsubscribe URL opened in a browser: the page's button, which asks first. */
  routes.get(
    UNSUBSCRIBE_API_PATH.slice("/api".length),
    endpoint({
      name: "tracking updates",
      pages: { refused: (refusal, { c }) => unsubscribePage(refusal, c, c.req.query("token")) },
      unavailable,
      limiters: [linksLimit],
      async handle({ c }): Promise<Answer> {
        const token = c.req.query("token");
        const trackingNumber = await service().unsubscribeLinkParcel(token);
        if (!trackingNumber)
          return { ...INVALID_LINK, page: unsubscribePage(INVALID_LINK, c, token) };
        return {
          redirect: updatesPageLocation(market, trackingNumber, {
            link: { param: "unsubscribe", token: token! },
          }),
        };
      },
    }),
  );

  return routes;
}
