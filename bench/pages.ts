/**
 * Lighthouse on every page of one market, against the budgets of issue 7 and the stricter targets
 * of issue 18 (LCP at most 1.0 s and Performance 100 on every route):
 *
 *   npm run bench:pages -- [--market mx|ar|us] [--url http://running-server] [--runs 3]
 *                          [--only /,/contacto] [--out dir]
 *
 * Mobile preset with simulated throttling (Lighthouse's default configuration), `--runs` runs per
 * route (default 3); prints per route the median of each figure over the runs: the Performance,
 * Accessibility, Best Practices and SEO scores, LCP, TBT, CLS, and the transfer sizes of the
 * JavaScript and of the whole page. A budget missed is flagged "!" and makes the exit code 1; a
 * figure within its budget but short of its target is flagged "~" and listed, without failing.
 *
 * Routes: the pages of domain/pages.ts at their paths in the market, a tracking deep link and the
 * market's customer stories. Without --url the script builds
 * the market if its build is not current, starts the real server (server/main.ts) on port 3350 with
 * a temporary SQLite database and stops it at the end. Chromium is the system one
 * (tests/e2e/chromium.ts: CHROME_PATH or /usr/bin/chromium), headless; nothing is downloaded.
 * --out writes each route's median-performance Lighthouse report (JSON) into that directory.
 *
 * Simulated throttling scales the CPU time observed on this machine: on a busy machine TBT and
 * the scores come out worse than on an idle one, so the load average is printed with the figures.
 *
 * The floor (issue 25): a one-screen static page with its CSS inline and a system font, served on
 * port 3351 and measured in the same run, before the routes, with the same runs. Each route's FCP
 * and LCP are printed as ratios of the floor's, against the targets FCP <= 1.10x and
 * LCP <= 1.15x, so that figures from a busy machine and a quiet one compare. The font floor, the
 * same page with the site's brand font preloaded (the file the site's home page preloads, fetched
 * from the server measured), is measured next: LCP/font floor says how far a route is from what a
 * page with that font can reach, the font's own round trip apart.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result as LighthouseResult } from "lighthouse";
import { pagePathIn, pagePathsIn } from "../domain/pages.ts";
import { storyPathIn } from "../domain/stories.ts";
import { readStories } from "../tooling/story-files.ts";
import type { MarketId } from "../domain/site.ts";
import { ensureBuild } from "../scripts/site-build.ts";
import { marketOption, scriptOptions, UsageError } from "../scripts/script-options.ts";
import { wholeNumber } from "../server/cli/commands.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium.ts";
import { SERVER_HEAP_FLAGS } from "../server/heap-flags.ts";

const USAGE = `Usage: npm run bench:pages -- [--market mx|ar|us] [--url http://running-server]
                           [--runs 3] [--only /,/contacto] [--out dir]

Lighthouse (mobile, simulated throttling) on every route of one market, --runs runs a route
(1 to 20, default 3), the medians against the budgets and the floor page; exit code 1 when a
budget is missed. Without --url it builds the market and starts its own server. --only takes
routes at their paths in the market; --out writes each route's median report (JSON) there.`;

const ROOT = path.resolve(import.meta.dirname, "..");
const PORT = 3350;
const FLOOR_PORT = 3351;
const trackingDeepLink = (market: MarketId) => `${pagePathIn(market, "tracking")}/AND-DEMO-1004`;
const routesIn = (market: MarketId) => [
  ...pagePathsIn(market),
  trackingDeepLink(market),
  // The customer stories (ADR 56), prerendered like the pages.
  ...readStories(market).map((story) => storyPathIn(market, story.slug)),
];
/**
 * Audits a route fails by design, left out of its scores and misses: a parcel's page is `noindex`
 * (it stays out of search results), and Lighthouse's is-crawlable audit fails every such page.
 */
const byDesignIn = (market: MarketId): Record<string, string[]> => ({
  [trackingDeepLink(market)]: ["is-crawlable"],
});
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const KB = 1000;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** FCP and LCP as ratios of the floor page's, measured in the same run. */
  fcpRatio: number;
  lcpRatio: number;
  /** LCP as a ratio of the floor's with the site's brand font preloaded, as every page has it. */
  lcpFontRatio: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  totalBytes: number;
}

interface Budget {
  key: keyof Figures;
  label: string;
  text: string;
  ok: (value: number) => boolean;
  format: (value: number) => string;
  /** Budgets that apply to the home page only. */
  homeOnly?: boolean;
  /** A stricter goal than the budget (issue 18), reported apart. */
  target?: { text: string; ok: (value: number) => boolean };
}

const score = (value: number) => String(Math.round(value * 100));
const BUDGETS: Budget[] = [
  {
    key: "performance",
    label: "Perf",
    text: ">=98",
    ok: (v) => v >= 0.98,
    format: score,
    target: { text: "100", ok: (v) => v >= 1 },
  },
  { key: "accessibility", label: "A11y", text: "100", ok: (v) => v >= 1, format: score },
  { key: "bestPractices", label: "BP", text: "100", ok: (v) => v >= 1, format: score },
  { key: "seo", label: "SEO", text: "100", ok: (v) => v >= 1, format: score },
  {
    key: "fcpMs",
    label: "FCP s",
    text: "-",
    ok: () => true,
    format: (v) => (v / 1000).toFixed(2),
  },
  {
    key: "fcpRatio",
    label: "FCP/floor",
    text: "-",
    ok: () => true,
    format: (v) => v.toFixed(2),
    target: { text: "<=1.10", ok: (v) => v <= 1.1 },
  },
  {
    key: "lcpMs",
    label: "LCP s",
    text: "<=1.3",
    ok: (v) => v <= 1300,
    format: (v) => (v / 1000).toFixed(2),
    target: { text: "<=1.0", ok: (v) => v <= 1000 },
  },
  {
    key: "lcpRatio",
    label: "LCP/floor",
    text: "-",
    ok: () => true,
    format: (v) => v.toFixed(2),
    target: { text: "<=1.15", ok: (v) => v <= 1.15 },
  },
  {
    key: "lcpFontRatio",
    label: "LCP/font floor",
    text: "-",
    ok: () => true,
    format: (v) => v.toFixed(2),
  },
  { key: "tbtMs", label: "TBT ms", text: "<=50", ok: (v) => v <= 50, format: (v) => v.toFixed(0) },
  {
    key: "cls",
    label: "CLS",
    text: "<0.02",
    ok: (v) => v < 0.02,
    format: (v) => v.toFixed(3),
    target: { text: "0", ok: (v) => v < 0.0005 },
  },
  {
    key: "scriptBytes",
    label: "JS kB",
    text: "<100 home",
    ok: (v) => v < 100 * KB,
    format: (v) => (v / KB).toFixed(1),
    homeOnly: true,
  },
  {
    key: "totalBytes",
    label: "total kB",
    text: "<500 home",
    ok: (v) => v < 500 * KB,
    format: (v) => (v / KB).toFixed(1),
    homeOnly: true,
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A category's score, weighed as Lighthouse does, without the audits `byDesign` names. */
function categoryScore(lhr: LighthouseResult, id: string, byDesign: string[]): number {
  const category = lhr.categories[id];
  if (typeof category?.score !== "number") throw new Error(`Lighthouse gave no ${id} score`);
  if (byDesign.length === 0) return category.score;
  const counted = category.auditRefs.filter((ref) => ref.weight > 0 && !byDesign.includes(ref.id));
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const scored = counted.reduce(
    (sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0),
    0,
  );
  return weight === 0 ? 1 : scored / weight;
}

/** What a figure is measured against: the floor page's FCP and LCP in this run. */
interface Floor {
  fcpMs: number;
  lcpMs: number;
}

interface Floors {
  /** System font. */
  plain: Floor;
  /** The same page with the site's brand font preloaded and set, as on every page of the site. */
  withFont: Floor;
}

function figuresOf(lhr: LighthouseResult, byDesign: string[], floors: Floors): Figures {
  const category = (id: (typeof CATEGORIES)[number]) => categoryScore(lhr, id, byDesign);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== "number") throw new Error(`Lighthouse gave no value for ${id}`);
    return value;
  };
  const summary = lhr.audits["resource-summary"]?.details;
  const items =
    summary && "items" in summary
      ? (summary.items as { resourceType: string; transferSize: number }[])
      : [];
  const bytesOf = (type: string) => items.find((item) => item.resourceType === type)?.transferSize;
  const scriptBytes = bytesOf("script");
  const totalBytes = bytesOf("total");
  if (scriptBytes === undefined || totalBytes === undefined) {
    throw new Error("Lighthouse gave no resource summary");
  }
  return {
    performance: category("performance"),
    accessibility: category("accessibility"),
    bestPractices: category("best-practices"),
    seo: category("seo"),
    fcpMs: numeric("first-contentful-paint"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpRatio: numeric("first-contentful-paint") / floors.plain.fcpMs,
    lcpRatio: numeric("largest-contentful-paint") / floors.plain.lcpMs,
    lcpFontRatio: numeric("largest-contentful-paint") / floors.withFont.lcpMs,
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    scriptBytes,
    totalBytes,
  };
}

/** The audits that lost points in a category, for the summary of misses. */
function failingAudits(lhr: LighthouseResult, categoryId: string, byDesign: string[]): string[] {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.weight > 0 && !byDesign.includes(ref.id))
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => typeof audit.score === "number" && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
}

/**
 * One Lighthouse run. A run that fails to record its trace (NO_NAVSTART and the like, which
 * happens on a busy machine) is tried again, up to three attempts; `beforeAttempt` restarts the
 * server if it has stopped.
 */
async function audit(
  url: string,
  port: number,
  beforeAttempt: () => Promise<void>,
): Promise<LighthouseResult> {
  let lastError = "";
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await beforeAttempt();
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result.lhr;
    lastError = `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`;
    process.stderr.write(`\n${url}: ${lastError} (attempt ${attempt} of 3)\n`);
  }
  throw new Error(`${url}: ${lastError}`);
}

interface BenchServer {
  url: string;
  /** Starts the server again if it has stopped (something else on the machine may kill it). */
  ensureRunning: () => Promise<void>;
  stop: () => Promise<void>;
}

async function startServer(market: string): Promise<BenchServer> {
  const directory = await mkdtemp(path.join(tmpdir(), "anden-bench-pages-"));
  const env = {
    ...process.env,
    SITE_MARKET: market,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${path.join(directory, "bench.sqlite")}`,
    LOG_LEVEL: "warn",
  };
  await ensureBuild(env, { onBuild: () => console.log(`Building market "${market}"...`) });
  const url = `http://127.0.0.1:${PORT}`;
  let server: ChildProcess | undefined;
  const running = () => server !== undefined && server.exitCode === null && !server.signalCode;

  const launch = async () => {
    const child = spawn(
      path.join(ROOT, "node_modules/.bin/node"),
      [...SERVER_HEAP_FLAGS, path.join(ROOT, "server/main.ts")],
      {
        env,
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
    server = child;
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (child.exitCode !== null || child.signalCode) break;
      try {
        if ((await fetch(`${url}/readyz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The server did not become ready on port ${PORT} in 30 s`);
  };
  const stop = async () => {
    if (server && running()) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await rm(directory, { recursive: true, force: true });
  };
  const ensureRunning = async () => {
    if (running()) return;
    process.stderr.write(
      `\nThe server had stopped (${server?.signalCode ?? server?.exitCode}); starting it again.\n`,
    );
    await launch();
  };
  try {
    await launch();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, ensureRunning, stop };
}

/**
 * The floor: one screen of static content, its CSS inline, a system font, no script. What a page
 * of this site could reach at best on the same profile. The font floor adds only the site's brand
 * font, preloaded and set on the page as the site's pages have it (the design brief asks for it):
 * what a page with that font could reach at best.
 */
const FLOOR_CSS = `body{margin:0;font-family:system-ui,sans-serif;color:#0b1f3a;background:#fff}header{display:flex;align-items:center;height:72px;padding:0 16px;font-weight:800;font-size:1.25rem}main{padding:56px 16px;background:linear-gradient(#eef4ff,#fff)}h1{margin:0;font-size:2.5rem;line-height:1.1}p{max-width:40rem;font-size:1.125rem;line-height:1.6;color:#34475f}a{display:inline-block;margin-top:16px;padding:12px 20px;border-radius:12px;background:#ff6b2c;color:#0b1f3a;font-weight:600;text-decoration:none}`;
const FONT_PATH = "/brand-font.woff2";
const FONT_CSS = `@font-face{font-family:Brand;font-style:normal;font-display:swap;font-weight:400 800;src:url(${FONT_PATH}) format("woff2-variations")}body{font-family:Brand,system-ui,sans-serif}`;
const floorPage = (withFont: boolean) =>
  `<!DOCTYPE html><html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Andén</title><meta name="description" content="Logística para vender en línea.">${withFont ? `<link rel="preload" href="${FONT_PATH}" as="font" type="font/woff2" crossorigin="anonymous">` : ""}<style>${FLOOR_CSS}${withFont ? FONT_CSS : ""}</style></head><body><header>Andén</header><main><h1>Envíos y fulfillment para tu tienda en línea</h1><p>Almacenamos, empacamos y entregamos tus pedidos en todo México, con más de 15 paqueterías en una sola integración.</p><a href="#">Crea tu cuenta</a></main></body></html>`;

/** The brand font file the site's home page preloads, as the site serves it. */
async function brandFontOf(baseUrl: string): Promise<Buffer> {
  const home = await (await fetch(`${baseUrl}/`)).text();
  const href = /<link rel="preload" href="([^"]+\.woff2)"/.exec(home)?.[1];
  if (!href) throw new Error(`${baseUrl}/ preloads no woff2 font`);
  const response = await fetch(new URL(href, baseUrl));
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

async function serveFloors(
  font: Buffer,
): Promise<{ plainUrl: string; withFontUrl: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url === FONT_PATH) {
      response.writeHead(200, { "Content-Type": "font/woff2" });
      response.end(font);
      return;
    }
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(floorPage(request.url === "/with-font"));
  });
  await new Promise<void>((resolve) => server.listen(FLOOR_PORT, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${FLOOR_PORT}`;
  return {
    plainUrl: `${origin}/`,
    withFontUrl: `${origin}/with-font`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The floor page's median FCP and LCP over `runs` Lighthouse runs. */
async function measureFloor(url: string, chromePort: number, runs: number): Promise<Floor> {
  const floorRuns: Floor[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await audit(url, chromePort, async () => {});
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    floorRuns.push({
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
    });
  }
  return {
    fcpMs: median(floorRuns.map((run) => run.fcpMs)),
    lcpMs: median(floorRuns.map((run) => run.lcpMs)),
  };
}

async function measureFloors(baseUrl: string, chromePort: number, runs: number): Promise<Floors> {
  const floorServer = await serveFloors(await brandFontOf(baseUrl));
  try {
    return {
      plain: await measureFloor(floorServer.plainUrl, chromePort, runs),
      withFont: await measureFloor(floorServer.withFontUrl, chromePort, runs),
    };
  } finally {
    await floorServer.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

async function main(): Promise<void> {
  const { values, market, runs, routes } = scriptOptions(
    USAGE,
    {
      options: {
        market: { type: "string" },
        url: { type: "string" },
        runs: { type: "string" },
        only: { type: "string" },
        out: { type: "string" },
      },
    },
    ({ values }) => {
      const market = marketOption(values.market);
      const allRoutes = routesIn(market);
      const only = values.only?.split(",").map((route) => route.trim());
      const routes = only ? allRoutes.filter((route) => only.includes(route)) : allRoutes;
      if (routes.length === 0) {
        throw new UsageError(`--only matched none of: ${allRoutes.join(", ")}`);
      }
      const runs = values.runs === undefined ? 3 : wholeNumber(20).parse(values.runs, "runs");
      return { values, market, runs, routes };
    },
  );
  const byDesign = byDesignIn(market);
  const outDir = values.out ? path.resolve(values.out) : undefined;
  if (outDir) await mkdir(outDir, { recursive: true });

  const server = values.url ? undefined : await startServer(market);
  const baseUrl = (values.url ?? server!.url).replace(/\/+$/, "");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
    logLevel: "silent",
  });
  // Ctrl-C (or SIGTERM) still closes Chromium and the server.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      chrome.kill();
      void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
    });
  }

  console.log(
    `Lighthouse, mobile preset, simulated throttling, ${runs} run(s) per route, medians; ` +
      `market ${market}, ${baseUrl}; ${cpus().length} CPU(s), load average ${loadAverage()} ` +
      `at start. Sizes are transfer sizes, kB = 1000 bytes. "!" marks a budget missed, "~" a ` +
      `figure within its budget and short of its target.\n`,
  );
  let floors: Floors;
  try {
    floors = await measureFloors(baseUrl, chrome.port, runs);
  } catch (error) {
    chrome.kill();
    await server?.stop();
    throw error;
  }
  console.log(
    `floor (one screen, CSS inline, system font): FCP ${seconds(floors.plain.fcpMs)}, ` +
      `LCP ${seconds(floors.plain.lcpMs)}\n` +
      `font floor (the same, the brand font preloaded): FCP ${seconds(floors.withFont.fcpMs)}, ` +
      `LCP ${seconds(floors.withFont.lcpMs)}\n`,
  );
  // Each route's line is printed as soon as its runs are done.
  const widths = [
    Math.max(...routes.map((route) => route.length), "budget".length),
    ...BUDGETS.map((budget) => Math.max(budget.label.length, budget.text.length + 1, 7)),
  ];
  const printRow = (cells: string[]) =>
    console.log(
      cells
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join("  "),
    );
  printRow(["route", ...BUDGETS.map((budget) => budget.label)]);
  printRow(["budget", ...BUDGETS.map((budget) => `${budget.text} `)]);
  printRow(["target", ...BUDGETS.map((budget) => `${budget.target?.text ?? ""} `)]);

  const misses: string[] = [];
  const shortOfTargets: string[] = [];
  const benchmarkIndex: number[] = [];
  let lighthouseVersion = "";
  try {
    for (const route of routes) {
      const perRun: { figures: Figures; lhr: LighthouseResult }[] = [];
      for (let run = 1; run <= runs; run += 1) {
        // Progress on a terminal only: piped into a file, the carriage returns would run into
        // the table.
        if (process.stderr.isTTY) process.stderr.write(`${route} run ${run}/${runs}\r`);
        const lhr = await audit(`${baseUrl}${route}`, chrome.port, async () => {
          await server?.ensureRunning();
        });
        benchmarkIndex.push(lhr.environment.benchmarkIndex);
        lighthouseVersion = lhr.lighthouseVersion;
        perRun.push({ figures: figuresOf(lhr, byDesign[route] ?? [], floors), lhr });
      }
      const figures = Object.fromEntries(
        (Object.keys(perRun[0]!.figures) as (keyof Figures)[]).map((key) => [
          key,
          median(perRun.map((run) => run.figures[key])),
        ]),
      ) as unknown as Figures;
      // The run whose Performance score is the median one, for the list of failing audits.
      const { lhr } = [...perRun].sort((a, b) => a.figures.performance - b.figures.performance)[
        Math.floor(perRun.length / 2)
      ]!;
      if (outDir) {
        const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
        await writeFile(path.join(outDir, `${name}.json`), JSON.stringify(lhr, null, 1));
      }

      const cells = [route];
      for (const budget of BUDGETS) {
        const value = figures[budget.key];
        const applies = !budget.homeOnly || route === "/";
        const missed = applies && !budget.ok(value);
        const short = applies && !missed && budget.target !== undefined && !budget.target.ok(value);
        cells.push(`${budget.format(value)}${missed ? "!" : short ? "~" : " "}`);
        if (missed)
          misses.push(`${route}: ${budget.label} ${budget.format(value)} (${budget.text})`);
        if (short) {
          shortOfTargets.push(
            `${route}: ${budget.label} ${budget.format(value)} (${budget.target!.text})`,
          );
        }
      }
      printRow(cells);
      for (const category of CATEGORIES) {
        const failing = failingAudits(lhr, category, byDesign[route] ?? []);
        if (category !== "performance" && failing.length > 0) {
          misses.push(`${route}: ${category} loses points on ${failing.join(", ")}`);
        }
      }
    }
  } finally {
    chrome.kill();
    await server?.stop();
  }

  console.log(
    `\nLighthouse ${lighthouseVersion}; load average ${loadAverage()} at the end; ` +
      `Lighthouse's CPU benchmarkIndex ${median(benchmarkIndex).toFixed(0)} (median of the runs).`,
  );
  for (const [route, audits] of Object.entries(byDesign)) {
    if (routes.includes(route))
      console.log(`Left out by design on ${route}: ${audits.join(", ")}.`);
  }
  if (shortOfTargets.length > 0) {
    console.log(`${shortOfTargets.length} figure(s) short of their targets (issues 18 and 25):`);
    for (const short of shortOfTargets) console.log(`  ${short}`);
  }
  if (misses.length > 0) {
    console.log(`${misses.length} miss(es):`);
    for (const miss of misses) console.log(`  ${miss}`);
    process.exitCode = 1;
  } else {
    console.log("Every route is within its budgets.");
  }
}

await main();
