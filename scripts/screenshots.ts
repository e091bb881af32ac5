import { spawn, type ChildProcess } from "node:child_process";
import { mkdir } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { PAGE_PATHS } from "../app/pages.ts";
import { isMarketId } from "../domain/site.ts";
import { loadConfig } from "../server/config.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium.ts";
import { build, buildIsCurrent } from "./build.ts";

// npm run screenshots -- [--market mx|ar|us] [--url http://running-server] [--out dir]
// Full-page screenshots of every marketing page at 390 and 1440 px. Without --url it builds the
// market if needed and starts its own server on a spare port.
const { values } = parseArgs({
  options: { market: { type: "string" }, url: { type: "string" }, out: { type: "string" } },
});
const market = values.market ?? process.env.SITE_MARKET ?? "mx";
if (!isMarketId(market)) throw new Error(`Unknown market "${market}" (mx, ar or us)`);
const outDir = path.resolve(values.out ?? path.join("screenshots", market));
const WIDTHS = [390, 1440];
const ROOT = path.resolve(import.meta.dirname, "..");

async function startServer(): Promise<{ url: string; server: ChildProcess }> {
  const port = 3390;
  const env = {
    ...process.env,
    SITE_MARKET: market,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${path.join(os.tmpdir(), `anden-screenshots-${market}.sqlite`)}`,
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
      if ((await fetch(`${url}/readyz`)).ok) return { url, server };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error("The server did not become ready in 10 s");
}

const started = values.url ? undefined : await startServer();
const baseUrl = values.url ?? started!.url;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await mkdir(outDir, { recursive: true });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const route of PAGE_PATHS) {
      await page.goto(`${baseUrl}${route}`, { waitUntil: "networkidle" });
      const name = route === "/" ? "home" : route.slice(1).replaceAll("/", "_");
      const file = path.join(outDir, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
  started?.server.kill();
}
