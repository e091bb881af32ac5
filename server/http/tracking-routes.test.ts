import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import { openTestDatabase } from "../db/test-database.ts";
import { seedDemoShipments } from "../tracking/demo-data.ts";
import { createTrackingService } from "../tracking/service.ts";
import type { ApiErrorBody } from "./errors.ts";
import { TRACKING_EVENT_BODY_LIMIT_BYTES, trackingRoutes } from "./tracking-routes.ts";

const TOKEN = "test-ingest-token-0123456789";
const NOW = new Date("2025-11-26T20:30:00.000Z");

// Opened before the suites are collected, since they build their routes over it.
const database: AppDatabase = await openTestDatabase();
await seedDemoShipments(database.db, NOW);

afterAll(async () => {
  await database?.close();
});

/** Routes over the test database, the client address taken from X-Forwarded-For. */
function makeRoutes(env: Record<string, string> = {}) {
  const config = loadConfig({
    TRUST_PROXY: "true",
    TRACKING_RATE_LIMIT: "1000",
    TRACKING_INGEST_TOKEN: TOKEN,
    ...env,
  });
  const service = createTrackingService({ db: database.db, config, now: () => NOW });
  return trackingRoutes({ config, service, now: () => NOW });
}

let addressCounter = 0;
function newAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter}`;
}

/** Anything with Hono's request(): the routes themselves or an app they are mounted on. */
interface Requestable {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

const get = (routes: Requestable, path: string, address = newAddress()) =>
  routes.request(path, { headers: { "X-Forwarded-For": address } });

async function errorOf(response: Response): Promise<ApiErrorBody["error"]> {
  return ((await response.json()) as ApiErrorBody).error;
}

describe("GET /tracking/:number", () => {
  const routes = makeRoutes();

  it("answers a known number with the array shape and normalised fields", async () => {
    const response = await get(routes, "/tracking/AND-DEMO-1004");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=30");
    const body = (await response.json()) as Record<string, unknown>[];
    expect(body).toHaveLength(1);
    const [shipment] = body;
    expect(shipment).toMatchObject({
      trackingNumber: "AND-DEMO-1004",
      correo: { nombre: "Andén Última Milla" },
      status: "out_for_delivery",
      stage: "with_courier",
      stagesReached: 3,
      estimatedDelivery: "2025-11-26",
    });
    const tracking = shipment!.tracking as Record<string, unknown>[];
    expect(tracking).toHaveLength(5);
    expect(tracking[4]).toEqual({
      fecha: "26 de noviembre 12:12",
      mensaje: "El mensajero tiene tu paquete",
      status: "out_for_delivery",
      stage: "with_courier",
      occurredAt: "2025-11-26T18:12:00.000Z",
      location: "Naucalpan, Méx.",
    });
    for (const event of tracking) expect(event.fecha).toMatch(/^\d{1,2} de [a-z]+ \d{1,2}:\d\d$/);
  });

  it("finds a number pasted with spaces around it", async () => {
    const response = await get(routes, "/tracking/%20and-demo-1006%C2%A0");
    expect(response.status).toBe(200);
  });

  it("finds a number typed with spaces for its dashes", async () => {
    const response = await get(routes, "/tracking/AND%20DEMO%201006");
    expect(response.status).toBe(200);
    const [shipment] = (await response.json()) as Record<string, unknown>[];
    expect(shipment).toMatchObject({ offPath: "returned" });
  });

  it("finds a number typed in lower case", async () => {
    const response = await get(routes, "/tracking/and-demo-1006");
    expect(response.status).toBe(200);
    const [shipment] = (await response.json()) as Record<string, unknown>[];
    expect(shipment).toMatchObject({ status: "return_to_sender", offPath: "returned" });
  });

  it("answers 404 for an unknown number", async () => {
    const response = await get(routes, "/tracking/AND-NOPE-0000");
    expect(response.status).toBe(404);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await errorOf(response)).toEqual({
      code: "not_found",
      message: "No shipment has this tracking number.",
    });
  });

  it.each(["AB12", "X".repeat(41), "AND_1004", "AB%201", "AND%2F1004", "AÑO-12345", "-----"])(
    "answers 400 for the malformed number %s",
    async (number) => {
      const response = await get(routes, `/tracking/${number}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect((await errorOf(response)).code).toBe("invalid_tracking_number");
    },
  );

  it("limits lookups per client address, malformed ones included", async () => {
    const limited = makeRoutes({ TRACKING_RATE_LIMIT: "2", TRACKING_RATE_WINDOW_SECONDS: "60" });
    const address = newAddress();
    expect((await get(limited, "/tracking/AND-DEMO-1001", address)).status).toBe(200);
    expect((await get(limited, "/tracking/bad", address)).status).toBe(400);
    const response = await get(limited, "/tracking/AND-DEMO-1001", address);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await errorOf(response)).code).toBe("rate_limited");
    // Another address is not affected.
    expect((await get(limited, "/tracking/AND-DEMO-1001")).status).toBe(200);
  });

  it("works mounted under /api, with JSON errors for failures", async () => {
    const app = new Hono();
    app.route("/api", routes);
    expect((await get(app, "/api/tracking/AND-DEMO-1002")).status).toBe(200);

    const broken = new Hono();
    broken.route(
      "/api",
      trackingRoutes({
        config: makeConfig(),
        service: {
          source: "store",
          lookup: () => Promise.reject(new Error("database is down")),
          record: () => Promise.reject(new Error("database is down")),
        },
      }),
    );
    const response = await get(broken, "/api/tracking/AND-DEMO-1002");
    expect(response.status).toBe(500);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await errorOf(response)).toEqual({
      code: "internal_error",
      message: "Something went wrong on our side.",
    });
  });
});

function makeConfig(env: Record<string, string> = {}) {
  return loadConfig({ TRUST_PROXY: "true", TRACKING_INGEST_TOKEN: TOKEN, ...env });
}

describe("POST /v1/shipments/:number/events", () => {
  const routes = makeRoutes();
  const event = {
    carrier: "Estafeta",
    status: "ENVI",
    message: "El mensajero tiene tu paquete",
    occurredAt: "2025-11-26T09:15:00-06:00",
    location: "Monterrey, N.L.",
  };

  function post(
    number: string,
    body: unknown,
    {
      token = TOKEN,
      contentType = "application/json",
    }: { token?: string | null; contentType?: string } = {},
  ) {
    const headers: Record<string, string> = { "Content-Type": contentType };
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    return routes.request(`/v1/shipments/${number}/events`, {
      method: "POST",
      headers,
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  }

  it("creates the shipment on its first event (201), then answers 200 for the same event", async () => {
    const first = await post("AND-ING-0001", event);
    expect(first.status).toBe(201);
    expect(first.headers.get("Cache-Control")).toBe("no-store");
    expect(await first.json()).toEqual({ created: true });

    // The same event again, even with another offset and message: not stored twice.
    const again = await post("and-ing-0001", {
      ...event,
      occurredAt: "2025-11-26T15:15:00Z",
      message: "Reenviado",
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ created: false });

    const lookup = await get(routes, "/tracking/AND-ING-0001");
    const [shipment] = (await lookup.json()) as Record<string, unknown>[];
    expect(shipment).toMatchObject({
      correo: { nombre: "Estafeta" },
      status: "in_transit",
      stage: "with_courier",
      tracking: [
        {
          fecha: "26 de noviembre 9:15",
          mensaje: "El mensajero tiene tu paquete",
          occurredAt: "2025-11-26T15:15:00.000Z",
        },
      ],
    });
  });

  it("answers 401 without a token or with a wrong one", async () => {
    const missing = await post("AND-ING-0002", event, { token: null });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("WWW-Authenticate")).toBe('Bearer realm="tracking"');
    expect((await errorOf(missing)).code).toBe("unauthorized");

    for (const token of ["wrong-token-0123456789", `${TOKEN}x`, TOKEN.slice(0, -1), ""]) {
      const wrong = await post("AND-ING-0002", event, { token });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get("WWW-Authenticate")).toMatch(/^Bearer realm="tracking"/);
    }
    const basic = await routes.request("/v1/shipments/AND-ING-0002/events", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Basic ${btoa(`x:${TOKEN}`)}` },
      body: JSON.stringify(event),
    });
    expect(basic.status).toBe(401);
    expect((await get(routes, "/tracking/AND-ING-0002")).status).toBe(404);
  });

  it("answers 503 when ingestion is disabled (no TRACKING_INGEST_TOKEN)", async () => {
    const config = loadConfig({ TRUST_PROXY: "true" });
    const disabled = trackingRoutes({
      config,
      service: createTrackingService({ db: database.db, config }),
    });
    const response = await disabled.request("/v1/shipments/AND-ING-0003/events", {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify(event),
    });
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe("ingestion_disabled");
  });

  it("answers 413 for a body over 16 KB", async () => {
    const big = { ...event, message: "x".repeat(TRACKING_EVENT_BODY_LIMIT_BYTES) };
    const response = await post("AND-ING-0004", big);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe("payload_too_large");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await post("AND-ING-0005", "status=ENVI", {
      contentType: "application/x-www-form-urlencoded",
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe("unsupported_media_type");
  });

  it("answers 400 with the fields at fault", async () => {
    const response = await post("AND-ING-0006", {
      ...event,
      status: "PERDIDO",
      occurredAt: "2025-11-26",
      message: "",
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("invalid_fields");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["message", "occurredAt", "status"]);

    const future = await post("AND-ING-0006", { ...event, occurredAt: "2025-12-01T00:00:00Z" });
    expect((await errorOf(future)).fields).toEqual({
      occurredAt: ["must not be more than a day in the future"],
    });
  });

  it("answers 400 for malformed JSON, a non-object body or a malformed number", async () => {
    expect((await errorOf(await post("AND-ING-0007", "{"))).code).toBe("malformed_json");
    expect((await errorOf(await post("AND-ING-0007", [event]))).code).toBe("invalid_body");
    const badNumber = await post("AB", event);
    expect(badNumber.status).toBe(400);
    expect(await errorOf(badNumber)).toMatchObject({
      code: "invalid_tracking_number",
      fields: { trackingNumber: [expect.any(String)] },
    });
    const onlyHyphens = await post("-----", event);
    expect(onlyHyphens.status).toBe(400);
    expect((await errorOf(onlyHyphens)).code).toBe("invalid_tracking_number");
  });
});

describe("GET /tracking/:number against an upstream API", () => {
  let upstream: Server;
  let upstreamUrl: string;
  const hits = new Map<string, number>();
  const UPSTREAM_BODY = [
    {
      correo: { nombre: "Correo Upstream" },
      tracking: [
        { fecha: "24 de noviembre 9:00", mensaje: "Tu paquete está en el almacén del vendedor" },
        { fecha: "26 de noviembre 14:05", mensaje: "Retirado por el mensajero" },
      ],
    },
  ];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      const path = request.url ?? "/";
      hits.set(path, (hits.get(path) ?? 0) + 1);
      if (path === "/v2/tracking/UP-OK-123") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(UPSTREAM_BODY));
      } else if (path === "/v2/tracking/UP-FAIL-123") {
        response.writeHead(500, { "Content-Type": "application/json" });
        response.end('{"error":"internal"}');
      } else if (path === "/v2/tracking/UP-SLOW-123") {
        // Never answers; closed in afterAll.
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v2`;
  });

  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
  });

  const upstreamRoutes = () =>
    makeRoutes({ TRACKING_API_URL: `${upstreamUrl}/`, TRACKING_API_TIMEOUT_MS: "1000" });

  it("answers with the upstream's element, enriched", async () => {
    const response = await get(upstreamRoutes(), "/tracking/UP-OK-123");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=30");
    expect(await response.json()).toEqual([
      {
        trackingNumber: "UP-OK-123",
        correo: { nombre: "Correo Upstream" },
        tracking: [
          {
            fecha: "24 de noviembre 9:00",
            mensaje: "Tu paquete está en el almacén del vendedor",
            status: "pending",
            stage: "in_depot",
          },
          {
            fecha: "26 de noviembre 14:05",
            mensaje: "Retirado por el mensajero",
            status: "picked_up",
            stage: "picked_up",
          },
        ],
        status: "picked_up",
        stage: "picked_up",
        stagesReached: 2,
        estimatedDelivery: null,
      },
    ]);
  });

  it("answers 404 when the upstream does not know the number (not the local store)", async () => {
    const response = await get(upstreamRoutes(), "/tracking/AND-DEMO-1004");
    expect(response.status).toBe(404);
    expect(hits.get("/v2/tracking/AND-DEMO-1004")).toBe(1);
  });

  it("answers 502 when the upstream fails, and asks it again next time", async () => {
    const routes = upstreamRoutes();
    for (const attempt of [1, 2]) {
      const response = await get(routes, "/tracking/UP-FAIL-123");
      expect(response.status).toBe(502);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await errorOf(response)).toEqual({
        code: "upstream_unavailable",
        message: "The tracking service is not available right now. Try again in a few minutes.",
      });
      expect(hits.get("/v2/tracking/UP-FAIL-123")).toBe(attempt);
    }
  });

  it("answers 502 when the upstream does not answer in time", async () => {
    const routes = upstreamRoutes();
    const started = performance.now();
    const response = await get(routes, "/tracking/UP-SLOW-123");
    expect(response.status).toBe(502);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect((await errorOf(response)).code).toBe("upstream_unavailable");
    await get(routes, "/tracking/UP-SLOW-123");
    expect(hits.get("/v2/tracking/UP-SLOW-123")).toBe(2);
  });

  it("answers 502 when the upstream is not reachable", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const routes = makeRoutes({ TRACKING_API_URL: `http://127.0.0.1:${port}` });
    expect((await get(routes, "/tracking/UP-OK-123")).status).toBe(502);
  });
});

describe("answers written once per shipment state (ADR 36)", () => {
  const post = (routes: Requestable, number: string, message: string, occurredAt: string) =>
    routes.request(`/v1/shipments/${number}/events`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({ carrier: "DHL", status: "ENVI", message, occurredAt }),
    });

  it("answers again the very JSON of the shipment's view, with the same headers", async () => {
    const config = loadConfig({ TRUST_PROXY: "true", TRACKING_INGEST_TOKEN: TOKEN });
    const service = createTrackingService({ db: database.db, config, now: () => NOW });
    const routes = trackingRoutes({ config, service, now: () => NOW });
    const view = await service.lookup("AND-DEMO-1003");
    const first = await get(routes, "/tracking/AND-DEMO-1003");
    const again = await get(routes, "/tracking/and-demo-1003");
    for (const response of [first, again]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("application/json");
      expect(response.headers.get("Cache-Control")).toBe("private, max-age=30");
      expect(await response.text()).toBe(JSON.stringify([view.kind === "found" && view.shipment]));
    }
  });

  it("answers the new state once an event is ingested", async () => {
    const routes = makeRoutes();
    expect(
      (await post(routes, "AND-WRITE-0001", "Recolectado", "2025-11-26T09:00:00-06:00")).status,
    ).toBe(201);
    const before = (await (await get(routes, "/tracking/AND-WRITE-0001")).json()) as [
      { tracking: unknown[] },
    ];
    expect(before[0].tracking).toHaveLength(1);
    expect(
      (await post(routes, "AND-WRITE-0001", "En camino", "2025-11-26T11:00:00-06:00")).status,
    ).toBe(201);
    const after = (await (await get(routes, "/tracking/AND-WRITE-0001")).json()) as [
      { tracking: { mensaje: string }[] },
    ];
    expect(after[0].tracking.map((event) => event.mensaje)).toEqual(["Recolectado", "En camino"]);
  });
});
