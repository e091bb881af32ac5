import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load, percentile } from "../../bench/load-generator.ts";
import {
  startServer,
  SYSTEM_PORTS,
  systemServerEnv,
  type ServerProcess,
} from "./server-process.ts";

/**
 * The tracking API held at a steady concurrency for a bounded time (the closed loop of
 * `npm run bench:api`): every request must answer 200. Throughput and latency are printed, not
 * asserted (a shared 2-core machine makes timings noise; `npm run bench:api` compares them).
 */

const PATH = "/api/tracking/AND-DEMO-1004";
const CONNECTIONS = 32;
const WARMUP_MS = 1_000;
const DURATION_MS = 4_000;

const env = systemServerEnv({
  PORT: String(SYSTEM_PORTS.loadServer),
  LOG_LEVEL: "warn",
  // One client address sends every request: the per-address limit is not under test here. Its
  // highest budget, per second, as in bench:api (a quiet machine answers over 30,000 a second).
  TRACKING_RATE_LIMIT: "100000",
  TRACKING_RATE_WINDOW_SECONDS: "1",
});

/**
 * A connection whose request is never answered never ends its loop: fail clearly, 15 s after the
 * run should have ended, instead of at the test's timeout.
 */
function withinTime<T>(run: Promise<T>, durationMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error("a connection was left without an answer")),
      durationMs + 15_000,
    );
  });
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

let directory: string;
let server: ServerProcess | undefined;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "anden-system-load-"));
  env.DATABASE_URL = `file:${path.join(directory, "anden.sqlite")}`;
  server = await startServer(env, { cwd: directory });
});

afterAll(async () => {
  await server?.kill();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("the tracking API under steady load", () => {
  it(`answers every request 200 with ${CONNECTIONS} keep-alive connections`, async () => {
    const live = server!;
    const warmup = await withinTime(load(live.port, PATH, CONNECTIONS, WARMUP_MS), WARMUP_MS);
    const result = await withinTime(load(live.port, PATH, CONNECTIONS, DURATION_MS), DURATION_MS);
    const rps = result.requests / result.seconds;
    console.log(
      `load test: GET ${PATH}, ${CONNECTIONS} connections, ${result.seconds.toFixed(1)} s: ` +
        `${result.requests} requests, ${rps.toFixed(0)} req/s, ` +
        `p50 ${percentile(result.latenciesMs, 0.5).toFixed(2)} ms, ` +
        `p99 ${percentile(result.latenciesMs, 0.99).toFixed(2)} ms, ` +
        `max ${percentile(result.latenciesMs, 1).toFixed(2)} ms, errors ${result.errors}`,
    );

    expect(warmup.errors).toBe(0);
    expect(result.errors).toBe(0);
    expect(live.isRunning()).toBe(true);
    const response = await fetch(`${live.baseUrl}${PATH}`);
    expect(response.status).toBe(200);
  });
});
