import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRACKING_HISTORY_SHOWN } from "../../domain/tracking/history.ts";
import {
  ROOT,
  startServer,
  SYSTEM_PORTS,
  systemServerEnv,
  type ServerProcess,
} from "./server-process.ts";

/**
 * The built Mexico server's limits as a visitor meets them (issues 17 and 23): one budget per
 * address for a kind of lookup, whether the API or the page asks (a tracking result, a quote),
 * with the prerendered 429 page in Spanish; React Router's data requests refused; a long history
 * cut on the page behind "show all"; the metrics listener on this machine only; and a build
 * started with other baked-in settings refused.
 */

const TOKEN = "system-limits-ingest-token";
const LIMIT = 4;

const env = systemServerEnv({
  PORT: String(SYSTEM_PORTS.limitsServer),
  // The site on every interface, as in a container: the metrics listener must still stay local.
  HOST: "0.0.0.0",
  METRICS_PORT: String(SYSTEM_PORTS.limitsMetrics),
  LOG_LEVEL: "warn",
  TRUST_PROXY: "true",
  TRACKING_INGEST_TOKEN: TOKEN,
  TRACKING_RATE_LIMIT: String(LIMIT),
  TRACKING_RATE_WINDOW_SECONDS: "600",
  RATES_RATE_LIMIT: String(LIMIT),
  RATES_RATE_WINDOW_SECONDS: "600",
});

let directory: string;
let server: ServerProcess | undefined;
let copy: { historyCut: { showAll: string } };
let common: { rateLimited: { title: string } };

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "anden-system-limits-"));
  env.DATABASE_URL = `file:${path.join(directory, "anden.sqlite")}`;
  server = await startServer(env, { cwd: directory });
  const locale = (file: string) =>
    readFile(path.join(ROOT, "domain/locales/es-MX", file), "utf8").then(JSON.parse);
  copy = (await locale("tracking.json")) as typeof copy;
  common = (await locale("common.json")) as typeof common;
});

afterAll(async () => {
  await server?.kill();
  if (directory) await rm(directory, { recursive: true, force: true });
});

let addressCounter = 0;
/** A client address of its own, so each check starts with a full budget. */
const newAddress = () => `198.51.100.${(addressCounter += 1)}`;

const get = (urlPath: string, address: string) =>
  fetch(`${server!.baseUrl}${urlPath}`, { headers: { "X-Forwarded-For": address } });

async function expectRateLimitedPage(page: Response) {
  expect(page.status).toBe(429);
  expect(page.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(page.headers.get("cache-control")).toBe("no-store");
  expect(await page.text()).toContain(common.rateLimited.title);
}

async function expectJsonRateLimited(refused: Response) {
  expect(refused.status).toBe(429);
  expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await refused.json()).toEqual({
    error: { code: "rate_limited", message: expect.any(String) },
  });
}

describe("the tracking lookup budget", () => {
  it("is one per address for the API and the page", async () => {
    const address = newAddress();
    const answers = [
      await get("/api/tracking/AND-NOPE-0001", address),
      await get("/tracking/AND-NOPE-0002", address),
      await get("/api/tracking/AND-NOPE-0003", address),
      await get("/tracking/AND-NOPE-0004", address),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);

    await expectRateLimitedPage(await get("/tracking/AND-NOPE-0005", address));
    await expectJsonRateLimited(await get("/api/tracking/AND-NOPE-0006", address));
    expect((await get("/tracking/AND-NOPE-0007", newAddress())).status).toBe(404);
  });

  it("is one per IPv6 /64, whichever of its addresses asks", async () => {
    const network = `2001:db8:${(addressCounter += 1).toString(16)}:1`;
    for (let host = 1; host <= LIMIT; host += 1) {
      expect((await get(`/tracking/AND-NOPE-${host}000`, `${network}::${host}`)).status).toBe(404);
    }
    await expectRateLimitedPage(await get("/tracking/AND-NOPE-9000", `${network}::ffff`));
  });
});

describe("the quote budget", () => {
  const QUERY = "origin=06700&destination=44100&length=30&height=20&width=10";

  it("is one per address for the rates API and the quote page, cached or not", async () => {
    const address = newAddress();
    const statuses = [
      (await get(`/api/rates?${QUERY}&weight=3`, address)).status,
      (await get(`/cotizador?${QUERY}&weight=3`, address)).status,
      (await get(`/cotizador?${QUERY}&weight=3`, address)).status,
      (await get(`/cotizador?${QUERY}&weight=3.5`, address)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 200]);

    await expectRateLimitedPage(await get(`/cotizador?${QUERY}&weight=3`, address));
    await expectRateLimitedPage(await get(`/cotizador?${QUERY}&weight=3.31`, address));
    await expectJsonRateLimited(await get(`/api/rates?${QUERY}&weight=3`, address));
    // The bare calculator spends nothing, and another address has its own budget.
    expect((await get("/cotizador", address)).status).toBe(200);
    expect((await get(`/cotizador?${QUERY}&weight=3`, newAddress())).status).toBe(200);
  });
});

describe("React Router's data requests", () => {
  it("are answered 404, without spending a budget", async () => {
    const address = newAddress();
    for (const urlPath of [
      "/tracking/AND-DEMO-1004.data",
      "/tracking/AND-DEMO-1004.data?_routes=routes%2Ftracking.%24number",
      "/cotizador.data?origin=06700&destination=44100&length=30&height=20&width=10&weight=3.31",
      "/cotizador.data?_routes=routes%2Fcotizador",
      "/_root.data",
      "/__manifest?p=%2Fcotizador&version=x",
    ]) {
      const answer = await get(urlPath, address);
      expect(answer.status, urlPath).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
    expect((await get("/tracking/AND-DEMO-1004", address)).status).toBe(200);
  });
});

describe("the metrics listener", () => {
  it("listens on 127.0.0.1 only, while the site listens on every interface", async () => {
    const listening = await listeningAddresses();
    expect(listening.get(SYSTEM_PORTS.limitsServer)).toEqual(["0.0.0.0"]);
    expect(listening.get(SYSTEM_PORTS.limitsMetrics)).toEqual(["127.0.0.1"]);
    const metrics = await fetch(`http://127.0.0.1:${SYSTEM_PORTS.limitsMetrics}/metrics`);
    expect(metrics.status).toBe(200);
  });
});

/** The local addresses each TCP port listens on, from /proc/net/tcp (IPv4) and tcp6. */
async function listeningAddresses(): Promise<Map<number, string[]>> {
  const listening = new Map<number, string[]>();
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const table = await readFile(file, "utf8").catch(() => "");
    for (const line of table.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state !== "0A" || !local) continue; // 0A: LISTEN
      const [hexAddress, hexPort] = local.split(":") as [string, string];
      const port = Number.parseInt(hexPort, 16);
      const address =
        hexAddress.length === 8
          ? (hexAddress.match(/../g) ?? [])
              .reverse()
              .map((byte) => Number.parseInt(byte, 16))
              .join(".")
          : hexAddress;
      listening.set(port, [...(listening.get(port) ?? []), address]);
    }
  }
  return listening;
}

describe("a shipment with a long history", () => {
  it(`shows its ${TRACKING_HISTORY_SHOWN} latest events, and all of them behind a link`, async () => {
    const number = "AND-LONG-0001";
    const total = TRACKING_HISTORY_SHOWN + 5;
    const start = Date.now() - total * 60_000;
    for (let index = 0; index < total; index += 1) {
      const response = await fetch(`${server!.baseUrl}/api/v1/shipments/${number}/events`, {
        method: "POST",
        headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          carrier: "Estafeta",
          status: "ENVI",
          message: `Paso ${String(index).padStart(3, "0")}.`,
          occurredAt: new Date(start + index * 60_000).toISOString(),
        }),
      });
      expect(response.status).toBe(201);
    }

    const page = await get(`/tracking/${number}`, newAddress());
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Paso ${String(total - 1).padStart(3, "0")}.`);
    expect(html).toContain("Paso 005.");
    expect(html).not.toContain("Paso 004.");
    expect(html).toContain(copy.historyCut.showAll);
    expect(html).toContain(`href="/tracking/${number}?historial=completo"`);

    const full = await (await get(`/tracking/${number}?historial=completo`, newAddress())).text();
    expect(full).toContain("Paso 000.");
    expect(full).not.toContain(copy.historyCut.showAll);
  });
});

describe("a build started with other baked-in settings", () => {
  it("is refused at start, with a message naming the variable", async () => {
    const mismatched = {
      ...env,
      PORT: String(SYSTEM_PORTS.mismatchedServer),
      PUBLIC_BASE_URL: "https://anden.example",
    };
    const started = startServer(mismatched, { cwd: directory, timeoutMs: 15_000 });
    await expect(started).rejects.toThrow(/exited \(code 1\)/);
    await expect(started).rejects.toThrow(
      /PUBLIC_BASE_URL: built with http:\/\/[^,]+, now https:\/\/anden\.example/,
    );
  });
});
