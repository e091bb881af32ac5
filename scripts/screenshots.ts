import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import { MARKETING_PATHS } from "../app/site.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium.ts";

// Usage: npm run screenshots -- [baseUrl] [outDir]   (a running server; defaults to localhost:3000)
const baseUrl = process.argv[2] ?? "http://localhost:3000";
const outDir = path.resolve(process.argv[3] ?? "screenshots");
const WIDTHS = [390, 1440];

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  await mkdir(outDir, { recursive: true });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    for (const route of MARKETING_PATHS) {
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
}
