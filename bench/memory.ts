/**
 * The server's resident memory under distinct pages rendered per request, with its heap flags and
 * without them, measured in the same run:
 *
 *   npm run bench:memory
 *
 *   npm run bench:memory -- --urls 5000 --no-baseline
 *
 * Starts the real server (server/main.ts on the mx build, built first when it is not current, with
 * a temporary SQLite database and the tracking and rates rate limits raised) and asks it for
 * `--urls` (default 20,000) distinct URLs, each rendered anew: quotes of distinct parcels (kept by
 * the page cache, up to its size) and tracking results of distinct numbers (not found, never kept),
 * from BENCH_CONNECTIONS (default 8) connections. It prints the resident set size (VmRSS) before,
 * every 2,000 URLs and at the end, and fails (exit 1) when the run with the server's heap flags
 * (server/heap-flags.ts, as npm start and the container run it) ends over the budget,
 * MEMORY_BUDGET_MB (default 300). The baseline is the same run of the same server started without
 * the flags (V8 sizes its heap from the machine's memory), left out with --no-baseline.
 * Port BENCH_PORT (default 3370).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { pagePathIn } from "../domain/pages.ts";
import { SERVER_HEAP_FLAGS } from "../server/heap-flags.ts";
import { integerFromEnv, integerSetting } from "./settings.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const PORT = integerFromEnv("BENCH_PORT", 3370);
const CONNECTIONS = integerFromEnv("BENCH_CONNECTIONS", 8);
const BUDGET_MB = integerFromEnv("MEMORY_BUDGET_MB", 300);
const REPORT_EVERY = 2_000;

const args = process.argv.slice(2);
const urlsIndex = args.indexOf("--urls");
const URLS = urlsIndex === -1 ? 20_000 : integerSetting("--urls", args[urlsIndex + 1], 20_000);
const withBaseline = !args.includes("--no-baseline");

/** The i-th distinct URL: quotes and tracking results, alternately. */
function distinctUrl(index: number): string {
  if (index % 2 === 1) {
    return `${pagePathIn("mx", "tracking")}/AND-MEM-${String(index).padStart(8, "0")}`;
  }
  const parcel = index / 2;
  const length = 10 + (parcel % 90);
  const weight = (0.5 + Math.floor(parcel / 90) / 100).toFixed(2);
  return `${pagePathIn("mx", "rates")}?origin=06700&destination=44100&length=${length}&height=20&width=10&weight=${weight}`;
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

async function startServer(flags: readonly string[], databaseUrl: string): Promise<ChildProcess> {
  const env = {
    ...process.env,
    SITE_MARKET: "mx",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    TRACKING_API_URL: "",
    TRACKING_RATE_LIMIT: "100000",
    TRACKING_RATE_WINDOW_SECONDS: "1",
    RATES_RATE_LIMIT: "100000",
    RATES_RATE_WINDOW_SECONDS: "1",
  };
  const child = spawn(process.execPath, [...flags, path.join(ROOT, "server/main.ts")], {
    env,
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not become ready in 30 s");
}

interface Run {
  label: string;
  startMb: number;
  samples: Array<[urls: number, mb: number]>;
  endMb: number;
  seconds: number;
}

async function measure(label: string, flags: readonly string[]): Promise<Run> {
  const directory = await mkdtemp(path.join(tmpdir(), "anden-bench-memory-"));
  const server = await startServer(flags, `file:${path.join(directory, "anden.sqlite")}`);
  const pid = server.pid!;
  try {
    const startMb = await residentMb(pid);
    const samples: Run["samples"] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < URLS) {
        const index = next++;
        const answer = await fetch(`http://127.0.0.1:${PORT}${distinctUrl(index)}`, {
          headers: { "Accept-Encoding": "gzip, br" },
        });
        await answer.arrayBuffer();
        if (answer.status >= 500 || answer.status === 429) {
          throw new Error(`${distinctUrl(index)} answered ${answer.status}`);
        }
        if ((index + 1) % REPORT_EVERY === 0) samples.push([index + 1, await residentMb(pid)]);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    const seconds = (performance.now() - started) / 1000;
    const run = { label, startMb, samples, endMb: await residentMb(pid), seconds };
    console.log(
      `${label}: ${run.startMb.toFixed(0)} MB at start; ` +
        samples.map(([urls, mb]) => `${urls}: ${mb.toFixed(0)}`).join(", ") +
        `; ${run.endMb.toFixed(0)} MB after ${URLS} URLs in ${seconds.toFixed(0)} s`,
    );
    return run;
  } finally {
    server.kill("SIGKILL");
    await rm(directory, { recursive: true, force: true });
  }
}

const { ensureBuild } = await import("../scripts/site-build.ts");
await ensureBuild(
  { ...process.env, SITE_MARKET: "mx" },
  { onBuild: () => console.log('Building market "mx"...') },
);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
console.log(`bench:memory, ${URLS} distinct URLs, ${CONNECTIONS} connections; load ${load()}`);
const flagged = await measure(`with ${SERVER_HEAP_FLAGS.join(" ")}`, SERVER_HEAP_FLAGS);
const baseline = withBaseline ? await measure("without heap flags (baseline)", []) : undefined;
console.log(`load at the end ${load()}`);
if (baseline) {
  console.log(
    `resident memory with the flags: ${(flagged.endMb / baseline.endMb).toFixed(2)}x the baseline's; ` +
      `time: ${(flagged.seconds / baseline.seconds).toFixed(2)}x`,
  );
}
const within = flagged.endMb <= BUDGET_MB;
console.log(
  `${within ? "within" : "OVER"} the budget: ${flagged.endMb.toFixed(0)} MB of ${BUDGET_MB} MB`,
);
if (!within) process.exitCode = 1;
