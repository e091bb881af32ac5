import type { ColumnType, Generated, Insertable, Selectable, Updateable } from "kysely";
import type { IsoDate, IsoTimestamp } from "../../domain/tracking/dates.ts";

/** Timestamps are built with `toIsoTimestamp()` from ./timestamps.ts. */
export type { IsoDate, IsoTimestamp };

/** Written once on insert, never updated. */
type Immutable<T> = ColumnType<T, T, never>;

export interface ShipmentsTable {
  id: Generated<number>;
  tracking_number: string;
  carrier_name: string;
  /** Normalised status such as "in_transit" or "delivered". */
  status: string;
  estimated_delivery: IsoDate | null;
  created_at: Immutable<IsoTimestamp>;
  updated_at: IsoTimestamp;
}

export interface ShipmentEventsTable {
  id: Generated<number>;
  shipment_id: Immutable<number>;
  /** Normalised status such as "in_transit" or "delivered". */
  status: string;
  /** The carrier's own code for the event, e.g. "ENVI". */
  carrier_status_code: string;
  message: string;
  location: string | null;
  occurred_at: IsoTimestamp;
  created_at: Immutable<IsoTimestamp>;
}

export interface Database {
  shipments: ShipmentsTable;
  shipment_events: ShipmentEventsTable;
}

export type Shipment = Selectable<ShipmentsTable>;
export type NewShipment = Insertable<ShipmentsTable>;
export type ShipmentUpdate = Updateable<ShipmentsTable>;

export type ShipmentEvent = Selectable<ShipmentEventsTable>;
export type NewShipmentEvent = Insertable<ShipmentEventsTable>;

/** One accepted ALTCHA solution (see server/captcha/altcha.ts); kept until its challenge expires. */
export interface CaptchaRedemptionsTable {
  /** SHA-256 (hex) of the challenge's signature. */
  id: string;
  expires_at: IsoTimestamp;
  created_at: Immutable<IsoTimestamp>;
}

// Declaration merging adds the table to Database above.
export interface Database {
  captcha_redemptions: CaptchaRedemptionsTable;
}

/** Where a lead stands in the CRM outbox (see server/contact/lead-repository.ts). */
export type LeadDeliveryStatus = "pending" | "delivering" | "delivered" | "failed";

/** A contact form submission, as submitted. Written once, never updated nor deleted. */
export interface LeadsTable {
  id: Generated<number>;
  /** The deployment's market (mx, ar, us) the form was sent from. */
  market: Immutable<string>;
  name: Immutable<string>;
  last_name: Immutable<string>;
  email: Immutable<string>;
  phone_number: Immutable<string>;
  company_name: Immutable<string>;
  /** JSON array of the chosen COMPANY_TYPES, e.g. `["ecommerce","marketplace"]`. */
  company_types: Immutable<string>;
  /** One of ESTIMATED_SHIPMENTS. */
  estimated_shipments: Immutable<string>;
  origin: Immutable<string>;
  message: Immutable<string>;
  page_uri: Immutable<string | null>;
  page_name: Immutable<string | null>;
  /** HubSpot's visitor cookie (hubspotutk), when the page had one. */
  hutk: Immutable<string | null>;
  created_at: Immutable<IsoTimestamp>;
}

/**
 * The columns every outbox table has (server/outbox/, ADR 54): one row an item to send. Its
 * statuses "pending" and "failed" are common too.
 */
export interface OutboxColumns<Status extends string = string> {
  id: Generated<number>;
  status: Status;
  /** Attempts made so far, ever. */
  attempts: Generated<number>;
  /** `attempts` at the last manual retry: the attempt budget counts from here. */
  attempts_at_retry: Generated<number>;
  next_attempt_at: IsoTimestamp;
  /** The worker holding the row while it is held ("delivering", "sending"), until `claimed_until`. */
  claimed_by: string | null;
  claimed_until: IsoTimestamp | null;
  last_error: string | null;
  /**
   * When it became known that nobody knows how a send of the row ended (ADR 51): a lead's attempt
   * cut before HubSpot's answer (it may be there twice), an e-mail recorded as sent whose final
   * dot's answer never came (it may not have arrived).
   */
  outcome_unknown_at: IsoTimestamp | null;
  created_at: Immutable<IsoTimestamp>;
  updated_at: IsoTimestamp;
}

/** The outbox row of a lead: one per lead, created in the same transaction. */
export interface LeadDeliveriesTable extends OutboxColumns<LeadDeliveryStatus> {
  lead_id: Immutable<number>;
  /** The CRM's response body (truncated) of the last attempt that got one. */
  crm_response: string | null;
  delivered_at: IsoTimestamp | null;
}

// Declaration merging adds the tables to Database above.
export interface Database {
  leads: LeadsTable;
  lead_deliveries: LeadDeliveriesTable;
}

/**
 * Hits of one rate-limit key in one fixed window (RATE_LIMIT_STORE=database); purged once the
 * window has ended.
 */
export interface RateLimitWindowsTable {
  /** `scope:client address`, or a hash of it when long (see database-rate-limit-store.ts). */
  key: Immutable<string>;
  window_start: Immutable<IsoTimestamp>;
  /** The end of the window: the row is useless from then on. */
  expires_at: Immutable<IsoTimestamp>;
  hits: number;
}

// Declaration merging adds the table to Database above.
export interface Database {
  rate_limit_windows: RateLimitWindowsTable;
}

/** Where a recipient's e-mail updates for a parcel stand (server/tracking-updates/). */
export type TrackingSubscriptionStatus = "pending" | "confirmed" | "ended" | "unsubscribed";

/** A recipient's request for e-mail updates about one shipment; purged some days after it ends. */
export interface TrackingSubscriptionsTable {
  id: Generated<number>;
  shipment_id: Immutable<number>;
  /** Lower case. */
  email: Immutable<string>;
  status: TrackingSubscriptionStatus;
  /** Random, made with the subscription: its e-mails' links are signed over it (ADR 51). */
  link_key: Immutable<string>;
  created_at: Immutable<IsoTimestamp>;
  confirmed_at: IsoTimestamp | null;
  /** When the parcel closed or the recipient left; the purge counts from it. */
  ended_at: IsoTimestamp | null;
  updated_at: IsoTimestamp;
}

/** Where an e-mail stands in the outbox. */
export type TrackingNotificationStatus = "pending" | "sending" | "sent" | "failed" | "cancelled";

/** One e-mail of a subscription: its confirmation or an update; the outbox row is the e-mail. */
export interface TrackingNotificationsTable extends OutboxColumns<TrackingNotificationStatus> {
  subscription_id: Immutable<number>;
  kind: Immutable<"confirm" | "update">;
  /** The update's topic, or `confirm:<time>`; unique per subscription. */
  topic: Immutable<string>;
  /** JSON: what the e-mail says, as it was when queued. */
  payload: Immutable<string>;
  /** The SMTP server's last answer (truncated). */
  smtp_response: string | null;
  sent_at: IsoTimestamp | null;
}

// Declaration merging adds the tables to Database above.
export interface Database {
  tracking_subscriptions: TrackingSubscriptionsTable;
  tracking_notifications: TrackingNotificationsTable;
}
