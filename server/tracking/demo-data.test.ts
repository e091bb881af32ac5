import { afterEach, describe, expect, it } from "vitest";
import { MARKET_IDS, type MarketId } from "../../domain/site.ts";
import { MARKET_TIME_ZONES, wallTimeOf } from "../../domain/tracking/dates.ts";
import { buildTrackingView, type TrackingView } from "../../domain/tracking/view.ts";
import type { AppDatabase } from "../db/database.ts";
import { openTestDatabase } from "../db/test-database.ts";
import {
  DEMO_TRACKING_NUMBERS,
  DEMO_WORKING_DAY,
  demoEventTimes,
  seedDemoShipments,
  workingHoursBefore,
} from "./demo-data.ts";
import { countShipments, findShipment, recordEvent } from "./repository.ts";

// 20:30 UTC: the 26th in every market's zone.
const NOW = new Date("2025-11-26T20:30:00.000Z");

let database: AppDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function seeded(market: MarketId): Promise<TrackingView[]> {
  database = await openTestDatabase("sqlite");
  await seedDemoShipments(database.db, NOW, market);
  return Promise.all(
    DEMO_TRACKING_NUMBERS.map(async ({ trackingNumber }) =>
      buildTrackingView(
        (await findShipment(database!.db, trackingNumber))!,
        MARKET_TIME_ZONES[market],
      ),
    ),
  );
}

const CARRIERS: Record<MarketId, string[]> = {
  mx: ["Andén Última Milla", "DHL", "Estafeta"],
  ar: ["Andreani", "Correo Argentino", "OCA"],
  us: ["FedEx", "UPS", "USPS"],
};

const places = (views: TrackingView[]) =>
  views.flatMap((view) => view.tracking.map((event) => event.location ?? ""));

describe("demo shipments per market", () => {
  it.each(MARKET_IDS)(
    "%s: the same numbers tell the same story, each with an estimate",
    async (market) => {
      const views = await seeded(market);
      expect(views.map((view) => [view.trackingNumber, view.stage, view.offPath])).toEqual(
        DEMO_TRACKING_NUMBERS.map((demo) => [
          demo.trackingNumber,
          demo.stage,
          "offPath" in demo ? demo.offPath : undefined,
        ]),
      );
      expect(views.every((view) => view.estimatedDelivery !== null)).toBe(true);
      // The parcel with the courier arrives today.
      expect(views[3]!.estimatedDelivery).toBe("2025-11-26");
    },
  );

  it.each(MARKET_IDS)("%s: the market's own carriers", async (market) => {
    const views = await seeded(market);
    expect([...new Set(views.map((view) => view.correo.nombre))].sort()).toEqual(CARRIERS[market]);
  });

  it("replaces another market's demo shipments, and only those", async () => {
    database = await openTestDatabase("sqlite");
    await seedDemoShipments(database.db, NOW, "mx");
    await recordEvent(database.db, {
      trackingNumber: "REAL-0001",
      carrier: "Estafeta",
      status: "in_transit",
      carrierStatusCode: "ENVI",
      message: "En tránsito",
      occurredAt: NOW.toISOString(),
    });
    expect((await seedDemoShipments(database.db, NOW, "mx")).seeded).toBe(false);

    expect(await seedDemoShipments(database.db, NOW, "us")).toMatchObject({ seeded: true });
    expect((await findShipment(database.db, "AND-DEMO-1004"))?.carrierName).toBe("UPS");
    expect((await findShipment(database.db, "AND-DEMO-1005"))?.events).toHaveLength(6);
    expect((await findShipment(database.db, "REAL-0001"))?.carrierName).toBe("Estafeta");
    expect(await countShipments(database.db)).toBe(7);
  });

  it("Argentina: places in CABA, Greater Buenos Aires, Córdoba and Rosario, none Mexican", async () => {
    const shown = places(await seeded("ar"));
    for (const region of [/, CABA$/, /, GBA$/, /^Córdoba, Córdoba$/, /^Rosario, Santa Fe$/]) {
      expect(shown.some((place) => region.test(place))).toBe(true);
    }
    expect(shown.filter((place) => /CDMX|Méx\.|Jal\.|Pue\./.test(place))).toEqual([]);
  });

  it("United States: US cities with state codes, texts in English", async () => {
    const views = await seeded("us");
    expect(places(views).every((place) => /^[A-Z][A-Za-z. ]+, [A-Z]{2}$/.test(place))).toBe(true);
    const texts = views.flatMap((view) => view.tracking.map((event) => event.mensaje));
    expect(texts.filter((text) => /[áéíóúñ¿¡]|\b(?:el|la|de|tu|en)\b/i.test(text))).toEqual([]);
  });
});

/** Minutes after midnight of an instant, on the wall clock of `timeZone`. */
const minutesOfDay = (iso: string, timeZone: string) => {
  const wall = new Date(wallTimeOf(Date.parse(iso), timeZone));
  return wall.getUTCHours() * 60 + wall.getUTCMinutes();
};

describe("the demo's working hours", () => {
  it("counts back through working days, from the last close outside one", () => {
    const at = (day: number, hour: number, minute = 0) => Date.UTC(2025, 10, day, hour, minute);
    expect(workingHoursBefore(at(26, 10), 1.5)).toBe(at(26, 8, 30));
    expect(workingHoursBefore(at(26, 10), 3)).toBe(at(25, 19));
    expect(workingHoursBefore(at(26, 10), 2)).toBe(at(26, 8));
    expect(workingHoursBefore(at(26, 23), 1)).toBe(at(26, 19));
    expect(workingHoursBefore(at(26, 3), 1)).toBe(at(25, 19));
    expect(workingHoursBefore(at(26, 3), 25)).toBe(at(23, 19));
  });

  // Every half hour of a day, in winter and on the days the US clocks change.
  const starts = ["2025-11-26", "2025-03-09", "2025-11-02"].flatMap((day) =>
    Array.from(
      { length: 48 },
      (_, half) => new Date(Date.parse(`${day}T00:00:00Z`) + half * 1.8e6),
    ),
  );

  it.each(MARKET_IDS)(
    "%s: every event falls between 08:00 and 20:00 local time, in order, before now, whenever the server starts",
    (market) => {
      const zone = MARKET_TIME_ZONES[market];
      const { opens, closes } = DEMO_WORKING_DAY;
      for (const now of starts) {
        for (const times of Object.values(demoEventTimes(now, zone))) {
          for (const time of times) {
            const minutes = minutesOfDay(time, zone);
            expect(minutes, `${now.toISOString()}: ${time}`).toBeGreaterThanOrEqual(opens * 60);
            expect(minutes, `${now.toISOString()}: ${time}`).toBeLessThanOrEqual(closes * 60);
            expect(Date.parse(time)).toBeLessThanOrEqual(now.getTime());
          }
          expect(times, now.toISOString()).toEqual(times.toSorted());
        }
      }
    },
  );

  it("a server started at night stores daytime events, and the parcel with the courier still arrives today", async () => {
    const night = new Date("2025-11-26T09:33:00.000Z"); // 03:33 in Mexico City
    database = await openTestDatabase("sqlite");
    await seedDemoShipments(database.db, night, "mx");
    const stored = (await findShipment(database.db, "AND-DEMO-1004"))!;
    const localClock = (iso: string) =>
      new Date(wallTimeOf(Date.parse(iso), MARKET_TIME_ZONES.mx)).toISOString().slice(5, 16);
    // Counted back from the close of the 25th, the last working moment before 03:33.
    expect(stored.events.map((event) => localClock(event.occurredAt))).toEqual([
      "11-22T18:36",
      "11-23T17:27",
      "11-24T14:48",
      "11-25T12:39",
      "11-25T18:12",
    ]);
    expect(stored.estimatedDelivery).toBe("2025-11-26");
  });
});
