import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { RateLimiter } from "../http/rate-limit.ts";
import type { Logger } from "../logger.ts";
import { metrics } from "../metrics.ts";
import { normaliseStatus } from "../../domain/tracking/status.ts";
import { isClosingTopic, updateTopicOf } from "../../domain/tracking/updates.ts";
import type { LinkKeyOf, LinkSigner } from "./links.ts";
import {
  confirmSubscription,
  linkKeyOf,
  parcelOfSubscription,
  shipmentByNumber,
  subscribe,
  unsubscribe,
} from "./subscriptions.ts";

const HOUR_MS = 3_600_000;

/** The budgets the rules of subscribing spend (ADR 49), each one of the shared limiters. */
export interface SubscribeBudgets {
  /** Per parcel, a day. */
  parcel: RateLimiter;
  /** Per e-mail address, a day: past it, nothing is sent and the answer is the same. */
  email: RateLimiter;
}

export interface TrackingUpdatesServiceDependencies {
  config: Pick<Config, "TRACKING_UPDATES_CONFIRM_HOURS" | "TRACKING_UPDATES_MAX_PER_PARCEL">;
  db: Kysely<Database>;
  links: LinkSigner;
  budgets: SubscribeBudgets;
  /** Called when an e-mail was queued, so the worker sends it without waiting for its poll. */
  onQueued?: () => void;
  now?: () => Date;
}

/**
 * How a request to subscribe went. `accepted` is the same for every address that may be
 * subscribed, whether it is new, waiting for its link, confirmed or over its day's e-mails:
 * nothing tells one from another.
 */
export type SubscribeResult =
  | { kind: "accepted" }
  | { kind: "not_found" }
  /** Delivered or returned: it sends no more updates. */
  | { kind: "parcel_closed" }
  | { kind: "parcel_limited"; retryAfterSeconds: number }
  | { kind: "full" };

/** A link's subscription and its parcel (undefined once the subscription is purged). */
interface LinkedSubscription {
  subscriptionId: number;
  trackingNumber: string | undefined;
}

export type ConfirmResult =
  { kind: "invalid" } | ({ kind: "confirmed" | "expired" } & LinkedSubscription);

export type UnsubscribeResult =
  { kind: "invalid" } | ({ kind: "unsubscribed" } & LinkedSubscription);

export interface TrackingUpdatesService {
  /** Subscribes `email` to the parcel `trackingNumber` (canonical) once checked by its form. */
  subscribe(trackingNumber: string, email: string, log: Logger): Promise<SubscribeResult>;
  /** Confirms the subscription a confirmation link names (an expired one is told apart). */
  confirm(token: unknown, log: Logger): Promise<ConfirmResult>;
  /**
   * Ends the subscription an unsubscribe link names; already ended, the same answer. `oneClick`:
   * a mailbox provider's post (RFC 8058), for the log.
   */
  unsubscribe(token: unknown, oneClick: boolean, log: Logger): Promise<UnsubscribeResult>;
  /** The parcel of the subscription an unsubscribe link names, without acting on it. */
  unsubscribeLinkParcel(token: unknown): Promise<string | undefined>;
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * The e-mail updates' rules (ADR 49, 51), with no HTTP: a parcel takes subscriptions while it is
 * on its way, within its day's requests and its most subscriptions; an address gets its
 * confirmation e-mail within its day's limit, silently past it; a link acts only on the
 * subscription it was made for, as that subscription is stored now.
 */
export function createTrackingUpdatesService({
  config,
  db,
  links,
  budgets,
  onQueued = () => {},
  now = () => new Date(),
}: TrackingUpdatesServiceDependencies): TrackingUpdatesService {
  const confirmTtlMs = config.TRACKING_UPDATES_CONFIRM_HOURS * HOUR_MS;
  const keyOf: LinkKeyOf = (subscriptionId) => linkKeyOf(db, subscriptionId);
  const linked = async (subscriptionId: number): Promise<LinkedSubscription> => ({
    subscriptionId,
    trackingNumber: await parcelOfSubscription(db, subscriptionId),
  });

  return {
    async subscribe(trackingNumber, email, log) {
      const shipment = await shipmentByNumber(db, trackingNumber);
      if (!shipment) return { kind: "not_found" };
      const status = normaliseStatus(shipment.status);
      if (!status || isClosingTopic(updateTopicOf(status))) return { kind: "parcel_closed" };
      const parcel = await budgets.parcel.hit(`updates-parcel:${trackingNumber}`);
      if (!parcel.allowed) {
        metrics.rateLimitRefused("updates_parcel");
        return { kind: "parcel_limited", retryAfterSeconds: parcel.retryAfterSeconds };
      }
      // Past its daily limit an address gets nothing, and the answer says nothing of it.
      const address = await budgets.email.hit(`updates-email:${sha256(email)}`);
      if (!address.allowed) {
        metrics.rateLimitRefused("updates_email");
        log.info(
          { shipmentId: shipment.id },
          "tracking updates: address over its daily limit, nothing sent",
        );
        return { kind: "accepted" };
      }
      const outcome = await subscribe(db, {
        shipmentId: shipment.id,
        email,
        maxPerParcel: config.TRACKING_UPDATES_MAX_PER_PARCEL,
        confirmTtlMs,
        now: now(),
      });
      if (outcome.outcome === "full") return { kind: "full" };
      if (outcome.queued) {
        metrics.mailQueued("confirm");
        onQueued();
      }
      log.info(
        { shipmentId: shipment.id, subscriptionId: outcome.subscriptionId, queued: outcome.queued },
        "tracking updates: subscription requested",
      );
      return { kind: "accepted" };
    },

    async confirm(token, log) {
      const check = await links.verify(token, "confirm", keyOf, now());
      if (!check.ok && check.reason !== "expired") return { kind: "invalid" };
      const { subscriptionId } = check;
      const outcome = check.ok
        ? await confirmSubscription(db, subscriptionId, { now: now() })
        : "expired";
      log.info({ subscriptionId, outcome }, "tracking updates: confirmation link followed");
      const confirmed = outcome === "confirmed" || outcome === "already_confirmed";
      return { kind: confirmed ? "confirmed" : "expired", ...(await linked(subscriptionId)) };
    },

    async unsubscribe(token, oneClick, log) {
      const check = await links.verify(token, "unsubscribe", keyOf, now());
      if (!check.ok) return { kind: "invalid" };
      const ended = await unsubscribe(db, check.subscriptionId, { now: now() });
      log.info(
        { subscriptionId: check.subscriptionId, ended, oneClick },
        "tracking updates: unsubscribed",
      );
      // Already ended: the recipient gets nothing more either way.
      return { kind: "unsubscribed", ...(await linked(check.subscriptionId)) };
    },

    async unsubscribeLinkParcel(token) {
      const check = await links.verify(token, "unsubscribe", keyOf, now());
      return check.ok ? parcelOfSubscription(db, check.subscriptionId) : undefined;
    },
  };
}
