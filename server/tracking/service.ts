import type { Kysely } from "kysely";
import { z } from "zod";
import { LRUCache } from "lru-cache";
import type { Config } from "../config.ts";
import type { Database } from "../db/schema.ts";
import type { Logger } from "../logger.ts";
import { metrics, secondsSince } from "../metrics.ts";
import { toIsoTimestamp } from "../db/timestamps.ts";
import { MARKET_TIME_ZONES } from "../../domain/tracking/dates.ts";
import {
  findShipment,
  recordEvent,
  type OnEventRecorded,
  type RecordEventInput,
  type RecordEventResult,
} from "./repository.ts";
import {
  CARRIER_STATUS_CODES,
  NORMALISED_STATUSES,
  normaliseStatus,
} from "../../domain/tracking/status.ts";
import { createUpstreamClient, upstreamView } from "./upstream-client.ts";
import {
  cleanTrackingNumber,
  normaliseTrackingNumber,
  TRACKING_NUMBER_PATTERN,
} from "../../domain/tracking/number.ts";
import { buildTrackingView, type TrackingLookup } from "../../domain/tracking/view.ts";
import { cleanLine } from "../../domain/text.ts";

export interface TrackingService {
  /** Where lookups are answered from: the built-in store or TRACKING_API_URL. */
  readonly source: "store" | "upstream";
  lookup(trackingNumber: string): Promise<TrackingLookup>;
  /** Stores one validated event in the built-in store (see shipmentEventSchema). */
  record(input: RecordEventInput): Promise<RecordEventResult>;
}

export type TrackingConfig = Pick<
  Config,
  "SITE_MARKET" | "TRACKING_API_URL" | "TRACKING_API_TIMEOUT_MS"
>;

export interface TrackingServiceDependencies {
  db: Kysely<Database>;
  config: TrackingConfig;
  /** For the upstream API; tests pass their own. */
  fetch?: typeof fetch;
  now?: () => Date;
  /** Receives why the upstream API was unavailable. */
  logger?: Pick<Logger, "warn">;
  /** Runs in each recorded event's transaction: the e-mail updates queue theirs (ADR 54). */
  onEventRecorded?: OnEventRecorded;
}

/** The most shipments, and events in all, whose lookups the built-in store's cache keeps. */
export const TRACKING_CACHE_MAX_SHIPMENTS = 1_000;
export const TRACKING_CACHE_MAX_EVENTS = 10_000;

/**
 * How long a cached lookup of the built-in store is reused at most: events recorded through this
 * process drop it at once, but another instance on the same database, or the import command,
 * writes without telling this one (ADR 36).
 */
export const TRACKING_CACHE_TTL_MS = 5_000;

/**
 * Tracking lookups and event recording. With TRACKING_API_URL set, lookups are proxied to that
 * API (nothing cached, failures are "unavailable"); otherwise they read the built-in store, which
 * the ingestion API, the import command and the demo seed fill. record() always writes the store.
 *
 * A shipment found in the store is kept (the same object, so callers may cache what they make of
 * it by identity) until record() stores an event of it, or TRACKING_CACHE_TTL_MS have passed.
 * Every lookup, cached or not, is counted in the metrics.
 */
export function createTrackingService({
  db,
  config,
  fetch,
  now = () => new Date(),
  logger,
  onEventRecorded,
}: TrackingServiceDependencies): TrackingService {
  const timeZone = MARKET_TIME_ZONES[config.SITE_MARKET];
  const upstream = config.TRACKING_API_URL
    ? createUpstreamClient({
        baseUrl: config.TRACKING_API_URL,
        timeoutMs: config.TRACKING_API_TIMEOUT_MS,
        fetch,
      })
    : undefined;
  const found = new LRUCache<string, { result: TrackingLookup; expires: number }>({
    max: TRACKING_CACHE_MAX_SHIPMENTS,
    maxSize: TRACKING_CACHE_MAX_EVENTS,
    sizeCalculation: ({ result }) =>
      Math.max(1, result.kind === "found" ? result.shipment.tracking.length : 0),
  });
  // Bumped by every write: a lookup that read the store before a write finished is not kept.
  let writes = 0;

  return {
    source: upstream ? "upstream" : "store",

    async lookup(input) {
      const result = await lookup(input);
      metrics.trackingLookup(result.kind);
      return result;
    },

    async record(input) {
      try {
        return await recordEvent(db, input, { now: now(), onEventRecorded });
      } finally {
        writes += 1;
        found.delete(input.trackingNumber);
      }
    },
  };

  async function lookup(input: string): Promise<TrackingLookup> {
    const trackingNumber = normaliseTrackingNumber(input);
    if (!trackingNumber) return { kind: "invalid" };
    if (upstream) {
      // The upstream's own spelling is kept (only cleaned): its numbers may be case-sensitive.
      const asTyped = cleanTrackingNumber(input);
      const started = performance.now();
      const result = await upstream.get(asTyped);
      const shipment = result.kind === "found" ? upstreamView(result.body, asTyped) : undefined;
      metrics.trackingUpstream(
        secondsSince(started),
        result.kind === "unavailable" || (result.kind === "found" && !shipment),
      );
      if (result.kind === "not_found") return result;
      if (shipment) return { kind: "found", shipment };
      const reason =
        result.kind === "unavailable" ? result.reason : "upstream answered an unexpected shape";
      logger?.warn({ reason }, "tracking upstream unavailable");
      return { kind: "unavailable" };
    }
    const cached = found.get(trackingNumber);
    if (cached && cached.expires > now().getTime()) return cached.result;
    const writesBefore = writes;
    const stored = await findShipment(db, trackingNumber);
    if (!stored) return { kind: "not_found" };
    const result: TrackingLookup = {
      kind: "found",
      shipment: buildTrackingView(stored, timeZone),
    };
    if (writes === writesBefore) {
      found.set(trackingNumber, { result, expires: now().getTime() + TRACKING_CACHE_TTL_MS });
    }
    return result;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS_CHOICES = [...Object.keys(CARRIER_STATUS_CODES), ...NORMALISED_STATUSES].join(", ");

/** How far back an event or a delivery estimate may be, and how far ahead an estimate. */
const PLAUSIBLE_YEARS_BACK = 5;
const PLAUSIBLE_YEARS_AHEAD = 1;

/**
 * Every text field is cleaned as at every boundary (domain/text.ts: no control or bidi characters,
 * one line); JSON null and text that shows nothing count as absent for the optional fields.
 */
const absentIfBlank = (value: unknown) => (value === null ? undefined : cleanLine(value));

const requiredText = (max: number) =>
  z.preprocess(
    cleanLine,
    z
      .string({ error: "is required" })
      .trim()
      .min(1, { error: "is required" })
      .max(max, { error: `must be at most ${max} characters` }),
  );

const yearsFrom = (date: Date, years: number) => {
  const shifted = new Date(date);
  shifted.setUTCFullYear(shifted.getUTCFullYear() + years);
  return shifted;
};

function eventFields(now: () => Date) {
  return {
    carrier: requiredText(100),
    status: requiredText(40).transform((value, ctx) => {
      const status = normaliseStatus(value);
      if (!status) {
        ctx.addIssue({ code: "custom", message: `is not a known status: use ${STATUS_CHOICES}` });
        return z.NEVER;
      }
      const carrierCode = value.toUpperCase();
      return {
        status,
        code: Object.hasOwn(CARRIER_STATUS_CODES, carrierCode) ? carrierCode : status,
      };
    }),
    message: requiredText(500),
    occurredAt: z
      .string({ error: "is required" })
      .trim()
      .pipe(
        z.iso.datetime({
          offset: true,
          error: "must be an ISO 8601 date and time with an offset, e.g. 2025-11-26T14:05:00-06:00",
        }),
      )
      .transform((value, ctx) => {
        const iso = toIsoTimestamp(value);
        const time = Date.parse(iso);
        if (time > now().getTime() + DAY_MS) {
          ctx.addIssue({ code: "custom", message: "must not be more than a day in the future" });
          return z.NEVER;
        }
        if (time < yearsFrom(now(), -PLAUSIBLE_YEARS_BACK).getTime()) {
          ctx.addIssue({
            code: "custom",
            message: `must not be more than ${PLAUSIBLE_YEARS_BACK} years in the past`,
          });
          return z.NEVER;
        }
        return iso;
      }),
    location: z.preprocess(
      absentIfBlank,
      z
        .string({ error: "must be text" })
        .trim()
        .max(200, { error: "must be at most 200 characters" })
        .optional(),
    ),
    estimatedDelivery: z.preprocess(
      absentIfBlank,
      z.iso
        .date({ error: "must be a date YYYY-MM-DD" })
        .refine(
          (date) => {
            const day = (offset: number) => yearsFrom(now(), offset).toISOString().slice(0, 10);
            return date >= day(-PLAUSIBLE_YEARS_BACK) && date <= day(PLAUSIBLE_YEARS_AHEAD);
          },
          {
            error: `must be within ${PLAUSIBLE_YEARS_BACK} years before and a year after today`,
          },
        )
        .optional(),
    ),
  };
}

/** A validated event, ready for the repository once the tracking number is added. */
export type ShipmentEvent = Omit<RecordEventInput, "trackingNumber">;

/**
 * The body of POST /api/v1/shipments/:number/events, also one row of the import command:
 * `{ carrier, status, message, occurredAt, location?, estimatedDelivery? }`. status is a carrier
 * code (any case) or a normalised status; occurredAt needs an offset and may be at most a day
 * ahead of `now` (clock skew), and is returned in the canonical UTC form. Unknown keys are ignored.
 */
export function createShipmentEventSchema(now: () => Date = () => new Date()) {
  return z.object(eventFields(now)).transform(shipmentEventOf);
}

type EventFields = z.output<z.ZodObject<ReturnType<typeof eventFields>>>;

/** The checked fields as an event: the status and its carrier code, the optional ones if given. */
function shipmentEventOf({ status, ...event }: EventFields): ShipmentEvent {
  return {
    carrier: event.carrier,
    status: status.status,
    carrierStatusCode: status.code,
    message: event.message,
    occurredAt: event.occurredAt,
    ...(event.location ? { location: event.location } : {}),
    ...(event.estimatedDelivery ? { estimatedDelivery: event.estimatedDelivery } : {}),
  };
}

export const shipmentEventSchema = createShipmentEventSchema();

const trackingNumberField = z
  .string({ error: "is required" })
  .trim()
  .regex(TRACKING_NUMBER_PATTERN, {
    error: "must be 5 to 40 letters, digits or -, with a letter or a digit",
  })
  .transform((value) => value.toUpperCase());

/** One row of the import command: an event with its tracking number. */
export function createImportRowSchema(now: () => Date = () => new Date()) {
  return z
    .object({ trackingNumber: trackingNumberField, ...eventFields(now) })
    .transform(({ trackingNumber, ...fields }): RecordEventInput => ({
      trackingNumber,
      ...shipmentEventOf(fields),
    }));
}

/** Zod issues as `{ field: [messages] }`, the `fields` of a 400 answer. */
export function eventFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "body");
    (fields[field] ??= []).push(issue.message);
  }
  return fields;
}
