import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { openTestDatabase, postgresTestUrl } from "../db/test-database.ts";
import { DEMO_TRACKING_NUMBERS, seedDemoShipments } from "./demo-data.ts";
import {
  countShipments,
  findShipment,
  MAX_EVENTS_PER_SHIPMENT,
  recordEvent,
  type OnEventRecorded,
  type RecordedEvent,
  type RecordEventInput,
} from "./repository.ts";
import { buildTrackingView } from "../../domain/tracking/view.ts";

const pgUrl = await postgresTestUrl();
const NOW = new Date("2025-11-26T20:30:00.000Z");

function repositorySuite(kind: DialectName) {
  let app: AppDatabase;
  let counter = 0;

  beforeAll(async () => {
    app = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** A tracking number no other test in this suite uses. */
  function newNumber(): string {
    counter += 1;
    return `AND-TEST-${kind.toUpperCase()}-${counter}`;
  }

  function event(trackingNumber: string, overrides: Partial<RecordEventInput> = {}) {
    return {
      trackingNumber,
      carrier: "Estafeta",
      status: "in_transit",
      carrierStatusCode: "ENVI",
      message: "El mensajero tiene tu paquete",
      occurredAt: "2025-11-25T10:00:00-06:00",
      location: "Monterrey, N.L.",
      ...overrides,
    } satisfies RecordEventInput;
  }

  it("creates the shipment with its first event", async () => {
    const number = newNumber();
    const result = await recordEvent(
      app.db,
      event(number, {
        status: "pending",
        carrierStatusCode: "INLD",
        estimatedDelivery: "2025-11-28",
      }),
      { now: NOW },
    );
    expect(result).toEqual({ created: true, shipmentId: expect.any(Number), updatesQueued: 0 });

    const shipment = await findShipment(app.db, number);
    expect(shipment).toEqual({
      id: result.shipmentId,
      trackingNumber: number,
      carrierName: "Estafeta",
      status: "pending",
      estimatedDelivery: "2025-11-28",
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
      events: [
        {
          id: expect.any(Number),
          status: "pending",
          carrierStatusCode: "INLD",
          message: "El mensajero tiene tu paquete",
          location: "Monterrey, N.L.",
          occurredAt: "2025-11-25T16:00:00.000Z",
        },
      ],
    });
  });

  it("stores the same event once (same number, instant and status)", async () => {
    const number = newNumber();
    const first = await recordEvent(app.db, event(number));
    // The same instant written with another offset is the same event.
    const again = await recordEvent(
      app.db,
      event(number, { occurredAt: "2025-11-25T16:00:00Z", message: "Fetched again" }),
    );
    expect(first.created).toBe(true);
    expect(again).toEqual({ created: false, shipmentId: first.shipmentId, updatesQueued: 0 });
    const shipment = await findShipment(app.db, number);
    expect(shipment?.events.map((stored) => stored.message)).toEqual([
      "El mensajero tiene tu paquete",
    ]);
  });

  it("accepts the same instant under another status", async () => {
    const number = newNumber();
    await recordEvent(app.db, event(number));
    const other = await recordEvent(app.db, event(number, { status: "exception" }));
    expect(other.created).toBe(true);
    expect((await findShipment(app.db, number))?.events).toHaveLength(2);
  });

  it("follows the latest event by occurred_at, even when events arrive out of order", async () => {
    const number = newNumber();
    const later = new Date(NOW.getTime() + 60_000);
    await recordEvent(
      app.db,
      event(number, {
        status: "out_for_delivery",
        carrierStatusCode: "REPO",
        carrier: "Andén Última Milla",
        occurredAt: "2025-11-26T09:00:00-06:00",
        estimatedDelivery: "2025-11-26",
      }),
      { now: NOW },
    );
    // An older event, arriving late, with another carrier and estimate: history only.
    await recordEvent(
      app.db,
      event(number, {
        status: "pending",
        carrierStatusCode: "INLD",
        carrier: "DHL",
        occurredAt: "2025-11-24T09:00:00-06:00",
        estimatedDelivery: "2025-11-30",
      }),
      { now: later },
    );

    let shipment = await findShipment(app.db, number);
    expect(shipment).toMatchObject({
      status: "out_for_delivery",
      carrierName: "Andén Última Milla",
      estimatedDelivery: "2025-11-26",
      updatedAt: later.toISOString(),
    });
    expect(shipment?.events.map((stored) => stored.status)).toEqual([
      "pending",
      "out_for_delivery",
    ]);

    await recordEvent(
      app.db,
      event(number, {
        status: "delivered",
        carrierStatusCode: "ENTR",
        occurredAt: "2025-11-26T13:10:00-06:00",
      }),
    );
    shipment = await findShipment(app.db, number);
    expect(shipment).toMatchObject({
      status: "delivered",
      carrierName: "Estafeta",
      estimatedDelivery: "2025-11-26",
    });
  });

  it("stays consistent when events of one shipment arrive at the same time", async () => {
    const number = newNumber();
    const statuses = ["pending", "ready_for_dispatch", "picked_up", "in_transit"] as const;
    const results = await Promise.all(
      statuses.map((status, index) =>
        recordEvent(
          app.db,
          event(number, { status, occurredAt: `2025-11-2${index}T10:00:00.000Z` }),
        ),
      ),
    );
    expect(results.every((result) => result.created)).toBe(true);
    expect(new Set(results.map((result) => result.shipmentId)).size).toBe(1);
    const shipment = await findShipment(app.db, number);
    expect(shipment?.status).toBe("in_transit");
    expect(shipment?.events.map((stored) => stored.status)).toEqual(statuses);
  });

  it(`keeps at most ${MAX_EVENTS_PER_SHIPMENT} events a shipment: its first and the latest`, async () => {
    const number = newNumber();
    const at = (minute: number) => new Date(Date.UTC(2025, 10, 20) + minute * 60_000).toISOString();
    const total = MAX_EVENTS_PER_SHIPMENT + 5;
    for (let minute = 0; minute < total; minute += 1) {
      const status = minute === total - 1 ? "delivered" : "in_transit";
      const result = await recordEvent(app.db, event(number, { status, occurredAt: at(minute) }));
      expect(result.created).toBe(true);
    }
    const stored = await findShipment(app.db, number);
    expect(stored!.events).toHaveLength(MAX_EVENTS_PER_SHIPMENT);
    expect(stored!.events[0]!.occurredAt).toBe(at(0));
    expect(stored!.events[1]!.occurredAt).toBe(at(6));
    expect(stored!.events.at(-1)!.occurredAt).toBe(at(total - 1));
    expect(stored!.status).toBe("delivered");
  });

  it(`reads at most the latest ${MAX_EVENTS_PER_SHIPMENT} events of a shipment stored before the limit`, async () => {
    const number = newNumber();
    const { shipmentId } = await recordEvent(app.db, event(number));
    const rows = Array.from({ length: MAX_EVENTS_PER_SHIPMENT + 10 }, (_, index) => ({
      shipment_id: shipmentId,
      status: "in_transit",
      carrier_status_code: "ENVI",
      message: `evento ${index}`,
      location: null,
      occurred_at: new Date(Date.UTC(2025, 10, 26) + index * 60_000).toISOString(),
      created_at: NOW.toISOString(),
    }));
    await app.db.insertInto("shipment_events").values(rows).execute();
    const stored = await findShipment(app.db, number);
    expect(stored!.events).toHaveLength(MAX_EVENTS_PER_SHIPMENT);
    expect(stored!.events.at(-1)!.message).toBe(`evento ${MAX_EVENTS_PER_SHIPMENT + 9}`);
    expect(stored!.events[0]!.message).toBe("evento 10");
  });

  it("hands each new event to onEventRecorded in its transaction, with the shipment as it was", async () => {
    const number = newNumber();
    const seen: RecordedEvent[] = [];
    const onEventRecorded: OnEventRecorded = async (trx, recorded) => {
      expect(trx.isTransaction).toBe(true);
      seen.push(recorded);
      return 3;
    };
    const first = await recordEvent(
      app.db,
      event(number, { status: "picked_up", estimatedDelivery: "2025-11-28" }),
      { now: NOW, onEventRecorded },
    );
    expect(first.updatesQueued).toBe(3);
    const later = event(number, { status: "out_for_delivery", occurredAt: "2025-11-25T20:00:00Z" });
    await recordEvent(app.db, later, { now: NOW, onEventRecorded });
    // A repeat is not handed over; a late one is, as not the latest.
    expect((await recordEvent(app.db, later, { now: NOW, onEventRecorded })).updatesQueued).toBe(0);
    await recordEvent(app.db, event(number, { occurredAt: "2025-11-24T10:00:00Z" }), {
      now: NOW,
      onEventRecorded,
    });
    expect(seen.map(({ event: { status }, before, latest }) => [status, before, latest])).toEqual([
      ["picked_up", { status: "picked_up", estimatedDelivery: "2025-11-28" }, true],
      ["out_for_delivery", { status: "picked_up", estimatedDelivery: "2025-11-28" }, true],
      ["in_transit", { status: "out_for_delivery", estimatedDelivery: "2025-11-28" }, false],
    ]);
    expect(seen[1]).toMatchObject({
      shipmentId: first.shipmentId,
      event: { occurredAt: "2025-11-25T20:00:00.000Z", message: later.message },
      now: NOW,
    });
  });

  it("rolls the event back with what onEventRecorded wrote when it fails", async () => {
    const number = newNumber();
    const { shipmentId } = await recordEvent(app.db, event(number), { now: NOW });
    const failing = recordEvent(
      app.db,
      event(number, { status: "delivered", occurredAt: "2025-11-26T10:00:00-06:00" }),
      {
        now: NOW,
        onEventRecorded: async (trx) => {
          await trx
            .updateTable("shipments")
            .set({ carrier_name: "written by the hook" })
            .where("id", "=", shipmentId)
            .execute();
          throw new Error("the add-on failed");
        },
      },
    );
    await expect(failing).rejects.toThrow("the add-on failed");
    const stored = await findShipment(app.db, number);
    expect(stored).toMatchObject({ status: "in_transit", carrierName: "Estafeta" });
    expect(stored!.events).toHaveLength(1);
  });

  it("returns undefined for an unknown number", async () => {
    expect(await findShipment(app.db, "AND-NOPE-0000")).toBeUndefined();
  });

  describe("demo data", () => {
    let demo: AppDatabase;

    beforeAll(async () => {
      demo = await openTestDatabase(kind);
    });

    afterAll(async () => {
      await demo?.close();
    });

    it("seeds the six demo shipments once, one per stage plus a returned one", async () => {
      const first = await seedDemoShipments(demo.db, NOW);
      expect(first).toEqual({ seeded: true, shipments: 6, events: 26 });
      expect(await countShipments(demo.db)).toBe(6);

      // Started again within the hour: the demo is current, nothing is written.
      const again = await seedDemoShipments(demo.db, new Date(NOW.getTime() + 60_000));
      expect(again).toEqual({ seeded: false, shipments: 0, events: 0 });
      // A day later the demo moves with the clock: the same six, seeded afresh.
      const nextDay = await seedDemoShipments(demo.db, new Date(NOW.getTime() + 86_400_000));
      expect(nextDay).toEqual({ seeded: true, shipments: 6, events: 26 });
      expect(await countShipments(demo.db)).toBe(6);
      await seedDemoShipments(demo.db, NOW);

      const views = await Promise.all(
        DEMO_TRACKING_NUMBERS.map(async ({ trackingNumber }) => {
          const stored = await findShipment(demo.db, trackingNumber);
          return buildTrackingView(stored!, "America/Mexico_City");
        }),
      );
      expect(views.map((view) => [view.trackingNumber, view.stage, view.offPath])).toEqual([
        ["AND-DEMO-1001", "in_depot", undefined],
        ["AND-DEMO-1002", "ready_for_dispatch", undefined],
        ["AND-DEMO-1003", "picked_up", undefined],
        ["AND-DEMO-1004", "with_courier", undefined],
        ["AND-DEMO-1005", "delivered", undefined],
        ["AND-DEMO-1006", "with_courier", "returned"],
      ]);
      expect(views.map((view) => view.stage)).toEqual(
        DEMO_TRACKING_NUMBERS.map((demoShipment) => demoShipment.stage),
      );
      const withCourier = views[3]!;
      expect(withCourier.tracking.map((step) => step.status)).toEqual([
        "pending",
        "ready_for_dispatch",
        "picked_up",
        "in_transit",
        "out_for_delivery",
      ]);
      // Fresh: every event in the week before now, the latest within hours.
      for (const view of views) {
        for (const step of view.tracking) {
          const age = NOW.getTime() - Date.parse(step.occurredAt!);
          expect(age).toBeGreaterThan(0);
          expect(age).toBeLessThan(7 * 86_400_000);
        }
      }
      // Each with an estimated delivery: today's for the one with the courier, past for the others.
      expect(withCourier.estimatedDelivery).toBe("2025-11-26");
      expect(views[4]!.estimatedDelivery).toBe("2025-11-25");
      expect(views[5]!.estimatedDelivery).toBe("2025-11-22");
    });
  });
}

describe("tracking repository on SQLite", () => {
  repositorySuite("sqlite");
});

describe.skipIf(!pgUrl)("tracking repository on PostgreSQL", () => {
  repositorySuite("postgres");
});
