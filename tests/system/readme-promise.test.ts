import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isMarketId, type MarketId } from "../../domain/site.ts";
import { checkSiteAnswers } from "./site-answers.ts";

/**
 * The README's promise, kept as a newcomer keeps it (ADR 50): a fresh copy of the source tree
 * (no build/, no data/, no node_modules/), an environment without NODE_ENV or any of the project's
 * variables, `npm ci`, then `npm start` exactly as the README says, waiting for it to build and
 * serve; then every kind of page and API the site has, in the market's own text.
 *
 * Mexico (the README's default) runs in every `npm test`, also with NODE_ENV=development and
 * NODE_ENV=test in the shell. Argentina and the US (`npm run build`, then `npm start`) run where
 * README_PROMISE_MARKETS names them, as CI does (.ci/run).
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const README_PORT = 3000;
const README_BASE_URL = "http://localhost:3000";
const MINUTE = 60_000;

const extraMarkets = (process.env.README_PROMISE_MARKETS ?? "")
  .split(",")
  .map((market) => market.trim())
  .filter((market): market is MarketId => isMarketId(market) && market !== "mx");
if (extraMarkets.length === 0) {
  console.log(
    "README promise: Mexico only; README_PROMISE_MARKETS=mx,ar,us also runs ar and us (CI does).",
  );
}

/**
 * What a person's shell has: the machine's, none of the project's. PATH without any
 * node_modules/.bin (npm test puts this checkout's there), and no npm_* nor NODE_ENV.
 */
function newcomerEnv(): Record<string, string> {
  const kept = /^(HOME|USER|LOGNAME|SHELL|LANG|LC_\w+|TMPDIR|TERM|TZ)$/;
  const network =
    /^((HTTPS?|NO|ALL)_PROXY|(https?|no|all)_proxy|NODE_EXTRA_CA_CERTS|SSL_CERT_(FILE|DIR))$/;
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && (kept.test(key) || network.test(key))) env[key] = value;
  }
  env.PATH = (process.env.PATH ?? "")
    .split(path.delimiter)
    .filter((entry) => !entry.includes("node_modules"))
    .join(path.delimiter);
  return env;
}

/**
 * The checkout's files that git tracks or would track (not ignored), as they are on disk: on CI's
 * clean clone, the committed tree; on a developer's, what the next commit holds. Never build/,
 * data/ or node_modules/ (ignored).
 */
function sourceFiles(): string[] {
  const listed = spawnSync(
    "git",
    ["ls-files", "-z", "--cached", "--others", "--exclude-standard"],
    {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split("\0")
    .filter((file) => file !== "" && existsSync(path.join(ROOT, file)));
}

function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8", timeout: 15 * MINUTE });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} exited ${result.status}:\n${(result.stdout + result.stderr).slice(-4_000)}`,
    );
  }
  return result;
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once("error", () => resolve(false))
      .listen(port, "0.0.0.0", () => probe.close(() => resolve(true)));
  });

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
      .once("error", reject)
      .listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
  });

interface RunningSite {
  process: ChildProcess;
  output: () => string;
  baseUrl: string;
}

const started: ChildProcess[] = [];

/**
 * `npm start` in `cwd`, on the README's port 3000 when it is free (else PORT, which the README
 * documents as the override); resolves once /readyz answers, rejects if the process exits first.
 */
async function npmStart(cwd: string, env: Record<string, string>): Promise<RunningSite> {
  const port = (await portIsFree(README_PORT)) ? README_PORT : await freePort();
  if (port !== README_PORT) console.log(`README promise: port 3000 is taken, PORT=${port}`);
  const child = spawn("npm", ["start"], {
    cwd,
    env: port === README_PORT ? env : { ...env, PORT: String(port) },
    // Its own process group: npm, the shell and node stop together.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 12 * MINUTE;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { process: child, output: () => output, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`npm start did not serve within 12 minutes:\n${output.slice(-4_000)}`);
}

async function stop(site: RunningSite): Promise<void> {
  const exited = new Promise((resolve) => site.process.once("exit", resolve));
  if (site.process.exitCode === null && site.process.signalCode === null) {
    process.kill(-site.process.pid!, "SIGTERM");
    const killer = setTimeout(() => process.kill(-site.process.pid!, "SIGKILL"), 15_000);
    await exited;
    clearTimeout(killer);
  }
}

/** Server log lines at pino's error level or above (a 500 is logged at 50). */
const errorLines = (output: string) =>
  output.split("\n").filter((line) => /"level":(50|60)\b/.test(line));

/** Starts the site, checks every answer and the log, stops it; resolves to what it printed. */
async function startAndCheck(
  copy: string,
  market: MarketId,
  env: Record<string, string>,
): Promise<string> {
  const site = await npmStart(copy, env);
  try {
    const problems = await checkSiteAnswers(market, site.baseUrl, README_BASE_URL);
    expect(problems, site.output().slice(-3_000)).toEqual([]);
    expect(errorLines(site.output())).toEqual([]);
    return site.output();
  } finally {
    await stop(site);
  }
}

describe("the README's commands on a fresh copy", () => {
  let copy: string;
  const env = newcomerEnv();

  beforeAll(async () => {
    copy = await mkdtemp(path.join(os.tmpdir(), "anden-readme-"));
    const archive = spawnSync("tar", ["-c", "-C", ROOT, "--null", "-T", "-"], {
      input: sourceFiles().join("\0"),
      maxBuffer: 512 * 1024 * 1024,
    });
    if (archive.status !== 0) throw new Error(`tar -c failed: ${archive.stderr}`);
    const extract = spawnSync("tar", ["-x", "-C", copy], { input: archive.stdout });
    if (extract.status !== 0) throw new Error(`tar -x failed: ${extract.stderr}`);
    const installStart = Date.now();
    run("npm", ["ci", "--no-audit", "--no-fund"], copy, env);
    console.log(`README promise: npm ci in ${((Date.now() - installStart) / 1000).toFixed(0)} s`);
  }, 15 * MINUTE);

  afterAll(async () => {
    for (const child of started) {
      if (child.exitCode === null && child.signalCode === null)
        process.kill(-child.pid!, "SIGKILL");
    }
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it(
    "npm start builds and serves every kind of page and API of Mexico, with no NODE_ENV",
    async () => {
      const startedAt = Date.now();
      const output = await startAndCheck(copy, "mx", env);
      expect(output).toContain("No build for this configuration yet: building the site first");
      console.log(
        `README promise: npm start built and served mx in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
      );
    },
    15 * MINUTE,
  );

  it.each(["development", "test"])(
    "npm start with NODE_ENV=%s in the shell serves the same, with React's production build",
    async (nodeEnv) => {
      const output = await startAndCheck(copy, "mx", { ...env, NODE_ENV: nodeEnv });
      expect(output).not.toContain("building the site first");
      expect(output).toContain(`NODE_ENV=${nodeEnv} is ignored`);
    },
    3 * MINUTE,
  );

  for (const market of extraMarkets) {
    it(
      `npm run build, then npm start, serves every kind of page and API of market ${market}`,
      async () => {
        const marketEnv = { ...env, SITE_MARKET: market };
        run("npm", ["run", "build"], copy, marketEnv);
        const output = await startAndCheck(copy, market, marketEnv);
        expect(output).not.toContain("building the site first");
      },
      15 * MINUTE,
    );
  }
});
