import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { pagePathsIn } from "../app/pages.ts";
import { isMarketId } from "../domain/site.ts";
import { loadConfig } from "../server/config.ts";
import { ratesCalculator } from "../app/widgets/rates-calculator/rates-calculator.ts";
import { layOutDeferredSections } from "../tests/e2e/deferred-sections.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium.ts";
import { sampleRoutes } from "../tests/e2e/sample-routes.ts";
import { build, buildIsCurrent } from "./build.ts";

// npm run screenshots -- [--market mx|ar|us] [--url http://running-server] [--out dir]
//   [--port 3390] [--only /,/contacto]
// Screenshots of every page of the page table, and of tracking results and quotes (with a card's
// details open), at 390 and 1440 px: the whole page (<page>-<width>.png) and the same cut into
// screen-high pieces to look at (<page>-<width>-<n>.png). Without --url it builds the market if
// needed and starts its own server on --port.
const { values } = parseArgs({
  options: {
    market: { type: "string" },
    url: { type: "string" },
    out: { type: "string" },
    port: { type: "string", default: "3390" },
    only: { type: "string" },
  },
});
const market = values.market ?? process.env.SITE_MARKET ?? "mx";
if (!isMarketId(market)) throw new Error(`Unknown market "${market}" (mx, ar or us)`);
const outDir = path.resolve(values.out ?? path.join("screenshots", market));
const WIDTHS = [390, 1440];
const ROOT = path.resolve(import.meta.dirname, "..");

async function startServer(): Promise<{ url: string; server: ChildProcess; dataDir: string }> {
  const port = Number(values.port);
  // A database of its own, new each run: the demo parcels are seeded for this start (never a
  // file an earlier run, or another worktree's run, left behind).
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `anden-screenshots-${market}-`));
  const env = {
    ...process.env,
    SITE_MARKET: market,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${path.join(dataDir, "anden.sqlite")}`,
    LOG_LEVEL: "warn",
  };
  const config = loadConfig(env);
  if (!(await buildIsCurrent(config))) await build(env);
  const server = spawn(process.execPath, [path.join(ROOT, "server/main.ts")], {
    env,
    stdio: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { url, server, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  await rm(dataDir, { recursive: true, force: true });
  throw new Error("The server did not become ready in 10 s");
}

/** A file name for a route: its path without slashes, and the query's postal codes if any. */
function fileNameOf(route: string): string {
  const url = new URL(route, "http://x");
  const name = url.pathname === "/" ? "home" : url.pathname.slice(1).replaceAll("/", "_");
  const destination = url.searchParams.get("destination");
  return destination ? `${name}_${destination}` : name;
}

const routes = values.only
  ? values.only.split(",")
  : [...pagePathsIn(market), ...sampleRoutes(market)];

const started = values.url ? undefined : await startServer();
const baseUrl = values.url ?? started!.url;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await mkdir(outDir, { recursive: true });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const route of routes) {
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      // Lazy images load as they near the viewport: pass over the page first, every section laid
      // out as it is once a visitor reaches it.
      await page.evaluate(layOutDeferredSections);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
        await Promise.all(
          [...document.images].map((image) =>
            Promise.race([
              image.decode().catch(() => undefined),
              new Promise((resolve) => setTimeout(resolve, 3000)),
            ]),
          ),
        );
      });
      // A quote is shown with its first card's details open, the pointer moved off the button
      // again (its hover would set it apart from the other cards' toggles).
      const opened = await page
        .locator(ratesCalculator.selector("details-toggle"))
        .first()
        .click({ timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      if (opened) await page.mouse.move(0, 0);
      const name = fileNameOf(route);
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      const viewport = page.viewportSize()!;
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let piece = 0; piece * viewport.height < height; piece += 1) {
        const y = piece * viewport.height;
        await page.screenshot({
          path: path.join(outDir, `${name}-${width}-${piece + 1}.png`),
          fullPage: true,
          clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
        });
      }
    }
    await page.close();
  }
} finally {
  await browser.close();
  if (started) {
    const { server } = started;
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
    }
    await rm(started.dataDir, { recursive: true, force: true });
  }
}
