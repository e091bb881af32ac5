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
 * The built Mexico server's limits as a visitor meets them (issue 17): one tracking budget per
 * address for the API, the page and its .data, with a 429 page in Spanish; a long history cut on
 * the page behind "show all"; and a build started with other baked-in settings refused.
 */

const TOKEN = "system-limits-ingest-token";
const LIMIT = 4;

const env = systemServerEnv({
  PORT: String(SYSTEM_PORTS.limitsServer),
  LOG_LEVEL: "warn",
  TRUST_PROXY: "true",
  TRACKING_INGEST_TOKEN: TOKEN,
  TRACKING_RATE_LIMIT: String(LIMIT),
  TRACKING_RATE_WINDOW_SECONDS: "600",
});

let directory: string;
let server: ServerProcess | undefined;
let copy: { rateLimited: { title: string }; historyCut: { showAll: string } };

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "anden-system-limits-"));
  env.DATABASE_URL = `file:${path.join(directory, "anden.sqlite")}`;
  server = await startServer(env, { cwd: directory });
  copy = JSON.parse(
    await readFile(path.join(ROOT, "domain/locales/es-MX/tracking.json"), "utf8"),
  ) as typeof copy;
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

describe("the tracking lookup budget", () => {
  it("is one per address for the API, the page and the page's .data", async () => {
    const address = newAddress();
    const answers = [
      await get("/api/tracking/AND-NOPE-0001", address),
      await get("/tracking/AND-NOPE-0002", address),
      await get("/tracking/AND-NOPE-0003.data", address),
      await get("/tracking/AND-NOPE-0004.data", address),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);

    const page = await get("/tracking/AND-NOPE-0005", address);
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain(copy.rateLimited.title);

    for (const urlPath of ["/tracking/AND-NOPE-0006.data", "/api/tracking/AND-NOPE-0007"]) {
      const refused = await get(urlPath, address);
      expect(refused.status, urlPath).toBe(429);
      expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({
        error: { code: "rate_limited", message: expect.any(String) },
      });
    }

    expect((await get("/tracking/AND-NOPE-0008", newAddress())).status).toBe(404);
  });
});

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
