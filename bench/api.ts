/**
 * Throughput and latency of the real server next to a bare node:http server, measured in the same
 * run on the same machine:
 *
 *   npm run bench:api
 *
 *   npm run bench:api -- --runs 3
 *
 * Three targets measured on both servers, the app's figures set against the bare server's:
 *   (a) GET / with Accept-Encoding: br, as a browser sends it: the prerendered home page;
 *   (b) GET /api/tracking/AND-DEMO-1004: the tracking API over SQLite;
 *   (c) GET /api/rates?origin=06700&destination=44100&...: the rates API.
 * And the pages rendered per request, measured on the app only and set against the prerendered
 * home page without Accept-Encoding (its baseline, measured first):
 *   (d) GET /tracking/AND-DEMO-1004: a tracking result;
 *   (e) GET /cotizador?origin=06700&destination=44100&...: a quote.
 * "app" is the real server (server/main.ts on the mx build, built first when it is not current,
 * with a temporary SQLite database seeded with the demo shipments, request logging at info level
 * to /dev/null, and the tracking and rates rate limits raised through their configuration), so
 * the figures include every middleware the site runs. "bare" is node:http answering the very bytes
 * (and Content-Type / Content-Encoding) that the app answered for that target.
 *
 * Each server runs in its own child process, so the load generator (bench/load-generator.ts, in
 * this process: a closed loop of keep-alive connections, each sending its next request when the
 * previous answer has arrived, over raw sockets with a minimal HTTP/1.1 parser) does not share an
 * event loop with it. Loopback only,
 * ports BENCH_PORT (app) and BENCH_PORT + 1 (bare); every request must answer 200.
 *
 * With `--runs N` (default 1) every target is measured N times, each run in the same order, and
 * the medians are printed; the load average is printed at the start and end of each run.
 *
 * Environment: BENCH_DURATION_SECONDS (default 5), BENCH_WARMUP_SECONDS (default 1),
 * BENCH_CONNECTIONS (default 50), BENCH_PORT (default 3360). This is autocannon's closed-loop
 * model without autocannon, whose client costs about as much CPU per request as the bare server
 * and would cap the baseline on a 2-core machine (ADR 25).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request as httpRequest } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pagePathIn } from "../domain/pages.ts";
import { SERVER_HEAP_FLAGS } from "../server/heap-flags.ts";
import { load, percentile } from "./load-generator.ts";
import { integerFromEnv, integerSetting } from "./settings.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

interface Target {
  label: string;
  path: string;
  /** Request header lines after Host, each ending in CRLF. */
  headers: string;
}

const QUOTE_QUERY = "origin=06700&destination=44100&length=30&height=20&width=15&weight=2";

/** Measured on both servers: the app against node:http answering the same bytes. */
const TARGETS: Target[] = [
  {
    label: "GET / (prerendered page, Accept-Encoding with br)",
    path: "/",
    headers:
      "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n" +
      "Accept-Encoding: gzip, deflate, br, zstd\r\n",
  },
  {
    label: "GET /api/tracking/AND-DEMO-1004",
    path: "/api/tracking/AND-DEMO-1004",
    headers: "Accept: application/json\r\n",
  },
  {
    label: "GET /api/rates?... (mx, 06700 to 44100, 2 kg)",
    path: `/api/rates?${QUOTE_QUERY}`,
    headers: "Accept: application/json\r\n",
  },
];

const PAGE_HEADERS = "Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n";

/** Measured on the app only: the prerendered home page, then the pages rendered per request. */
const PAGE_BASELINE: Target = {
  label: "GET / (prerendered page, no Accept-Encoding)",
  path: "/",
  headers: PAGE_HEADERS,
};
const RENDERED_PAGES: Target[] = [
  {
    label: "GET /tracking/AND-DEMO-1004 (rendered per request)",
    path: `${pagePathIn("mx", "tracking")}/AND-DEMO-1004`,
    headers: PAGE_HEADERS,
  },
  {
    label: "GET /cotizador?... (rendered per request, mx, 06700 to 44100, 2 kg)",
    path: `${pagePathIn("mx", "rates")}?${QUOTE_QUERY}`,
    headers: PAGE_HEADERS,
  },
];

// ---------------------------------------------------------------------------------------------
// Servers (child processes), each stopped with SIGTERM.

/** What the app answered for one target; the bare server sends the same bytes and headers. */
interface FixedResponse {
  contentType: string;
  contentEncoding?: string;
  /** base64 */
  body: string;
}

/** The baseline: node:http answering fixed responses by URL, read from a JSON file. */
async function serveBare(file: string, port: number): Promise<void> {
  const fixed = JSON.parse(await readFile(file, "utf8")) as Record<string, FixedResponse>;
  const responses = new Map(
    Object.entries(fixed).map(([url, response]) => {
      const body = Buffer.from(response.body, "base64");
      const headers: Record<string, string | number> = {
        "Content-Type": response.contentType,
        "Content-Length": body.length,
      };
      if (response.contentEncoding) headers["Content-Encoding"] = response.contentEncoding;
      return [url, { headers, body }];
    }),
  );
  const server = createServer((request, response) => {
    const fixedResponse = responses.get(request.url ?? "");
    if (!fixedResponse) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, fixedResponse.headers);
    response.end(fixedResponse.body);
  });
  server.keepAliveTimeout = 60_000;
  server.listen(port, "127.0.0.1");
  process.on("SIGTERM", () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  });
}

async function waitUntilAnswering(child: ChildProcess, url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      await fetch(url);
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url}: the server did not answer in 30 s`);
}

/** The real server (server/main.ts) as `npm start` runs it, with raised rate limits. */
async function startApp(port: number, databaseUrl: string): Promise<ChildProcess> {
  const { ensureBuild } = await import("../scripts/site-build.ts");
  const env = {
    ...process.env,
    SITE_MARKET: "mx",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "info",
    DEMO_DATA: "true",
    TRACKING_API_URL: "",
    TRACKING_RATE_LIMIT: "100000",
    TRACKING_RATE_WINDOW_SECONDS: "1",
    RATES_RATE_LIMIT: "100000",
    RATES_RATE_WINDOW_SECONDS: "1",
  };
  await ensureBuild(env, { onBuild: () => console.log('Building market "mx"...') });
  // Request logs go to /dev/null: pino still formats and writes every line, as in production.
  const child = spawn(process.execPath, [...SERVER_HEAP_FLAGS, join(ROOT, "server/main.ts")], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntilAnswering(child, `http://127.0.0.1:${port}/readyz`);
  return child;
}

async function startBare(port: number, file: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--serve-bare", file], {
    env: { ...process.env, BENCH_PORT: String(port) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilAnswering(child, `http://127.0.0.1:${port}/`);
  return child;
}

/** The raw (still compressed) answer of the app to `target`, for the bare server to repeat. */
function rawResponse(port: number, target: Target): Promise<FixedResponse> {
  const headers = Object.fromEntries(
    target.headers
      .split("\r\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  );
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port, path: target.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${target.path} answered ${response.statusCode}`));
            return;
          }
          resolve({
            contentType: response.headers["content-type"] ?? "application/octet-stream",
            contentEncoding: response.headers["content-encoding"],
            body: Buffer.concat(chunks).toString("base64"),
          });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end();
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

interface Row {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

async function measure(
  port: number,
  target: Target,
  options: { connections: number; warmupMs: number; durationMs: number },
): Promise<Row> {
  const { connections, warmupMs, durationMs } = options;
  await load(port, target.path, connections, warmupMs, target.headers);
  const result = await load(port, target.path, connections, durationMs, target.headers);
  return {
    rps: result.requests / result.seconds,
    p50: percentile(result.latenciesMs, 0.5),
    p99: percentile(result.latenciesMs, 0.99),
    requests: result.requests,
    errors: result.errors,
  };
}

function printTable(table: string[][]): void {
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => (line.length === 1 ? 0 : line[column]!.length))),
  );
  for (const line of table) {
    if (line.length === 1) {
      console.log(line[0]);
      continue;
    }
    console.log(
      line
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join("  "),
    );
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of each figure over the runs (each figure on its own). */
const medianRow = (rows: Row[]): Row => ({
  rps: median(rows.map((row) => row.rps)),
  p50: median(rows.map((row) => row.p50)),
  p99: median(rows.map((row) => row.p99)),
  requests: median(rows.map((row) => row.requests)),
  errors: rows.reduce((sum, row) => sum + row.errors, 0),
});

const figures = (name: string, row: Row) => [
  `  ${name}`,
  row.rps.toFixed(0),
  row.p50.toFixed(2),
  row.p99.toFixed(2),
  String(Math.round(row.requests)),
  String(row.errors),
];

const ratio = (name: string, measured: Row, baseline: Row) => [
  `  ${name}`,
  `${(measured.rps / baseline.rps).toFixed(2)}x`,
  `${(measured.p50 / baseline.p50).toFixed(2)}x`,
  `${(measured.p99 / baseline.p99).toFixed(2)}x`,
  "",
  "",
];

function runsArgument(argv: string[]): number {
  const index = argv.indexOf("--runs");
  return index === -1 ? 1 : integerSetting("--runs", argv[index + 1], 1);
}

async function main(): Promise<void> {
  const durationMs = integerFromEnv("BENCH_DURATION_SECONDS", 5) * 1000;
  const warmupMs = integerFromEnv("BENCH_WARMUP_SECONDS", 1) * 1000;
  const connections = integerFromEnv("BENCH_CONNECTIONS", 50);
  const appPort = integerFromEnv("BENCH_PORT", 3360);
  const barePort = appPort + 1;
  const runs = runsArgument(process.argv.slice(2));

  const directory = await mkdtemp(join(tmpdir(), "anden-bench-api-"));
  const children: ChildProcess[] = [];
  try {
    children.push(await startApp(appPort, `file:${join(directory, "bench.sqlite")}`));
    const fixed: Record<string, FixedResponse> = {};
    for (const target of TARGETS) fixed[target.path] = await rawResponse(appPort, target);
    for (const target of [PAGE_BASELINE, ...RENDERED_PAGES]) await rawResponse(appPort, target);
    const fixedFile = join(directory, "fixed-responses.json");
    await writeFile(fixedFile, JSON.stringify(fixed));
    children.push(await startBare(barePort, fixedFile));

    console.log(
      `Server benchmark: ${connections} keep-alive connections, ${warmupMs / 1000} s warm-up + ` +
        `${durationMs / 1000} s per target and server, ${runs} run(s), medians shown, loopback, ` +
        `Node ${process.version}, ${cpus().length} CPU(s) ` +
        `(${cpus()[0]?.model.trim() ?? "unknown"}), load average ${loadAverage()} at start.`,
    );
    console.log(
      "app = server/main.ts (mx build, SQLite, every middleware, request logs at info); " +
        "bare = node:http answering the same bytes.\n",
    );
    const options = { connections, warmupMs, durationMs };
    const measured = new Map<string, { bare: Row[]; app: Row[] }>();
    const record = (key: string, server: "bare" | "app", row: Row) => {
      const rows = measured.get(key) ?? { bare: [], app: [] };
      rows[server].push(row);
      measured.set(key, rows);
    };
    for (let run = 1; run <= runs; run += 1) {
      console.log(`Run ${run} of ${runs}: load average ${loadAverage()} at start.`);
      for (const target of TARGETS) {
        // Bare then app for each target, so a change in the machine's load hits both alike.
        record(target.label, "bare", await measure(barePort, target, options));
        record(target.label, "app", await measure(appPort, target, options));
      }
      for (const target of [PAGE_BASELINE, ...RENDERED_PAGES]) {
        record(target.label, "app", await measure(appPort, target, options));
      }
      console.log(`Run ${run} of ${runs}: load average ${loadAverage()} at the end.`);
    }

    const table: string[][] = [["server", "req/s", "p50 ms", "p99 ms", "requests", "errors"]];
    let errors = 0;
    for (const target of TARGETS) {
      const response = fixed[target.path]!;
      const size = Buffer.from(response.body, "base64").length;
      const rows = measured.get(target.label)!;
      const bare = medianRow(rows.bare);
      const app = medianRow(rows.app);
      errors += bare.errors + app.errors;
      table.push(
        [
          `${target.label}: ${size} bytes${response.contentEncoding ? ` ${response.contentEncoding}` : ""}`,
        ],
        figures("bare node:http", bare),
        figures("app", app),
        ratio("app/bare", app, bare),
      );
    }
    const home = medianRow(measured.get(PAGE_BASELINE.label)!.app);
    errors += home.errors;
    table.push([PAGE_BASELINE.label], figures("app", home));
    for (const target of RENDERED_PAGES) {
      const page = medianRow(measured.get(target.label)!.app);
      errors += page.errors;
      table.push([target.label], figures("app", page), ratio("page/home", page, home));
    }
    console.log("");
    printTable(table);
    console.log(`\nLoad average at the end: ${loadAverage()}.`);
    if (errors > 0) {
      console.error("Some requests did not answer 200: the figures are not comparable.");
      process.exitCode = 1;
    }
  } finally {
    for (const child of children.reverse()) await stopServer(child);
    await rm(directory, { recursive: true, force: true });
  }
}

const [mode, argument] = process.argv.slice(2);
if (mode === "--serve-bare" && argument) {
  await serveBare(argument, integerFromEnv("BENCH_PORT", 3361));
} else {
  await main();
}
