import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { pagePathsIn, queryNameIn, subRoutePathIn, type QueryValueId } from "../domain/pages.ts";
import type { MarketId } from "../domain/site.ts";
import { wholeNumber } from "../server/cli/commands.ts";
import { marketOption, scriptOptions } from "./script-options.ts";
import { buildDirectoryFor } from "../server/config.ts";
import { ratesCalculator } from "../app/widgets/rates-calculator/rates-calculator.ts";
import { layOutDeferredSections } from "../tests/e2e/deferred-sections.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium.ts";
import { sampleRoutes, storyRoutes } from "../tests/e2e/sample-routes.ts";
import { ensureBuild } from "./site-build.ts";
import { createLinkSigner, newLinkKey } from "../server/tracking-updates/links.ts";
import {
  updatesPageLocation,
  type RenderTrackingMail,
  type TrackingMail,
} from "../domain/tracking/updates.ts";

const USAGE = `Usage: npm run screenshots -- [--market mx|ar|us] [--url http://running-server]
                           [--out dir] [--port 3390] [--only /,/contacto] [--updates]

Screenshots of every page of the page table, and of tracking results and quotes (with a card's
details open), at 390 and 1440 px: the whole page (<page>-<width>.png) and the same cut into
screen-high pieces to look at (<page>-<width>-<n>.png), in screenshots/<market> unless --out says.
Without --url it builds the market if needed and starts its own server on --port, with e-mail
updates on (an SMTP server that is never reached). --updates shoots the updates instead: a
parcel's page with the form in each of its states, the confirm and unsubscribe buttons, and the
e-mails as the build renders them.`;

const { values, market, port } = scriptOptions(
  USAGE,
  {
    options: {
      market: { type: "string" },
      url: { type: "string" },
      out: { type: "string" },
      port: { type: "string", default: "3390" },
      only: { type: "string" },
      updates: { type: "boolean" },
    },
  },
  ({ values }) => ({
    market: marketOption(values.market),
    port: wholeNumber(65_535).parse(values.port, "port"),
    values,
  }),
);
const outDir = path.resolve(values.out ?? path.join("screenshots", market));
const WIDTHS = [390, 1440];
const ROOT = path.resolve(import.meta.dirname, "..");

const SCREENSHOT_SECRET = "screenshots-tracking-updates-secret-0123";

async function startServer(): Promise<{ url: string; server: ChildProcess; dataDir: string }> {
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
    // The form shows; nothing is subscribed, so nothing is sent.
    SMTP_URL: "smtp://127.0.0.1:9",
    MAIL_FROM: "Andén <avisos@anden.example>",
    TRACKING_UPDATES_SECRET: SCREENSHOT_SECRET,
  };
  await ensureBuild(env);
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

/**
 * A file name for a route: its path without slashes, and the query's postal codes or the updates'
 * state if any.
 */
function fileNameOf(route: string): string {
  const url = new URL(route, "http://x");
  const name = url.pathname === "/" ? "home" : url.pathname.slice(1).replaceAll("/", "_");
  const query = url.searchParams;
  const state = query.get(queryNameIn(market, "updates"));
  const detail =
    query.get("destination") ??
    (state ? `updates-${state}` : undefined) ??
    (query.has(queryNameIn(market, "confirm")) ? "updates-confirm" : undefined) ??
    (query.has(queryNameIn(market, "unsubscribe")) ? "updates-unsubscribe-button" : undefined);
  return detail ? `${name}_${detail}` : name;
}

/** A parcel's page with the updates in each state: the form's answers and the links' buttons. */
function updatesRoutes(): string[] {
  // The page draws a link's button from the token's shape; the API checks it when posted.
  const links = createLinkSigner(SCREENSHOT_SECRET, market);
  const subject = { subscriptionId: 1, linkKey: newLinkKey() };
  const number = "AND-DEMO-1004";
  const parcel = (options?: Parameters<typeof updatesPageLocation>[2]) =>
    updatesPageLocation(market, number, options).replace(/#.*/, "");
  const confirmToken = links.sign("confirm", subject, new Date(Date.now() + 3_600_000));
  const states: QueryValueId<"updates">[] = [
    "sent",
    "invalidEmail",
    "verification",
    "full",
    "confirmed",
    "unsubscribed",
    "linkExpired",
    "unsubscribeExpired",
  ];
  return [
    subRoutePathIn(market, "trackingResult", { number }),
    parcel(),
    ...states.map((state) => parcel({ state })),
    parcel({ link: { param: "confirm", token: confirmToken } }),
    // The confirmation's button posted too often: the button again, with the notice to wait.
    parcel({ link: { param: "confirm", token: confirmToken }, state: "rateLimited" }),
    parcel({ link: { param: "unsubscribe", token: links.sign("unsubscribe", subject) } }),
  ];
}

const routes = values.only
  ? values.only.split(",")
  : values.updates
    ? updatesRoutes()
    : [...pagePathsIn(market), ...sampleRoutes(market), ...storyRoutes(market)];

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
  if (values.updates) await shootMails(market);
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

/** The e-mails as this market's build renders them, at a phone's width and a desktop client's. */
async function shootMails(market: MarketId) {
  const entry = (await import(
    pathToFileURL(path.join(ROOT, buildDirectoryFor(market), "server/index.js")).href
  )) as { entry: { module: { renderTrackingMail: RenderTrackingMail } } };
  const render = entry.entry.module.renderTrackingMail;
  const number = "AND-DEMO-1004";
  const site = "https://anden.example";
  const base = `${site}${subRoutePathIn(market, "trackingResult", { number })}`;
  const link = (param: "confirm" | "unsubscribe") =>
    `${site}${updatesPageLocation(market, number, { link: { param, token: "token" } })}`;
  const event = {
    occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
    location: market === "us" ? "Dallas, TX" : market === "ar" ? "Córdoba" : "Guadalajara, Jal.",
    carrier: market === "us" ? "UPS" : market === "ar" ? "Andreani" : "Estafeta",
  };
  const mails: Record<string, TrackingMail> = {
    confirm: {
      kind: "confirm",
      trackingNumber: number,
      trackingUrl: base,
      confirmUrl: link("confirm"),
      expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString(),
    },
    "update-with_courier": {
      kind: "update",
      topic: "with_courier",
      trackingNumber: number,
      trackingUrl: base,
      unsubscribeUrl: link("unsubscribe"),
      event: { ...event, status: "out_for_delivery", message: "Salió a reparto, llega hoy" },
      estimatedDelivery: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    },
    "update-failed_attempt": {
      kind: "update",
      topic: "failed_attempt",
      trackingNumber: number,
      trackingUrl: base,
      unsubscribeUrl: link("unsubscribe"),
      event: { ...event, status: "delivery_failed", message: "Domicilio cerrado" },
      estimatedDelivery: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    },
    "update-delivered": {
      kind: "update",
      topic: "delivered",
      trackingNumber: number,
      trackingUrl: base,
      unsubscribeUrl: link("unsubscribe"),
      event: { ...event, status: "delivered", message: "Recibió: Laura M." },
      estimatedDelivery: null,
    },
  };
  for (const width of [390, 800]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const [name, mail] of Object.entries(mails)) {
      const rendered = await render(mail);
      await page.setContent(rendered.html);
      const file = path.join(outDir, `mail-${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await writeFile(
        path.join(outDir, `mail-${name}.txt`),
        `${rendered.subject}\n\n${rendered.text}`,
      );
      console.log(file);
    }
    await page.close();
  }
}
