import { formatFecha, type IsoDate, type IsoTimestamp } from "./dates.ts";
import {
  normaliseStatus,
  progressOf,
  STAGE_INDEX,
  stageOf,
  type NormalisedStatus,
  type OffPath,
  type Stage,
} from "./status.ts";

/**
 * One event as GET /api/tracking/:number returns it: the existing API's `fecha` and `mensaje`,
 * plus the normalised fields. From the built-in store every field is set (location when known);
 * from an upstream API only fecha and mensaje are certain, the rest when its data maps.
 */
export interface TrackingEventView {
  /** "26 de noviembre 14:05", in the market's time zone. */
  fecha: string;
  mensaje: string;
  status?: NormalisedStatus;
  stage?: Stage;
  offPath?: OffPath;
  occurredAt?: IsoTimestamp;
  location?: string;
}

/**
 * The first (only) element of the tracking API's array: the existing API's shape (`correo.nombre`,
 * `tracking[]`) plus normalised fields. Events are oldest first (the page shows them reversed).
 */
export interface TrackingView {
  trackingNumber: string;
  correo: { nombre?: string };
  tracking: TrackingEventView[];
  /** The latest event's status; undefined only for upstream data that does not map. */
  status?: NormalisedStatus;
  stage?: Stage;
  /** Set when the shipment is off the happy path: returned, exception, failed delivery attempt. */
  offPath?: OffPath;
  /** STAGE_INDEX of `stage` (0 = in the seller's depot ... 4 = delivered). */
  stagesReached?: number;
  estimatedDelivery: IsoDate | null;
  /** When the store last changed the shipment; absent for upstream data. */
  updatedAt?: IsoTimestamp;
}

/** The answer to looking a tracking number up. */
export type TrackingLookup =
  | { kind: "found"; shipment: TrackingView }
  | { kind: "not_found" }
  | { kind: "invalid" }
  /** The upstream API failed; the reason is logged, never returned (it may name hosts). */
  | { kind: "unavailable" };

/** What a store knows of a shipment: its latest state and its events, oldest first. */
export interface ShipmentHistory {
  trackingNumber: string;
  carrierName: string;
  status: string;
  estimatedDelivery: IsoDate | null;
  updatedAt: IsoTimestamp;
  events: ReadonlyArray<{
    status: string;
    message: string;
    location: string | null;
    occurredAt: IsoTimestamp;
  }>;
}

/** The API view of a stored shipment; dates in `timeZone` (the market's). */
export function buildTrackingView(shipment: ShipmentHistory, timeZone: string): TrackingView {
  const known: NormalisedStatus[] = [];
  let furthest: Stage = "in_depot";
  const tracking = shipment.events.map((event): TrackingEventView => {
    const view: TrackingEventView = {
      fecha: formatFecha(event.occurredAt, timeZone),
      mensaje: event.message,
    };
    const status = normaliseStatus(event.status);
    if (status) {
      known.push(status);
      const position = stageOf(status, furthest);
      if (!position.offPath || position.offPath === "failed_attempt") {
        if (STAGE_INDEX[position.stage] > STAGE_INDEX[furthest]) furthest = position.stage;
      }
      view.status = status;
      view.stage = position.stage;
      if (position.offPath) view.offPath = position.offPath;
    }
    view.occurredAt = event.occurredAt;
    if (event.location) view.location = event.location;
    return view;
  });

  const fallback = normaliseStatus(shipment.status);
  const progress = progressOf(known.length > 0 ? known : fallback ? [fallback] : []);
  return {
    trackingNumber: shipment.trackingNumber,
    correo: { nombre: shipment.carrierName },
    tracking,
    status: known.at(-1) ?? fallback,
    stage: progress.stage,
    ...(progress.offPath ? { offPath: progress.offPath } : {}),
    stagesReached: progress.stagesReached,
    estimatedDelivery: shipment.estimatedDelivery,
    updatedAt: shipment.updatedAt,
  };
}
