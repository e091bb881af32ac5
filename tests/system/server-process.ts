import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { configSchema } from "../../server/config.ts";
import { SERVER_HEAP_FLAGS } from "../../server/heap-flags.ts";
import { e2eEnv } from "../e2e/server-env.ts";

// The real server (node server/main.ts over build/mx) as a child process, for the system tests.

export const ROOT = path.resolve(import.meta.dirname, "../..");
const NODE = path.join(ROOT, "node_modules/.bin/node");
const MAIN = path.join(ROOT, "server/main.ts");

/**
 * Ports of the system tests: one server and one fake CRM per test file, from SYSTEM_PORT_BASE
 * (default 3320) on, so a second checkout on the same machine can run them at another base.
 */
const PORT_BASE = systemPortBase(process.env.SYSTEM_PORT_BASE);

export const SYSTEM_PORTS = {
  crashServer: PORT_BASE,
  crashCrm: PORT_BASE + 1,
  outageServer: PORT_BASE + 2,
  outageCrm: PORT_BASE + 3,
  fuzzServer: PORT_BASE + 4,
  loadServer: PORT_BASE + 5,
  limitsServer: PORT_BASE + 6,
  mismatchedServer: PORT_BASE + 7,
  limitsMetrics: PORT_BASE + 8,
  updatesServer: PORT_BASE + 9,
  updatesSmtp: PORT_BASE + 10,
  container: PORT_BASE + 11,
} as const;

function systemPortBase(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 3320;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > 65_530) {
    throw new Error(`SYSTEM_PORT_BASE must be an integer from 1024 to 65530, not "${raw}"`);
  }
  return base;
}

/** A key of 40 characters, so a restarted server accepts the challenges the first one issued. */
export const SYSTEM_ALTCHA_HMAC_KEY = "system-test-altcha-key-".padEnd(40, "0");

/**
 * The environment of a system-test server: the build-time settings of the end-to-end tests' Mexico
 * build (so `npm test` builds build/mx once for both), then `overrides`. Every configuration
 * variable of the caller's environment is dropped, so a DATABASE_URL or TRACKING_API_URL in the
 * shell cannot change what these tests run against; so are Vitest's own (NODE_ENV=test, VITEST*),
 * so the server runs as `npm start` runs it.
 */
export function systemServerEnv(overrides: Record<string, string>): Record<string, string> {
  const inherited: Record<string, string> = {};
  const configKeys = new Set(Object.keys(configSchema.shape));
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || configKeys.has(key)) continue;
    if (key === "NODE_ENV" || key === "TEST" || key.startsWith("VITEST")) continue;
    inherited[key] = value;
  }
  const e2e = e2eEnv("mx");
  return {
    ...inherited,
    SITE_MARKET: e2e.SITE_MARKET!,
    PUBLIC_BASE_URL: e2e.PUBLIC_BASE_URL!,
    INTERCOM_APP_ID: e2e.INTERCOM_APP_ID!,
    INTERCOM_WIDGET_URL: e2e.INTERCOM_WIDGET_URL!,
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    ALTCHA_HMAC_KEY: SYSTEM_ALTCHA_HMAC_KEY,
    ...overrides,
  };
}

/** The build-time settings alone (what tests/system/global-setup.ts builds with). */
export function systemBuildEnv(): Record<string, string> {
  return systemServerEnv({});
}

export interface ServerProcess {
  pid: number;
  port: number;
  baseUrl: string;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Its stdout and stderr so far (the last 512 KB), for failure messages. */
  output(): string;
  /** Sends SIGKILL and waits for the exit. */
  kill(): Promise<void>;
  /** Sends SIGTERM (graceful shutdown) and waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
  /** Resident set size in kB, from /proc/<pid>/status. */
  rssKb(): Promise<number>;
  isRunning(): boolean;
}

const OUTPUT_LIMIT = 512 * 1024;

/**
 * Starts `node server/main.ts` with `env` (PORT must be set) in `cwd` and resolves once GET /readyz
 * answers 200. Rejects, with the server's output, when it exits or is not ready in `timeoutMs`.
 */
export async function startServer(
  env: Record<string, string>,
  options: { cwd: string; timeoutMs?: number },
): Promise<ServerProcess> {
  const port = Number(env.PORT);
  if (!Number.isInteger(port) || port <= 0) throw new Error("startServer needs env.PORT");
  // Otherwise /readyz could be answered by a stray server while this one fails to listen.
  if (await isListening(port)) throw new Error(`Port ${port} is already in use`);
  const child = spawn(NODE, [...SERVER_HEAP_FLAGS, MAIN], {
    cwd: options.cwd,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const append = (chunk: Buffer) => {
    output += chunk.toString("utf8");
    if (output.length > OUTPUT_LIMIT * 2) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout.on("data", append);
  child.stderr.on("data", append);
  let running = true;
  let exitDescription = "";
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code, signal) => {
      running = false;
      exitDescription = signal ? `signal ${signal}` : `code ${code}`;
      resolve(code);
    });
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`Could not start ${NODE}`);

  const server: ServerProcess = {
    pid,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    exited,
    output: () => output.slice(-OUTPUT_LIMIT),
    isRunning: () => running,
    async kill() {
      if (running) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (running) child.kill("SIGTERM");
      return exited;
    },
    async rssKb() {
      const status = await readFile(`/proc/${pid}/status`, "utf8");
      const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
      if (!match) throw new Error(`No VmRSS in /proc/${pid}/status`);
      return Number(match[1]);
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (!running) {
      throw new Error(
        `The server exited (${exitDescription}) before it was ready:\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.baseUrl}/readyz`);
      if (response.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`The server was not ready in time:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
