import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { load, percentile } from "../../bench/load.ts";
import {
  startServer,
  SYSTEM_PORTS,
  systemServerEnv,
  type ServerProcess,
} from "./server-process.ts";

/**
 * The tracking API held at a steady concurrency for a bounded time (autocannon's closed loop, as in
 * `npm run bench:api`): every request must answer 200, none may go unanswered for TIMEOUT_SECONDS.
 * Throughput and latency are printed, not asserted (a shared 2-core machine makes timings noise;
 * `npm run bench:api` compares them).
 */

const PATH = "/api/tracking/AND-DEMO-1004";
const CONNECTIONS = 32;
const WARMUP_SECONDS = 1;
const SECONDS = 4;
/** Far above this test's p99 (tens of milliseconds), well below the run's length. */
const TIMEOUT_SECONDS = 2;

const env = systemServerEnv({
  PORT: String(SYSTEM_PORTS.loadServer),
  LOG_LEVEL: "warn",
  // One client address sends every request: the per-address limit is not under test here.
  TRACKING_RATE_LIMIT: "100000",
});

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
    const run = { port: live.port, path: PATH, connections: CONNECTIONS };
    const warmup = await load({ ...run, seconds: WARMUP_SECONDS, timeoutSeconds: TIMEOUT_SECONDS });
    const result = await load({ ...run, seconds: SECONDS, timeoutSeconds: TIMEOUT_SECONDS });
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
