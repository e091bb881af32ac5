/**
 * How long the default ALTCHA challenge takes to solve: in headless Chromium through the real
 * widget (node_modules/altcha), and in Node with altcha-lib's solver for comparison.
 *
 *   npm run bench:altcha
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), ALTCHA_BENCH_RUNS (default 7), and, to
 * try other difficulties, ALTCHA_BENCH_COST / ALTCHA_BENCH_COUNTER_MIN / ALTCHA_BENCH_COUNTER_MAX.
 * Every browser payload is also checked with the server's verify(), so a run that prints figures
 * has proven the widget and the server agree on the format.
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { chromium } from "playwright-core";
import { createAltchaService, DEFAULT_ALTCHA_COMPLEXITY } from "../server/captcha/altcha.ts";
import type { AltchaComplexity } from "../server/captcha/altcha.ts";
import { openDatabase } from "../server/db/database.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { integerFromEnv } from "./settings.ts";
import { CHROMIUM_ARGS, chromiumPath } from "../tests/e2e/chromium.ts";

const RUNS = integerFromEnv("ALTCHA_BENCH_RUNS", 7);
const complexity: AltchaComplexity = {
  cost: integerFromEnv("ALTCHA_BENCH_COST", DEFAULT_ALTCHA_COMPLEXITY.cost, 0),
  counterMin: integerFromEnv("ALTCHA_BENCH_COUNTER_MIN", DEFAULT_ALTCHA_COMPLEXITY.counterMin, 0),
  counterMax: integerFromEnv("ALTCHA_BENCH_COUNTER_MAX", DEFAULT_ALTCHA_COMPLEXITY.counterMax, 0),
};
const WIDGET_BUNDLE = fileURLToPath(import.meta.resolve("altcha"));

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>ALTCHA bench</title>
    <script type="module" src="/altcha.js"></script>
  </head>
  <body>
    <form>
      <altcha-widget challenge="/challenge"></altcha-widget>
      <button type="submit">Send</button>
    </form>
  </body>
</html>`;

interface BrowserRun {
  /** Click on the label until the widget reports "verified" (fetch, workers, PoW, minDuration). */
  clickToVerifiedMs: number;
  /** Proof of work alone, as the widget's solver measured it. */
  solveMs: number;
  counter: number;
}

async function main(): Promise<void> {
  const database = await openDatabase("file::memory:");
  await migrateToLatest(database.db);
  const altcha = createAltchaService({
    db: database.db,
    hmacKey: randomBytes(32).toString("hex"),
    complexity,
  });
  const widgetScript = await readFile(WIDGET_BUNDLE);

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (path === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE);
    } else if (path === "/altcha.js") {
      response.writeHead(200, { "content-type": "text/javascript" }).end(widgetScript);
    } else if (path === "/challenge") {
      altcha.createChallenge().then(
        (challenge) =>
          response
            .writeHead(200, { "content-type": "application/json", "cache-control": "no-store" })
            .end(JSON.stringify(challenge)),
        (error: unknown) => {
          console.error(error);
          response.writeHead(500).end();
        },
      );
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  console.log(
    `ALTCHA ${JSON.stringify(complexity)}, ${RUNS} runs, ${cpus().length} CPU cores, ` +
      `widget ${WIDGET_BUNDLE.replace(/^.*node_modules\//, "")}`,
  );

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const browserRuns: BrowserRun[] = [];
  let workers = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage();
      try {
        await page.goto(origin);
        await page.evaluate(() => customElements.whenDefined("altcha-widget"));
        workers = await page.evaluate(
          () => document.querySelector("altcha-widget")?.getConfiguration().workers ?? 0,
        );
        // Timed inside the page, from the click event to the "verified" state change.
        const verified = page.evaluate(
          () =>
            new Promise<{ ms: number; payload: string }>((resolve, reject) => {
              const widget = document.querySelector("altcha-widget");
              if (!widget) return reject(new Error("no <altcha-widget>"));
              let clickedAt = 0;
              widget.addEventListener("click", () => (clickedAt ||= performance.now()), true);
              widget.addEventListener("statechange", (event) => {
                const { state, payload } = (
                  event as CustomEvent<{ state: string; payload: string }>
                ).detail;
                if (state === "verified") resolve({ ms: performance.now() - clickedAt, payload });
                if (state === "error") reject(new Error("the widget reported an error"));
              });
            }),
        );
        await page.click("altcha-widget label");
        const { ms, payload } = await verified;
        const field = await page.inputValue('altcha-widget input[name="altcha"]');
        if (field !== payload) throw new Error("the hidden form field does not hold the payload");
        const check = await altcha.verify(field);
        if (!check.ok) throw new Error(`the server refused the widget's payload: ${check.reason}`);
        const { solution } = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as {
          solution: { counter: number; time: number };
        };
        browserRuns.push({
          clickToVerifiedMs: ms,
          solveMs: solution.time,
          counter: solution.counter,
        });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }

  const nodeRuns: { ms: number; counter: number; createMs: number; verifyMs: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const created = performance.now();
    const challenge = await altcha.createChallenge();
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    const solved = performance.now();
    if (!solution) throw new Error("Node could not solve the challenge");
    const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
    const check = await altcha.verify(payload);
    if (!check.ok) throw new Error(`the server refused Node's payload: ${check.reason}`);
    nodeRuns.push({
      ms: solved - started,
      counter: solution.counter,
      createMs: started - created,
      verifyMs: performance.now() - solved,
    });
  }
  await database.close();

  console.log(`Chromium, widget with ${workers} workers (all payloads verified by the server):`);
  report(
    "  click -> verified (incl. 500 ms minDuration)",
    browserRuns.map((r) => r.clickToVerifiedMs),
  );
  report(
    "  proof of work (solution.time)",
    browserRuns.map((r) => r.solveMs),
  );
  report(
    "  counter found",
    browserRuns.map((r) => r.counter),
    "",
  );
  console.log("Node, altcha-lib solveChallenge (one thread):");
  report(
    "  solve",
    nodeRuns.map((r) => r.ms),
  );
  report(
    "  counter found",
    nodeRuns.map((r) => r.counter),
    "",
  );
  console.log("Server side:");
  report(
    "  createChallenge",
    nodeRuns.map((r) => r.createMs),
    " ms",
    1,
  );
  report(
    "  verify (incl. the redemption insert)",
    nodeRuns.map((r) => r.verifyMs),
    " ms",
    1,
  );
}

function report(label: string, values: number[], unit = " ms", decimals = 0): void {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  const format = (value: number) => `${value.toFixed(decimals)}${unit}`;
  console.log(
    `${label.padEnd(48)} min ${format(sorted[0]!)}  median ${format(median)}  max ${format(sorted.at(-1)!)}`,
  );
}

await main();
