import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { MARKET_TIME_ZONES } from "../../domain/tracking/dates.ts";
import { countShipments, recordEvent } from "./repository.ts";
import { normaliseStatus, type OffPath, type Stage } from "../../domain/tracking/status.ts";

/** The demo shipments, for the README and the tracking page's hint. */
export const DEMO_TRACKING_NUMBERS = [
  {
    trackingNumber: "AND-DEMO-1001",
    stage: "in_depot",
    description: "In the seller's depot (INLD), Andén Última Milla",
  },
  {
    trackingNumber: "AND-DEMO-1002",
    stage: "ready_for_dispatch",
    description: "Ready for dispatch (COLE), Estafeta",
  },
  {
    trackingNumber: "AND-DEMO-1003",
    stage: "picked_up",
    description: "Picked up by the courier (RETI), DHL",
  },
  {
    trackingNumber: "AND-DEMO-1004",
    stage: "with_courier",
    description: "With the courier: in transit (ENVI), then out for delivery (REPO)",
  },
  {
    trackingNumber: "AND-DEMO-1005",
    stage: "delivered",
    description: "Delivered (ENTR), Estafeta",
  },
  {
    trackingNumber: "AND-DEMO-1006",
    stage: "with_courier",
    offPath: "returned",
    description: "Returned to the sender (DEVU) after two failed delivery attempts, DHL",
  },
] as const satisfies readonly {
  trackingNumber: string;
  stage: Stage;
  offPath?: OffPath;
  description: string;
}[];

interface DemoEvent {
  /** Carrier code or normalised status. */
  code: string;
  /** Before `now` rounded down to the hour; fractions give the minutes. */
  hoursAgo: number;
  message: string;
  location: string;
}

interface DemoShipment {
  carrier: string;
  /** Days from today to the estimated delivery; absent once delivered or returned. */
  etaInDays?: number;
  events: DemoEvent[];
}

const IN_DEPOT = "Tu paquete está en el almacén del vendedor";
const READY = "Listo para ser despachado";
const PICKED_UP = "Retirado por el mensajero";
const IN_TRANSIT = "Tu paquete va en camino al centro de distribución";
const WITH_COURIER = "El mensajero tiene tu paquete";
const DELIVERED = "Entregado con éxito";
const FAILED = "No pudimos entregar tu paquete: no había nadie en el domicilio";
const RETURNED = "Devuelto al remitente";

const DEMO_SHIPMENTS: Record<
  (typeof DEMO_TRACKING_NUMBERS)[number]["trackingNumber"],
  DemoShipment
> = {
  "AND-DEMO-1001": {
    carrier: "Andén Última Milla",
    etaInDays: 3,
    events: [{ code: "INLD", hoursAgo: 4.7, message: IN_DEPOT, location: "Guadalajara, Jal." }],
  },
  "AND-DEMO-1002": {
    carrier: "Estafeta",
    etaInDays: 2,
    events: [
      { code: "INLD", hoursAgo: 25.6, message: IN_DEPOT, location: "Monterrey, N.L." },
      { code: "COLE", hoursAgo: 2.75, message: READY, location: "Monterrey, N.L." },
    ],
  },
  "AND-DEMO-1003": {
    carrier: "DHL",
    etaInDays: 2,
    events: [
      { code: "INLD", hoursAgo: 49.3, message: IN_DEPOT, location: "Querétaro, Qro." },
      { code: "COLE", hoursAgo: 26.85, message: READY, location: "Querétaro, Qro." },
      { code: "RETI", hoursAgo: 3.6, message: PICKED_UP, location: "Querétaro, Qro." },
    ],
  },
  "AND-DEMO-1004": {
    carrier: "Andén Última Milla",
    etaInDays: 0,
    events: [
      { code: "INLD", hoursAgo: 73.4, message: IN_DEPOT, location: "Ciudad de México, CDMX" },
      { code: "COLE", hoursAgo: 50.55, message: READY, location: "Ciudad de México, CDMX" },
      { code: "RETI", hoursAgo: 29.2, message: PICKED_UP, location: "Ciudad de México, CDMX" },
      { code: "ENVI", hoursAgo: 19.35, message: IN_TRANSIT, location: "Tlalnepantla, Méx." },
      { code: "REPO", hoursAgo: 1.8, message: WITH_COURIER, location: "Naucalpan, Méx." },
    ],
  },
  "AND-DEMO-1005": {
    carrier: "Estafeta",
    events: [
      { code: "INLD", hoursAgo: 99.5, message: IN_DEPOT, location: "Puebla, Pue." },
      { code: "COLE", hoursAgo: 77.25, message: READY, location: "Puebla, Pue." },
      { code: "RETI", hoursAgo: 74.9, message: PICKED_UP, location: "Puebla, Pue." },
      { code: "ENVI", hoursAgo: 51.7, message: IN_TRANSIT, location: "Cholula, Pue." },
      { code: "REPO", hoursAgo: 28.45, message: WITH_COURIER, location: "Puebla, Pue." },
      { code: "ENTR", hoursAgo: 25.85, message: DELIVERED, location: "Puebla, Pue." },
    ],
  },
  "AND-DEMO-1006": {
    carrier: "DHL",
    events: [
      { code: "INLD", hoursAgo: 149.6, message: IN_DEPOT, location: "Mérida, Yuc." },
      { code: "COLE", hoursAgo: 125.4, message: READY, location: "Mérida, Yuc." },
      { code: "RETI", hoursAgo: 121.75, message: PICKED_UP, location: "Mérida, Yuc." },
      { code: "ENVI", hoursAgo: 99.3, message: IN_TRANSIT, location: "Cancún, Q.R." },
      { code: "REPO", hoursAgo: 75.5, message: WITH_COURIER, location: "Cancún, Q.R." },
      { code: "delivery_failed", hoursAgo: 71.8, message: FAILED, location: "Cancún, Q.R." },
      { code: "REPO", hoursAgo: 51.35, message: WITH_COURIER, location: "Cancún, Q.R." },
      { code: "delivery_failed", hoursAgo: 47.6, message: FAILED, location: "Cancún, Q.R." },
      { code: "DEVU", hoursAgo: 19.9, message: RETURNED, location: "Mérida, Yuc." },
    ],
  },
};

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function calendarDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant);
}

export interface SeedResult {
  /** False when there already were shipments: nothing was written. */
  seeded: boolean;
  shipments: number;
  events: number;
}

/**
 * Seeds the six demo shipments (DEMO_TRACKING_NUMBERS) when the shipments table is empty, with
 * event times in the hours and days before `now` so the demo always looks current. Times count
 * from `now` rounded down to the hour, so two instances starting together write the same events
 * (which recordEvent deduplicates). Estimated deliveries are days in `timeZone` (the market's).
 */
export async function seedDemoShipments(
  db: Kysely<Database>,
  now: Date,
  options: { timeZone?: string } = {},
): Promise<SeedResult> {
  const timeZone = options.timeZone ?? MARKET_TIME_ZONES.mx;
  const anchor = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return db.transaction().execute(async (trx) => {
    if ((await countShipments(trx)) > 0) return { seeded: false, shipments: 0, events: 0 };
    let events = 0;
    for (const [trackingNumber, shipment] of Object.entries(DEMO_SHIPMENTS)) {
      const last = shipment.events.length - 1;
      for (const [index, event] of shipment.events.entries()) {
        const status = normaliseStatus(event.code);
        if (!status) throw new Error(`Demo event status "${event.code}" does not normalise`);
        const estimatedDelivery =
          index === last && shipment.etaInDays !== undefined
            ? calendarDate(new Date(anchor + shipment.etaInDays * DAY_MS), timeZone)
            : undefined;
        const { created } = await recordEvent(
          trx,
          {
            trackingNumber,
            carrier: shipment.carrier,
            status,
            carrierStatusCode: event.code,
            message: event.message,
            occurredAt: new Date(
              anchor - Math.round(event.hoursAgo * 60) * MINUTE_MS,
            ).toISOString(),
            location: event.location,
            ...(estimatedDelivery ? { estimatedDelivery } : {}),
          },
          { now },
        );
        if (created) events += 1;
      }
    }
    return { seeded: true, shipments: Object.keys(DEMO_SHIPMENTS).length, events };
  });
}
