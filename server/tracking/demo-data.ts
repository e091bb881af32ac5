import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import {
  calendarDateOf,
  instantOfWallTime,
  MARKET_TIME_ZONES,
  wallTimeOf,
} from "../../domain/tracking/dates.ts";
import { countShipments, recordEvent } from "./repository.ts";
import { normaliseStatus, type OffPath, type Stage } from "../../domain/tracking/status.ts";
import type { MarketId } from "../../domain/site.ts";

/** The demo shipments, for the README and the tests: the same numbers and stages in every market. */
export const DEMO_TRACKING_NUMBERS = [
  { trackingNumber: "AND-DEMO-1001", stage: "in_depot", description: "In the seller's depot" },
  {
    trackingNumber: "AND-DEMO-1002",
    stage: "ready_for_dispatch",
    description: "Ready for dispatch",
  },
  { trackingNumber: "AND-DEMO-1003", stage: "picked_up", description: "Picked up by the courier" },
  {
    trackingNumber: "AND-DEMO-1004",
    stage: "with_courier",
    description: "With the courier: in transit, then out for delivery; delivery today",
  },
  { trackingNumber: "AND-DEMO-1005", stage: "delivered", description: "Delivered" },
  {
    trackingNumber: "AND-DEMO-1006",
    stage: "with_courier",
    offPath: "returned",
    description: "Returned to the sender after two failed delivery attempts",
  },
] as const satisfies readonly {
  trackingNumber: string;
  stage: Stage;
  offPath?: OffPath;
  description: string;
}[];

type DemoNumber = (typeof DEMO_TRACKING_NUMBERS)[number]["trackingNumber"];

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Each number's story, the same in every market: the carrier codes (or normalised statuses) in
 * order, each some working hours before `now` (fractions give the minutes; see
 * workingHoursBefore), and the estimated delivery in days from today.
 */
const TIMELINES: Record<DemoNumber, { etaInDays: number; events: [string, number][] }> = {
  "AND-DEMO-1001": { etaInDays: 3, events: [["INLD", 4.7]] },
  "AND-DEMO-1002": {
    etaInDays: 2,
    events: [
      ["INLD", 13.6],
      ["COLE", 2.75],
    ],
  },
  "AND-DEMO-1003": {
    etaInDays: 2,
    events: [
      ["INLD", 25.3],
      ["COLE", 14.85],
      ["RETI", 3.6],
    ],
  },
  "AND-DEMO-1004": {
    etaInDays: 0,
    events: [
      ["INLD", 37.4],
      ["COLE", 26.55],
      ["RETI", 17.2],
      ["ENVI", 7.35],
      ["REPO", 1.8],
    ],
  },
  "AND-DEMO-1005": {
    etaInDays: -1,
    events: [
      ["INLD", 49.5],
      ["COLE", 39.25],
      ["RETI", 37.9],
      ["ENVI", 26.7],
      ["REPO", 16.45],
      ["ENTR", 13.85],
    ],
  },
  "AND-DEMO-1006": {
    etaInDays: -4,
    events: [
      ["INLD", 74.6],
      ["COLE", 62.4],
      ["RETI", 60.75],
      ["ENVI", 49.3],
      ["REPO", 37.5],
      ["delivery_failed", 35.8],
      ["REPO", 25.35],
      ["delivery_failed", 23.6],
      ["DEVU", 9.9],
    ],
  },
};

/** The working day of the demo's depots and couriers, local time: every event falls in it. */
export const DEMO_WORKING_DAY = { opens: 8, closes: 20 } as const;

/**
 * The local wall time (wallTimeOf) `hours` working hours before `wallTime`: counted back through
 * the working days (DEMO_WORKING_DAY), from `wallTime` or, outside one, from the last close
 * before it. At 10:00, 3 working hours back is 19:00 the day before.
 */
export function workingHoursBefore(wallTime: number, hours: number): number {
  const { opens, closes } = DEMO_WORKING_DAY;
  const dayOf = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;
  const hourOfDay = (wallTime - dayOf(wallTime)) / HOUR_MS;
  let time =
    hourOfDay >= closes
      ? dayOf(wallTime) + closes * HOUR_MS
      : hourOfDay < opens
        ? dayOf(wallTime) - DAY_MS + closes * HOUR_MS
        : wallTime;
  let left = Math.round(hours * 60) * MINUTE_MS;
  for (;;) {
    const opening = dayOf(time) + opens * HOUR_MS;
    if (left <= time - opening) return time - left;
    left -= time - opening;
    time = dayOf(time) - DAY_MS + closes * HOUR_MS;
  }
}

/**
 * A market's telling of each story: the carrier, and for each event of the timeline its place and
 * the carrier's own text, in the market's language and as that carrier writes it (the page shows
 * that text only where it adds to the status's own headline).
 */
type MarketDemo = Record<
  DemoNumber,
  { carrier: string; events: [place: string, message: string][] }
>;

const MEXICO: MarketDemo = {
  "AND-DEMO-1001": {
    carrier: "Andén Última Milla",
    events: [["Guadalajara, Jal.", "En almacén del vendedor"]],
  },
  "AND-DEMO-1002": {
    carrier: "Estafeta",
    events: [
      ["Monterrey, N.L.", "Guía generada, en espera de recolección"],
      ["Monterrey, N.L.", "Listo para despacho"],
    ],
  },
  "AND-DEMO-1003": {
    carrier: "DHL",
    events: [
      ["Querétaro, Qro.", "En almacén del vendedor"],
      ["Querétaro, Qro.", "Etiqueta impresa, listo para recolección"],
      ["Querétaro, Qro.", "Recolectado por DHL"],
    ],
  },
  "AND-DEMO-1004": {
    carrier: "Andén Última Milla",
    events: [
      ["Ciudad de México, CDMX", "En almacén del vendedor"],
      ["Ciudad de México, CDMX", "Listo para despacho"],
      ["Ciudad de México, CDMX", "Recolectado por el mensajero"],
      ["Tlalnepantla, Méx.", "Llegó al centro de distribución Tlalnepantla"],
      ["Naucalpan, Méx.", "El mensajero tiene tu paquete"],
    ],
  },
  "AND-DEMO-1005": {
    carrier: "Estafeta",
    events: [
      ["Puebla, Pue.", "En almacén del vendedor"],
      ["Puebla, Pue.", "Listo para despacho"],
      ["Puebla, Pue.", "Recolectado"],
      ["Cholula, Pue.", "En tránsito al centro de distribución Puebla"],
      ["Puebla, Pue.", "El mensajero tiene tu paquete"],
      ["Puebla, Pue.", "Entregado. Recibió: Laura M. (titular)"],
    ],
  },
  "AND-DEMO-1006": {
    carrier: "DHL",
    events: [
      ["Mérida, Yuc.", "En almacén del vendedor"],
      ["Mérida, Yuc.", "Listo para despacho"],
      ["Mérida, Yuc.", "Recolectado por DHL"],
      ["Cancún, Q.R.", "En tránsito al centro de servicio Cancún"],
      ["Cancún, Q.R.", "El mensajero tiene tu paquete"],
      ["Cancún, Q.R.", "Domicilio cerrado: no había nadie para recibir"],
      ["Cancún, Q.R.", "El mensajero tiene tu paquete"],
      ["Cancún, Q.R.", "Segundo intento: destinatario ausente"],
      ["Mérida, Yuc.", "Devuelto al remitente tras dos intentos de entrega"],
    ],
  },
};

const ARGENTINA: MarketDemo = {
  "AND-DEMO-1001": {
    carrier: "Andreani",
    events: [["Palermo, CABA", "En depósito del vendedor"]],
  },
  "AND-DEMO-1002": {
    carrier: "OCA",
    events: [
      ["Córdoba, Córdoba", "En depósito del vendedor"],
      ["Córdoba, Córdoba", "Etiqueta impresa, esperando el retiro"],
    ],
  },
  "AND-DEMO-1003": {
    carrier: "Correo Argentino",
    events: [
      ["Rosario, Santa Fe", "En depósito del vendedor"],
      ["Rosario, Santa Fe", "Listo para despachar"],
      ["Rosario, Santa Fe", "RETIRADO"],
    ],
  },
  "AND-DEMO-1004": {
    carrier: "Andreani",
    events: [
      ["Villa Crespo, CABA", "En depósito del vendedor"],
      ["Villa Crespo, CABA", "Listo para despachar"],
      ["Villa Crespo, CABA", "Retirado por Andreani"],
      ["Avellaneda, GBA", "Ingresó a la sucursal de distribución Avellaneda"],
      ["Lanús, GBA", "En distribución"],
    ],
  },
  "AND-DEMO-1005": {
    carrier: "OCA",
    events: [
      ["Nueva Córdoba, Córdoba", "En depósito del vendedor"],
      ["Nueva Córdoba, Córdoba", "Listo para despachar"],
      ["Nueva Córdoba, Córdoba", "Retirado por OCA"],
      ["Córdoba, Córdoba", "Ingresó a la planta de clasificación Córdoba"],
      ["Córdoba, Córdoba", "En distribución"],
      ["Córdoba, Córdoba", "Entregado. Recibió: Martín G. (titular)"],
    ],
  },
  "AND-DEMO-1006": {
    carrier: "Correo Argentino",
    events: [
      ["Rosario, Santa Fe", "En depósito del vendedor"],
      ["Rosario, Santa Fe", "Listo para despachar"],
      ["Rosario, Santa Fe", "RETIRADO"],
      ["Funes, Santa Fe", "Ingresó al centro de procesamiento Funes"],
      ["Rosario, Santa Fe", "EN PODER DEL DISTRIBUIDOR"],
      ["Rosario, Santa Fe", "Visitado: no había nadie en el domicilio. Se dejó aviso de visita"],
      ["Rosario, Santa Fe", "EN PODER DEL DISTRIBUIDOR"],
      ["Rosario, Santa Fe", "Segunda visita sin éxito"],
      ["Rosario, Santa Fe", "Devuelto al remitente tras dos visitas sin éxito"],
    ],
  },
};

// All in the Central zone, the one the US site writes its times in (MARKET_TIME_ZONES).
const UNITED_STATES: MarketDemo = {
  "AND-DEMO-1001": {
    carrier: "UPS",
    events: [["St. Louis, MO", "Shipper created a label, UPS has not received the package yet"]],
  },
  "AND-DEMO-1002": {
    carrier: "USPS",
    events: [
      ["Dallas, TX", "Shipping label created, USPS awaiting item"],
      ["Dallas, TX", "Ready to ship"],
    ],
  },
  "AND-DEMO-1003": {
    carrier: "FedEx",
    events: [
      ["Memphis, TN", "Label created"],
      ["Memphis, TN", "Ready to ship"],
      ["Memphis, TN", "Picked up"],
    ],
  },
  "AND-DEMO-1004": {
    carrier: "UPS",
    events: [
      ["Chicago, IL", "At the seller's warehouse"],
      ["Chicago, IL", "Ready to ship"],
      ["Chicago, IL", "Picked up by UPS"],
      ["Hodgkins, IL", "Arrived at UPS facility"],
      ["Evanston, IL", "Out for delivery"],
    ],
  },
  "AND-DEMO-1005": {
    carrier: "USPS",
    events: [
      ["Minneapolis, MN", "Shipping label created, USPS awaiting item"],
      ["Minneapolis, MN", "Ready to ship"],
      ["Minneapolis, MN", "Picked up by USPS"],
      ["Eagan, MN", "Arrived at USPS regional facility"],
      ["Saint Paul, MN", "Out for delivery"],
      ["Saint Paul, MN", "Delivered, in/at mailbox"],
    ],
  },
  "AND-DEMO-1006": {
    carrier: "FedEx",
    events: [
      ["Austin, TX", "Label created"],
      ["Austin, TX", "Ready to ship"],
      ["Austin, TX", "Picked up"],
      ["Houston, TX", "Arrived at FedEx hub"],
      ["Houston, TX", "On FedEx vehicle for delivery"],
      ["Houston, TX", "Customer not available or business closed"],
      ["Houston, TX", "On FedEx vehicle for delivery"],
      ["Houston, TX", "Delivery exception: second attempt, no one home"],
      ["Austin, TX", "Returned to shipper after two delivery attempts"],
    ],
  },
};

/** The demo shipments of each market: its carriers, its places and its carriers' language. */
export const MARKET_DEMOS: Record<MarketId, MarketDemo> = {
  mx: MEXICO,
  ar: ARGENTINA,
  us: UNITED_STATES,
};

export interface SeedResult {
  /**
   * False when nothing was written: the stored demo is already the one this start would write,
   * or the database holds other shipments and no demo.
   */
  seeded: boolean;
  shipments: number;
  events: number;
}

/**
 * When each demo event happened, for a demo seeded at `now`: its working hours before `now`
 * rounded down to the hour, in `timeZone`'s working days.
 */
export function demoEventTimes(now: Date, timeZone: string): Record<DemoNumber, string[]> {
  const anchor = wallTimeOf(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS, timeZone);
  const instant = (hoursAgo: number) =>
    new Date(instantOfWallTime(workingHoursBefore(anchor, hoursAgo), timeZone)).toISOString();
  return Object.fromEntries(
    DEMO_TRACKING_NUMBERS.map(({ trackingNumber }) => [
      trackingNumber,
      TIMELINES[trackingNumber].events.map(([, hoursAgo]) => instant(hoursAgo)),
    ]),
  ) as Record<DemoNumber, string[]>;
}

const DEMO_NUMBERS: string[] = DEMO_TRACKING_NUMBERS.map((demo) => demo.trackingNumber);

/** The stored demo events as "number carrier instant" lines, in a fixed order. */
async function storedDemo(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom("shipments")
    .innerJoin("shipment_events", "shipment_events.shipment_id", "shipments.id")
    .select(["shipments.tracking_number", "shipments.carrier_name", "shipment_events.occurred_at"])
    .where("shipments.tracking_number", "in", DEMO_NUMBERS)
    .execute();
  return rows.map((row) => `${row.tracking_number} ${row.carrier_name} ${row.occurred_at}`).sort();
}

/** The same lines for the demo this start writes. */
function expectedDemo(market: MarketId, times: Record<DemoNumber, string[]>): string[] {
  return DEMO_TRACKING_NUMBERS.flatMap(({ trackingNumber }) =>
    times[trackingNumber].map(
      (time) => `${trackingNumber} ${MARKET_DEMOS[market][trackingNumber].carrier} ${time}`,
    ),
  ).sort();
}

/**
 * Seeds the six demo shipments (DEMO_TRACKING_NUMBERS) of `market`, with event times in the
 * working hours and days before `now` so the demo always looks current: each between 08:00 and
 * 20:00 in the market's time zone, whatever the time the server starts and whatever time zone its
 * process runs in. Times count from `now` rounded down to the hour, so two instances starting
 * together write the same events (which recordEvent deduplicates). Estimated deliveries are days
 * from today in the market's time zone.
 *
 * Stored demo shipments that differ from these (seeded on an earlier day, by an earlier version,
 * or for another market: a database kept between runs) are replaced, and only they; a database
 * that holds other shipments and no demo ones is left alone.
 */
export async function seedDemoShipments(
  db: Kysely<Database>,
  now: Date,
  market: MarketId = "mx",
): Promise<SeedResult> {
  const timeZone = MARKET_TIME_ZONES[market];
  const demo = MARKET_DEMOS[market];
  const anchor = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const times = demoEventTimes(now, timeZone);
  const unchanged = { seeded: false, shipments: 0, events: 0 };
  return db.transaction().execute(async (trx) => {
    const stored = await storedDemo(trx);
    if (stored.length > 0) {
      const expected = expectedDemo(market, times);
      if (stored.length === expected.length && stored.every((line, i) => line === expected[i])) {
        return unchanged;
      }
      await trx
        .deleteFrom("shipment_events")
        .where("shipment_id", "in", (eb) =>
          eb.selectFrom("shipments").select("id").where("tracking_number", "in", DEMO_NUMBERS),
        )
        .execute();
      await trx.deleteFrom("shipments").where("tracking_number", "in", DEMO_NUMBERS).execute();
    } else if ((await countShipments(trx)) > 0) {
      return unchanged;
    }
    let events = 0;
    for (const { trackingNumber } of DEMO_TRACKING_NUMBERS) {
      const timeline = TIMELINES[trackingNumber];
      const { carrier, events: told } = demo[trackingNumber];
      const last = timeline.events.length - 1;
      for (const [index, [code]] of timeline.events.entries()) {
        const status = normaliseStatus(code);
        const telling = told[index];
        if (!status || !telling || told.length !== timeline.events.length) {
          throw new Error(
            `Demo shipment ${trackingNumber} (${market}) does not match its timeline`,
          );
        }
        const [location, message] = telling;
        const estimatedDelivery =
          index === last
            ? calendarDateOf(new Date(anchor + timeline.etaInDays * DAY_MS), timeZone)
            : undefined;
        const { created } = await recordEvent(
          trx,
          {
            trackingNumber,
            carrier,
            status,
            carrierStatusCode: code,
            message,
            occurredAt: times[trackingNumber][index]!,
            location,
            ...(estimatedDelivery ? { estimatedDelivery } : {}),
          },
          { now },
        );
        if (created) events += 1;
      }
    }
    return { seeded: true, shipments: DEMO_TRACKING_NUMBERS.length, events };
  });
}
