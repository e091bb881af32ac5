import { describe, expect, it } from "vitest";
import { MAX_EVENTS_PER_SHIPMENT } from "./repository.ts";
import { createUpstreamClient, upstreamEventStatus, upstreamView } from "./upstream-client.ts";

function fakeFetch(respond: (url: string) => Response | Promise<Response>) {
  const calls: string[] = [];
  const fetch = (async (input: string | URL | Request) => {
    const url = String(input);
    calls.push(url);
    return respond(url);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("createUpstreamClient", () => {
  it("GETs {url}/tracking/{number}, encoded, and returns the array", async () => {
    const body = [{ correo: { nombre: "Estafeta" }, tracking: [] }];
    const { fetch, calls } = fakeFetch(() => json(body));
    const client = createUpstreamClient({
      baseUrl: "http://upstream.test/api",
      timeoutMs: 500,
      fetch,
    });
    expect(await client.get("AB 12/3")).toEqual({ kind: "found", body });
    expect(calls).toEqual(["http://upstream.test/api/tracking/AB%2012%2F3"]);
  });

  it.each([
    ["a 404", () => new Response("nope", { status: 404 })],
    ["an empty array", () => json([])],
  ])("reads %s as not found", async (_name, respond) => {
    const client = createUpstreamClient({
      baseUrl: "http://upstream.test",
      timeoutMs: 500,
      fetch: fakeFetch(respond).fetch,
    });
    expect(await client.get("AND-12345")).toEqual({ kind: "not_found" });
  });

  it.each([
    ["HTTP 500", () => json({ error: "boom" }, 500), /HTTP 500/],
    ["HTTP 401", () => json({}, 401), /HTTP 401/],
    ["invalid JSON", () => new Response("<html>", { status: 200 }), /invalid JSON/],
    ["an object", () => json({ correo: {} }), /not an array/],
    [
      "a network failure",
      () => Promise.reject(new TypeError("fetch failed", { cause: new Error("ECONNREFUSED") })),
      /fetch failed: ECONNREFUSED/,
    ],
    [
      "a body over the limit",
      () => new Response("[" + " ".repeat(2 * 1024 * 1024) + "]"),
      /exceeds/,
    ],
  ])("reports %s as unavailable", async (_name, respond, reason) => {
    const client = createUpstreamClient({
      baseUrl: "http://upstream.test",
      timeoutMs: 500,
      fetch: fakeFetch(respond).fetch,
    });
    const result = await client.get("AND-12345");
    expect(result).toEqual({ kind: "unavailable", reason: expect.stringMatching(reason) });
  });

  it("gives up after the timeout", async () => {
    const fetch = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof globalThis.fetch;
    const client = createUpstreamClient({ baseUrl: "http://upstream.test", timeoutMs: 20, fetch });
    expect(await client.get("AND-12345")).toEqual({
      kind: "unavailable",
      reason: "upstream did not answer within 20 ms",
    });
  });
});

describe("upstreamEventStatus", () => {
  it("maps a codigo, a code as mensaje, or a known message", () => {
    expect(upstreamEventStatus({ mensaje: "Lo que sea", codigo: "ENVI" })).toBe("in_transit");
    expect(upstreamEventStatus({ mensaje: "ENTR" })).toBe("delivered");
    expect(upstreamEventStatus({ mensaje: "Entregado con éxito." })).toBe("delivered");
    expect(upstreamEventStatus({ mensaje: "tu paquete esta en el almacen del vendedor" })).toBe(
      "pending",
    );
    expect(upstreamEventStatus({ mensaje: "Devuelto al remitente" })).toBe("return_to_sender");
  });

  it("does not guess", () => {
    expect(upstreamEventStatus({ mensaje: "No entregado" })).toBeUndefined();
    expect(upstreamEventStatus({ mensaje: "Algo pasó", codigo: "ZZZ" })).toBeUndefined();
  });
});

describe("upstreamView", () => {
  it("enriches the first element where its events map, keeping its other fields", () => {
    const view = upstreamView(
      [
        {
          correo: { nombre: "Estafeta", logo: "x.png" },
          tracking: [
            {
              fecha: "24 de noviembre 9:00",
              mensaje: "Tu paquete está en el almacén del vendedor",
            },
            { fecha: "25 de noviembre 10:00", mensaje: "Mensaje libre" },
            { fecha: "26 de noviembre 14:05", mensaje: "En tránsito", codigo: "ENVI" },
          ],
          extra: 1,
          status: "bogus",
        },
        { ignored: true },
      ],
      "AND-12345",
    );
    expect(view).toEqual({
      trackingNumber: "AND-12345",
      correo: { nombre: "Estafeta", logo: "x.png" },
      tracking: [
        {
          fecha: "24 de noviembre 9:00",
          mensaje: "Tu paquete está en el almacén del vendedor",
          status: "pending",
          stage: "in_depot",
        },
        { fecha: "25 de noviembre 10:00", mensaje: "Mensaje libre" },
        {
          fecha: "26 de noviembre 14:05",
          mensaje: "En tránsito",
          codigo: "ENVI",
          status: "in_transit",
          stage: "with_courier",
        },
      ],
      extra: 1,
      status: "in_transit",
      stage: "with_courier",
      stagesReached: 3,
      estimatedDelivery: null,
    });
  });

  it("leaves the shipment's status unset when its latest event does not map", () => {
    const view = upstreamView(
      [
        {
          tracking: [
            { fecha: "1 de marzo 9:00", mensaje: "ENVI" },
            { fecha: "x", mensaje: "?" },
          ],
        },
      ],
      "AND-12345",
    );
    expect(view).toEqual({
      trackingNumber: "AND-12345",
      correo: {},
      tracking: [
        { fecha: "1 de marzo 9:00", mensaje: "ENVI", status: "in_transit", stage: "with_courier" },
        { fecha: "x", mensaje: "?" },
      ],
      estimatedDelivery: null,
    });
  });

  it(`keeps the latest ${MAX_EVENTS_PER_SHIPMENT} events of a longer history`, () => {
    const tracking = Array.from({ length: MAX_EVENTS_PER_SHIPMENT + 50 }, (_, index) => ({
      fecha: "26 de noviembre 14:05",
      mensaje: `evento ${index}`,
    }));
    const view = upstreamView([{ correo: { nombre: "X" }, tracking }], "AND-12345");
    expect(view!.tracking).toHaveLength(MAX_EVENTS_PER_SHIPMENT);
    expect(view!.tracking[0]!.mensaje).toBe("evento 50");
    expect(view!.tracking.at(-1)!.mensaje).toBe(`evento ${MAX_EVENTS_PER_SHIPMENT + 49}`);
  });

  it("refuses an element without the expected shape", () => {
    expect(upstreamView([{ correo: { nombre: "X" } }], "AND-12345")).toBeUndefined();
    expect(upstreamView([{ tracking: [{ fecha: 1, mensaje: "x" }] }], "AND-12345")).toBeUndefined();
    expect(upstreamView(["text"], "AND-12345")).toBeUndefined();
  });
});
