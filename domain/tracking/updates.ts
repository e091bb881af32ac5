import { z } from "zod";
import { cleanLine } from "../text.ts";
import type { IsoDate, IsoTimestamp } from "./dates.ts";
import {
  fragmentIn,
  queryNameIn,
  queryValueIn,
  subRoutePathIn,
  type QueryValueId,
} from "../pages.ts";
import type { MarketId } from "../site.ts";
import type { NormalisedStatus } from "./status.ts";
import type { TrackingView } from "./view.ts";

/**
 * E-mail updates for a parcel's recipient (ADR 49): what the subscribe form takes, which changes
 * of a parcel are worth an e-mail, and what an e-mail says. Shared by the page (the form, its
 * states), the server (the API, the outbox) and the mail templates.
 */

/**
 * What an update e-mail is about: the stage of the happy path the parcel reached, or the off-path
 * state it fell into. One e-mail per topic and subscriber at most; a new one is due when an
 * ingested event moves the parcel to another topic.
 */
export const UPDATE_TOPICS = [
  "in_depot",
  "ready_for_dispatch",
  "picked_up",
  "with_courier",
  "failed_attempt",
  "delivered",
  "returned",
  "exception",
] as const;
export type UpdateTopic = (typeof UPDATE_TOPICS)[number];

const TOPIC_OF_STATUS: Record<NormalisedStatus, UpdateTopic> = {
  pending: "in_depot",
  ready_for_dispatch: "ready_for_dispatch",
  picked_up: "picked_up",
  in_transit: "with_courier",
  out_for_delivery: "with_courier",
  delivery_failed: "failed_attempt",
  delivered: "delivered",
  return_to_sender: "returned",
  exception: "exception",
};

/** The topic a parcel whose latest event has `status` is on. */
export const updateTopicOf = (status: NormalisedStatus): UpdateTopic => TOPIC_OF_STATUS[status];

/** A delivered or returned parcel is closed: its last e-mail ends the subscriptions. */
export const isClosingTopic = (topic: UpdateTopic): boolean =>
  topic === "delivered" || topic === "returned";

/** Whether a tracking result may offer e-mail updates: the parcel is not delivered or returned. */
export const isOpenShipment = (shipment: Pick<TrackingView, "status">): boolean =>
  shipment.status !== undefined && !isClosingTopic(updateTopicOf(shipment.status));

/** Error codes of the subscribe form (tracking.updates.errors.* in the copy). */
export const UPDATES_ERRORS = {
  required: "required",
  invalidEmail: "invalid_email",
  tooLong: "too_long",
  consent: "consent_required",
} as const;
export type UpdatesErrorCode = (typeof UPDATES_ERRORS)[keyof typeof UPDATES_ERRORS];

/** The form's fields, in its order. */
export const UPDATES_FIELDS = ["email", "consent"] as const;
export type UpdatesFieldName = (typeof UPDATES_FIELDS)[number];

/** A checkbox as a form posts it ("on") or as JSON sends it (true). */
const checked = (value: unknown) => value === true || value === "on" || value === "true";

/**
 * The subscribe form, one schema for the JSON the page's behaviour sends and the form a browser
 * without JavaScript posts. An address is compared and stored in lower case.
 */
export const trackingUpdatesSchema = z.object({
  email: z.preprocess(
    cleanLine,
    z
      .string({ error: UPDATES_ERRORS.required })
      .max(254, { error: UPDATES_ERRORS.tooLong })
      .pipe(z.email({ error: UPDATES_ERRORS.invalidEmail }))
      .transform((email) => email.toLowerCase()),
  ),
  consent: z.preprocess(checked, z.literal(true, { error: UPDATES_ERRORS.consent })),
});
export type TrackingUpdatesValues = z.infer<typeof trackingUpdatesSchema>;

/** What travels beside the fields: the captcha's answer and a honeypot, checked apart. */
export const trackingUpdatesEnvelopeSchema = z.object({
  captcha: z.string().max(20_000).optional(),
  /** Hidden from people; a filled-in value means a bot. */
  website: z.string().max(500).optional(),
});

/**
 * How a post of the updates page went, or a link's answer: the parcel's updates page says it,
 * from its query (`?avisos=enviado` in Mexico, `?updates=sent` in the US: the page table's words).
 */
export type UpdatesPageState = QueryValueId<"updates">;

/**
 * A parcel's updates page in a market's build, at its block, saying how a post went (`state`) and
 * holding the link a button posts (`link`, a confirmation's or an unsubscribe's token): where the
 * e-mails' links and the API's answers to a plain form post land.
 */
export function updatesPageLocation(
  market: MarketId,
  trackingNumber: string,
  {
    state,
    link,
  }: { state?: UpdatesPageState; link?: { param: "confirm" | "unsubscribe"; token: string } } = {},
): string {
  const query = new URLSearchParams();
  if (link) query.set(queryNameIn(market, link.param), link.token);
  if (state) query.set(queryNameIn(market, "updates"), queryValueIn(market, "updates", state));
  const search = query.size > 0 ? `?${query}` : "";
  const page = subRoutePathIn(market, "trackingUpdates", { number: trackingNumber });
  return `${page}${search}#${fragmentIn(market, "updates")}`;
}

/** The API paths of the updates (the server's routes; the page's form and buttons post there). */
export const subscribePath = (trackingNumber: string) =>
  `/api/tracking/${encodeURIComponent(trackingNumber)}/updates`;
export const CONFIRM_API_PATH = "/api/tracking-updates/confirm";
export const UNSUBSCRIBE_API_PATH = "/api/tracking-updates/unsubscribe";

/** What the parcel's page needs to know of the updates: whether it may offer them at all. */
export interface TrackingUpdatesOffer {
  /** SMTP is configured and parcels come from the built-in store (whose events send e-mails). */
  enabled: boolean;
}

/** The event an update e-mail reports, as it was when the e-mail was queued. */
export interface UpdateEvent {
  status: NormalisedStatus;
  occurredAt: IsoTimestamp;
  location?: string;
  /** The carrier's own words. */
  message: string;
  carrier: string;
}

/** Everything an e-mail says; the server fills the links, the app's templates write it. */
export type TrackingMail =
  | {
      kind: "confirm";
      trackingNumber: string;
      trackingUrl: string;
      confirmUrl: string;
      /** When the confirmation link stops working. */
      expiresAt: IsoTimestamp;
    }
  | {
      kind: "update";
      topic: UpdateTopic;
      trackingNumber: string;
      trackingUrl: string;
      unsubscribeUrl: string;
      event: UpdateEvent;
      estimatedDelivery: IsoDate | null;
    };

/** A rendered e-mail: its subject and its two parts. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Renders an e-mail in the market's language (the app's build exports one). */
export type RenderTrackingMail = (mail: TrackingMail) => Promise<RenderedMail>;
