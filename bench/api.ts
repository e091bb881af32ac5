/**
 * Throughput and latency of the tracking API next to a bare node:http server, measured in the same
 * run on the same machine:
 *
 *   npm run bench:api
 *
 * (a) bare: node:http answering a fixed JSON body (the same bytes the API returns for the shipment);
 * (b) api:  GET /api/tracking/AND-DEMO-1004 through trackingRoutes on a minimal Hono app served by
 *     @hono/node-server, over an SQLite file seeded with the demo shipments (rate limit raised).
 *
 * Each server runs in its own child process, so the load generator (this process: a closed loop of
 * keep-alive connections, each sending its next request when the previous answer has arrived, over
 * raw sockets with a minimal HTTP/1.1 parser) does not share an event loop with it. Loopback only;
 * every request must answer 200.
 *
 * Environment: BENCH_DURATION_SECONDS (default 5), BENCH_WARMUP_SECONDS (default 1),
 * BENCH_CONNECTIONS (default 32). autocannon is not a dependency: this is its closed-loop model.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { load, percentile } from "./load-generator.ts";

const TRACKING_NUMBER = "AND-DEMO-1004";
const API_PATH = `/api/tracking/${TRACKING_NUMBER}`;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Servers (child processes): print {"port":N} on stdout once listening, stop on SIGTERM.

async function serveApi(databaseUrl: string): Promise<void> {
  const { serve } = await import("@hono/node-server");
  const { Hono } = await import("hono");
  const { loadConfig } = await import("../server/config.ts");
  const { openDatabase } = await import("../server/db/database.ts");
  const { trackingRoutes } = await import("../server/http/tracking-routes.ts");
  const { createTrackingService } = await import("../server/tracking/service.ts");

  const config = {
    ...loadConfig({ DATABASE_URL: databaseUrl, SITE_MARKET: "mx" }),
    TRACKING_API_URL: undefined,
    TRACKING_RATE_LIMIT: Number.MAX_SAFE_INTEGER,
  };
  const database = await openDatabase(config.DATABASE_URL);
  const service = createTrackingService({ db: database.db, config });
  const app = new Hono();
  app.route("/api", trackingRoutes({ config, service }));
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
    process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
  });
  process.on("SIGTERM", () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}

function serveBare(body: string): void {
  const payload = Buffer.from(body);
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      "Content-Type": "application/json; charset=UTF-8",
      "Content-Length": payload.length,
    });
    response.end(payload);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, "127.0.0.1", () => {
    const { port } = server.address() as AddressInfo;
    process.stdout.write(`${JSON.stringify({ port })}\n`);
  });
  process.on("SIGTERM", () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

async function startServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let buffer = "";
    const timer = setTimeout(() => reject(new Error("the server did not start in 15 s")), 15_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((candidate) => candidate.startsWith("{"));
      if (line) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { port: number }).port);
      }
    });
    child.on("exit", (code) => reject(new Error(`the server exited early (code ${code})`)));
  });
  return { child, port };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

async function measure(
  name: string,
  serverArgs: string[],
  path: string,
  options: { connections: number; warmupMs: number; durationMs: number },
): Promise<Row> {
  const { child, port } = await startServer(serverArgs);
  try {
    await load(port, path, options.connections, options.warmupMs);
    const result = await load(port, path, options.connections, options.durationMs);
    return {
      name,
      rps: result.requests / result.seconds,
      p50: percentile(result.latenciesMs, 0.5),
      p99: percentile(result.latenciesMs, 0.99),
      requests: result.requests,
      errors: result.errors,
    };
  } finally {
    await stopServer(child);
  }
}

async function main(): Promise<void> {
  const durationMs = positiveInteger("BENCH_DURATION_SECONDS", 5) * 1000;
  const warmupMs = positiveInteger("BENCH_WARMUP_SECONDS", 1) * 1000;
  const connections = positiveInteger("BENCH_CONNECTIONS", 32);

  const { openDatabase } = await import("../server/db/database.ts");
  const { migrateToLatest } = await import("../server/db/migrate.ts");
  const { seedDemoShipments } = await import("../server/tracking/demo-data.ts");

  const directory = await mkdtemp(join(tmpdir(), "anden-bench-api-"));
  const databaseUrl = `file:${join(directory, "bench.sqlite")}`;
  try {
    const database = await openDatabase(databaseUrl);
    await migrateToLatest(database.db);
    await seedDemoShipments(database.db, new Date());
    await database.close();

    // The bare server answers the very bytes the API returns, so both move the same payload.
    const probe = await startServer(["--serve-api", databaseUrl]);
    let body: string;
    try {
      const response = await fetch(`http://127.0.0.1:${probe.port}${API_PATH}`);
      if (response.status !== 200) throw new Error(`${API_PATH} answered ${response.status}`);
      body = await response.text();
    } finally {
      await stopServer(probe.child);
    }

    console.log(
      `Tracking API benchmark: ${connections} keep-alive connections, ${warmupMs / 1000} s warm-up + ` +
        `${durationMs / 1000} s per target, loopback, Node ${process.version}, ` +
        `${cpus().length} CPU(s) (${cpus()[0]?.model.trim() ?? "unknown"}), ${body.length}-byte JSON body`,
    );
    const options = { connections, warmupMs, durationMs };
    const bare = await measure("bare node:http (fixed JSON)", ["--serve-bare", body], "/", options);
    const api = await measure(
      `GET ${API_PATH} (Hono + SQLite)`,
      ["--serve-api", databaseUrl],
      API_PATH,
      options,
    );

    const rows = [bare, api];
    const table = [
      ["target", "req/s", "p50 ms", "p99 ms", "requests", "errors"],
      ...rows.map((row) => [
        row.name,
        row.rps.toFixed(0),
        row.p50.toFixed(2),
        row.p99.toFixed(2),
        String(row.requests),
        String(row.errors),
      ]),
    ];
    const widths = table[0]!.map((_, column) =>
      Math.max(...table.map((line) => line[column]!.length)),
    );
    for (const line of table) {
      console.log(
        line
          .map((cell, column) =>
            column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
          )
          .join("  "),
      );
    }
    console.log(
      `ratio api/bare: throughput ${(api.rps / bare.rps).toFixed(2)}x, ` +
        `p50 ${(api.p50 / bare.p50).toFixed(2)}x, p99 ${(api.p99 / bare.p99).toFixed(2)}x`,
    );
    if (bare.errors + api.errors > 0) {
      console.error("Some requests failed: the figures are not comparable.");
      process.exitCode = 1;
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const [mode, argument] = process.argv.slice(2);
if (mode === "--serve-api" && argument) {
  await serveApi(argument);
} else if (mode === "--serve-bare" && argument !== undefined) {
  serveBare(argument);
} else {
  await main();
}
