import { afterEach, describe, expect, it } from "vitest";
import { MARKET_IDS, MARKETS, type MarketId } from "../../domain/site.ts";
import {
  formatEventDate,
  MARKET_TIME_ZONES,
  parseFecha,
  wallTimeOf,
} from "../../domain/tracking/dates.ts";
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

  it("replaces a demo seeded on an earlier day or at other hours, and leaves a current one alone", async () => {
    database = await openTestDatabase("sqlite");
    const threeDaysAgo = new Date(NOW.getTime() - 3 * 24 * 3600 * 1000);
    await seedDemoShipments(database.db, threeDaysAgo, "mx");
    // An event an earlier version wrote at 02:24 in Mexico City, the night before.
    await recordEvent(database.db, {
      trackingNumber: "AND-DEMO-1004",
      carrier: "Andén Última Milla",
      status: "in_transit",
      carrierStatusCode: "ENVI",
      message: "En tránsito",
      occurredAt: "2025-11-26T08:24:00.000Z",
    });

    expect(await seedDemoShipments(database.db, NOW, "mx")).toMatchObject({ seeded: true });
    const expected = demoEventTimes(NOW, MARKET_TIME_ZONES.mx);
    for (const { trackingNumber } of DEMO_TRACKING_NUMBERS) {
      const stored = (await findShipment(database.db, trackingNumber))!;
      expect(stored.events.map((event) => event.occurredAt)).toEqual(expected[trackingNumber]);
    }
    expect((await findShipment(database.db, "AND-DEMO-1004"))?.estimatedDelivery).toBe(
      "2025-11-26",
    );
    // A second start in the same hour finds the demo current and writes nothing.
    expect((await seedDemoShipments(database.db, NOW, "mx")).seeded).toBe(false);
  });

  it("leaves a database with other shipments and no demo alone", async () => {
    database = await openTestDatabase("sqlite");
    await recordEvent(database.db, {
      trackingNumber: "REAL-0001",
      carrier: "Estafeta",
      status: "in_transit",
      carrierStatusCode: "ENVI",
      message: "En tránsito",
      occurredAt: NOW.toISOString(),
    });
    expect((await seedDemoShipments(database.db, NOW, "mx")).seeded).toBe(false);
    expect(await findShipment(database.db, "AND-DEMO-1004")).toBeUndefined();
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

/** Minutes after midnight of a time as the page or the API writes it: "14:05", "2:05 PM CST". */
function minutesOfWritten(time: string): number {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2})(?:\s([AP])M)?/.exec(time) ?? [];
  if (!hours || !minutes) throw new Error(`Not a time: "${time}"`);
  const hour = half ? (Number(hours) % 12) + (half === "P" ? 12 : 0) : Number(hours);
  return hour * 60 + Number(minutes);
}

describe("the seeded demo, as the page and the API write its times", () => {
  const processZone = process.env.TZ;
  afterEach(() => {
    if (processZone === undefined) delete process.env.TZ;
    else process.env.TZ = processZone;
  });

  // The server's own zone must not matter: a container in UTC, a laptop in Mexico City or Tokyo,
  // one a day ahead of every market (Kiritimati, UTC+14) and one behind them all (Honolulu).
  const PROCESS_ZONES = [
    ["UTC", 12],
    ["America/Mexico_City", 6],
    ["America/Argentina/Buenos_Aires", 9],
    ["Asia/Tokyo", 21],
    ["Pacific/Kiritimati", 2],
    ["Pacific/Honolulu", 2],
  ] as const;
  // Fixed clocks: every third hour of a winter day, plus the start of a US clock change.
  const STARTS = [
    ...Array.from(
      { length: 8 },
      (_, step) => new Date(Date.parse("2025-11-26T00:20:00Z") + step * 3 * 3.6e6),
    ),
    new Date("2025-03-09T08:05:00Z"),
  ];

  it.each(MARKET_IDS)(
    "%s: every stored event reads between 08:00 and 20:00 in the market's zone, whatever zone the process runs in",
    async (market) => {
      const zone = MARKET_TIME_ZONES[market];
      const { locale } = MARKETS[market];
      const outside: string[] = [];
      for (const [processTimeZone, hourAtNoonUtc] of PROCESS_ZONES) {
        process.env.TZ = processTimeZone;
        // The process really runs in that zone now (Node reads TZ again when it is set).
        expect(new Date(Date.UTC(2025, 10, 26, 12)).getHours(), processTimeZone).toBe(
          hourAtNoonUtc,
        );
        for (const now of STARTS) {
          database = await openTestDatabase("sqlite");
          await seedDemoShipments(database.db, now, market);
          for (const { trackingNumber } of DEMO_TRACKING_NUMBERS) {
            const view = buildTrackingView(
              (await findShipment(database.db, trackingNumber))!,
              zone,
            );
            for (const event of view.tracking) {
              const page = formatEventDate(event.occurredAt!, locale, zone).time;
              const api = parseFecha(event.fecha)!.time;
              for (const written of [page, api]) {
                const minutes = minutesOfWritten(written);
                if (minutes < 8 * 60 || minutes > 20 * 60) {
                  outside.push(
                    `TZ=${processTimeZone} ${now.toISOString()} ${trackingNumber}: ${written}`,
                  );
                }
              }
            }
          }
          await database.close();
          database = undefined;
        }
      }
      expect(outside).toEqual([]);
    },
  );
});
