import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import { openTestDatabase } from "../db/test-database.ts";
import { registry } from "../metrics.ts";
import { recordEvent } from "./repository.ts";
import {
  createShipmentEventSchema,
  createTrackingService,
  eventFieldErrors,
  TRACKING_CACHE_MAX_SHIPMENTS,
  TRACKING_CACHE_TTL_MS,
  type TrackingConfig,
} from "./service.ts";

const NOW = new Date("2025-11-26T20:30:00.000Z");
const schema = createShipmentEventSchema(() => NOW);

const storeConfig: TrackingConfig = {
  SITE_MARKET: "mx",
  TRACKING_API_URL: undefined,
  TRACKING_API_TIMEOUT_MS: 500,
};

describe("tracking configuration", () => {
  it("has defaults: built-in store, ingestion off, 60 lookups a minute, demo data on", () => {
    expect(loadConfig({})).toMatchObject({
      TRACKING_API_TIMEOUT_MS: 5000,
      TRACKING_RATE_LIMIT: 60,
      TRACKING_RATE_WINDOW_SECONDS: 60,
      DEMO_DATA: true,
    });
    expect(loadConfig({}).TRACKING_API_URL).toBeUndefined();
    expect(loadConfig({}).TRACKING_INGEST_TOKEN).toBeUndefined();
  });

  it("reads overrides and refuses bad values", () => {
    expect(
      loadConfig({
        TRACKING_API_URL: "https://tracking.example/api/",
        TRACKING_INGEST_TOKEN: "0123456789abcdef",
        DEMO_DATA: "false",
        TRACKING_RATE_LIMIT: "5",
      }),
    ).toMatchObject({
      TRACKING_API_URL: "https://tracking.example/api",
      TRACKING_INGEST_TOKEN: "0123456789abcdef",
      DEMO_DATA: false,
      TRACKING_RATE_LIMIT: 5,
    });
    expect(() => loadConfig({ TRACKING_INGEST_TOKEN: "short" })).toThrow(/TRACKING_INGEST_TOKEN/);
    expect(() => loadConfig({ TRACKING_API_URL: "ftp://x" })).toThrow(/TRACKING_API_URL/);
    expect(() => loadConfig({ DEMO_DATA: "maybe" })).toThrow(/DEMO_DATA/);
  });
});

describe("shipmentEventSchema", () => {
  const valid = {
    carrier: " Estafeta ",
    status: "envi",
    message: "El mensajero tiene tu paquete",
    occurredAt: "2025-11-26T14:05:00-06:00",
  };

  it("normalises the status, keeps the carrier's code and the instant in UTC", () => {
    expect(
      schema.parse({ ...valid, location: "Monterrey", estimatedDelivery: "2025-11-28" }),
    ).toEqual({
      carrier: "Estafeta",
      status: "in_transit",
      carrierStatusCode: "ENVI",
      message: "El mensajero tiene tu paquete",
      occurredAt: "2025-11-26T20:05:00.000Z",
      location: "Monterrey",
      estimatedDelivery: "2025-11-28",
    });
    expect(schema.parse({ ...valid, status: "delivery_failed" })).toMatchObject({
      status: "delivery_failed",
      carrierStatusCode: "delivery_failed",
    });
  });

  it("treats null and blank optional fields as absent and ignores unknown keys", () => {
    const parsed = schema.parse({ ...valid, location: null, estimatedDelivery: " ", extra: 1 });
    expect(parsed).not.toHaveProperty("location");
    expect(parsed).not.toHaveProperty("estimatedDelivery");
    expect(parsed).not.toHaveProperty("extra");
  });

  it("reports each bad field", () => {
    const result = schema.safeParse({
      carrier: "",
      status: "LOST",
      message: "x".repeat(501),
      occurredAt: "2025-11-26 14:05",
      location: "y".repeat(201),
      estimatedDelivery: "2025-02-30",
    });
    expect(result.success).toBe(false);
    const fields = eventFieldErrors(result.error!);
    expect(Object.keys(fields).sort()).toEqual(
      ["carrier", "estimatedDelivery", "location", "message", "occurredAt", "status"].sort(),
    );
    expect(fields.status?.[0]).toMatch(/INLD.*pending/);
  });

  it("requires an offset on occurredAt", () => {
    const result = schema.safeParse({ ...valid, occurredAt: "2025-11-26T14:05:00" });
    expect(eventFieldErrors(result.error!)).toEqual({
      occurredAt: [expect.stringMatching(/offset/)],
    });
  });

  it("refuses events more than a day in the future", () => {
    expect(schema.safeParse({ ...valid, occurredAt: "2025-11-27T20:00:00Z" }).success).toBe(true);
    const result = schema.safeParse({ ...valid, occurredAt: "2025-11-27T21:00:00Z" });
    expect(eventFieldErrors(result.error!)).toEqual({
      occurredAt: ["must not be more than a day in the future"],
    });
  });

  it("refuses implausible dates: an event over five years old, a delivery estimate in year 0 or years ahead", () => {
    for (const occurredAt of ["0001-01-01T00:00:00Z", "2020-11-25T00:00:00Z"]) {
      const result = schema.safeParse({ ...valid, occurredAt });
      expect(eventFieldErrors(result.error!), occurredAt).toEqual({
        occurredAt: ["must not be more than 5 years in the past"],
      });
    }
    expect(schema.safeParse({ ...valid, occurredAt: "2020-11-27T00:00:00Z" }).success).toBe(true);
    for (const estimatedDelivery of ["0000-01-01", "2020-01-01", "2027-01-01", "9999-12-31"]) {
      const result = schema.safeParse({ ...valid, estimatedDelivery });
      expect(eventFieldErrors(result.error!), estimatedDelivery).toEqual({
        estimatedDelivery: ["must be within 5 years before and a year after today"],
      });
    }
    expect(schema.safeParse({ ...valid, estimatedDelivery: "2026-11-20" }).success).toBe(true);
  });

  it("treats text made only of control or invisible characters as missing", () => {
    const result = schema.safeParse({
      ...valid,
      carrier: "\u0000".repeat(50),
      message: "\u200b\u200d\ufeff\u034f\ufe0f\u034f",
      location: "\u0007\u0008",
    });
    expect(eventFieldErrors(result.error!)).toEqual({
      carrier: ["is required"],
      message: ["is required"],
    });
    expect(schema.parse({ ...valid, location: "\u0000\u2060" })).not.toHaveProperty("location");
  });

  it("drops control and bidi characters from every text, and keeps it on one line", () => {
    const parsed = schema.parse({
      ...valid,
      carrier: "Estafeta\u202e",
      message: "En camino\r\nX-Injected: 1\u0007",
      location: "Guadalajara\u0000, Jal.\u2066",
    });
    expect(parsed.carrier).toBe("Estafeta");
    expect(parsed.message).toBe("En camino X-Injected: 1");
    expect(parsed.location).toBe("Guadalajara, Jal.");
  });

  it("names missing fields", () => {
    const result = schema.safeParse({});
    expect(eventFieldErrors(result.error!)).toEqual({
      carrier: ["is required"],
      status: ["is required"],
      message: ["is required"],
      occurredAt: ["is required"],
    });
  });
});

describe("createTrackingService with the built-in store", () => {
  let app: AppDatabase;

  beforeAll(async () => {
    app = await openTestDatabase();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("records and finds a shipment, whatever the case of the number", async () => {
    const service = createTrackingService({ db: app.db, config: storeConfig, now: () => NOW });
    expect(service.source).toBe("store");
    const event = schema.parse({
      carrier: "DHL",
      status: "RETI",
      message: "Retirado por el mensajero",
      occurredAt: "2025-11-26T09:00:00-06:00",
    });
    await service.record({ trackingNumber: "AND-SVC-0001", ...event });

    const result = await service.lookup("and-svc-0001");
    expect(result).toEqual({
      kind: "found",
      shipment: expect.objectContaining({
        trackingNumber: "AND-SVC-0001",
        correo: { nombre: "DHL" },
        stage: "picked_up",
        updatedAt: NOW.toISOString(),
      }),
    });
  });

  it("hands each recorded event to onEventRecorded and returns what it queued", async () => {
    const seen: string[] = [];
    const service = createTrackingService({
      db: app.db,
      config: storeConfig,
      now: () => NOW,
      onEventRecorded: async (_trx, { event }) => {
        seen.push(event.trackingNumber);
        return 2;
      },
    });
    const event = schema.parse({
      carrier: "DHL",
      status: "ENVI",
      message: "En camino",
      occurredAt: "2025-11-26T09:00:00-06:00",
    });
    expect(await service.record({ trackingNumber: "AND-SVC-0002", ...event })).toMatchObject({
      created: true,
      updatesQueued: 2,
    });
    expect(seen).toEqual(["AND-SVC-0002"]);
  });

  it("answers invalid and not_found", async () => {
    const service = createTrackingService({ db: app.db, config: storeConfig });
    expect(await service.lookup("AB")).toEqual({ kind: "invalid" });
    expect(await service.lookup("AND-SVC-9999")).toEqual({ kind: "not_found" });
  });

  it("proxies to TRACKING_API_URL when set, and logs why it failed without returning it", async () => {
    const warnings: unknown[] = [];
    const service = createTrackingService({
      db: app.db,
      config: { ...storeConfig, TRACKING_API_URL: "http://upstream.test" },
      fetch: (async () => new Response("down", { status: 503 })) as typeof fetch,
      logger: { warn: (details: unknown) => warnings.push(details) },
    });
    expect(service.source).toBe("upstream");
    expect(await service.lookup("AND-SVC-0001")).toEqual({ kind: "unavailable" });
    expect(warnings).toEqual([{ reason: "upstream answered HTTP 503" }]);
  });
});

describe("the built-in store's cache of lookups (ADR 36)", () => {
  let app: AppDatabase;
  let clock: Date;
  const event = (message: string, occurredAt: string) =>
    schema.parse({ carrier: "DHL", status: "ENVI", message, occurredAt });

  beforeAll(async () => {
    app = await openTestDatabase();
  });

  afterAll(async () => {
    await app?.close();
  });

  const serviceAt = () => {
    clock = NOW;
    return createTrackingService({ db: app.db, config: storeConfig, now: () => clock });
  };

  const lookupsCounted = async () =>
    (await registry.getSingleMetric("anden_tracking_lookups_total")!.get()).values.find(
      (value) => value.labels.outcome === "found",
    )?.value ?? 0;

  it("answers the same result until an event of the shipment is recorded, counting each lookup", async () => {
    const service = serviceAt();
    await service.record({
      trackingNumber: "AND-CACHE-0001",
      ...event("Con el mensajero", "2025-11-26T09:00:00-06:00"),
    });
    const counted = await lookupsCounted();
    const first = await service.lookup("AND-CACHE-0001");
    expect(await service.lookup("and-cache-0001")).toBe(first);
    expect(await lookupsCounted()).toBe(counted + 2);

    await service.record({
      trackingNumber: "AND-CACHE-0002",
      ...event("Otro", "2025-11-26T09:00:00-06:00"),
    });
    expect(await service.lookup("AND-CACHE-0001")).toBe(first);

    await service.record({
      trackingNumber: "AND-CACHE-0001",
      ...event("Entregado", "2025-11-26T12:00:00-06:00"),
    });
    const after = await service.lookup("AND-CACHE-0001");
    expect(after).not.toBe(first);
    expect(after.kind === "found" && after.shipment.tracking.at(-1)?.mensaje).toBe("Entregado");
  });

  it("reads the store again after TRACKING_CACHE_TTL_MS, for writes by other processes", async () => {
    const service = serviceAt();
    await service.record({
      trackingNumber: "AND-CACHE-0003",
      ...event("Recolectado", "2025-11-26T09:00:00-06:00"),
    });
    const first = await service.lookup("AND-CACHE-0003");
    // Written by someone else (another instance, the import command).
    await recordEvent(app.db, {
      trackingNumber: "AND-CACHE-0003",
      ...event("En camino", "2025-11-26T10:00:00-06:00"),
    });
    clock = new Date(NOW.getTime() + TRACKING_CACHE_TTL_MS - 1);
    expect(await service.lookup("AND-CACHE-0003")).toBe(first);
    clock = new Date(NOW.getTime() + TRACKING_CACHE_TTL_MS);
    const later = await service.lookup("AND-CACHE-0003");
    expect(later.kind === "found" && later.shipment.tracking.at(-1)?.mensaje).toBe("En camino");
  });

  it("does not keep a shipment that was not found", async () => {
    const service = serviceAt();
    expect(await service.lookup("AND-CACHE-0004")).toEqual({ kind: "not_found" });
    await service.record({
      trackingNumber: "AND-CACHE-0004",
      ...event("Recolectado", "2025-11-26T09:00:00-06:00"),
    });
    expect((await service.lookup("AND-CACHE-0004")).kind).toBe("found");
  });

  it("keeps a bounded number of shipments", async () => {
    const service = serviceAt();
    for (let i = 0; i <= TRACKING_CACHE_MAX_SHIPMENTS; i += 1) {
      const number = `AND-BOUND-${String(i).padStart(5, "0")}`;
      await recordEvent(app.db, {
        trackingNumber: number,
        ...event("x", "2025-11-26T09:00:00-06:00"),
      });
    }
    const first = await service.lookup("AND-BOUND-00000");
    for (let i = 1; i <= TRACKING_CACHE_MAX_SHIPMENTS; i += 1) {
      await service.lookup(`AND-BOUND-${String(i).padStart(5, "0")}`);
    }
    expect(await service.lookup("AND-BOUND-00000")).not.toBe(first);
    // A thousand and one shipments written one transaction each: over Vitest's 20 s on a busy
    // machine with PostgreSQL (measured 13 to 20 s at a load average of 20).
  }, 60_000);
});
