import { request as httpRequest, createServer, Agent, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gracefulShutdown } from "./shutdown.ts";

const logger = pino({ level: "silent" });
const servers: Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    if (server.listening) server.close();
  }
});

/** A server whose handler answers after delayMs (never, when delayMs is undefined). */
async function startServer(delayMs: number | undefined) {
  let notifyReceived = () => {};
  const received = new Promise<void>((resolve) => (notifyReceived = resolve));
  const server = createServer((_req, res) => {
    notifyReceived();
    if (delayMs === undefined) return;
    setTimeout(() => res.writeHead(200, { "content-type": "text/plain" }).end("done"), delayMs);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, port, received };
}

interface Outcome {
  status?: number;
  body?: string;
  error?: NodeJS.ErrnoException;
}

function get(port: number, agent: Agent | false = false): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body }));
      res.on("error", (error) => resolve({ error }));
    });
    req.on("error", (error) => resolve({ error }));
    req.end();
  });
}

function spies() {
  let notifyExit = (_code: number) => {};
  const exited = new Promise<number>((resolve) => (notifyExit = resolve));
  const exit = vi.fn((code: number) => notifyExit(code));
  const onClosed = vi.fn(async () => {});
  return { exit, onClosed, exited };
}

describe("gracefulShutdown", () => {
  it("lets a request in flight finish, refuses new connections, then closes and exits 0", async () => {
    const { server, port, received } = await startServer(300);
    const { exit, onClosed, exited } = spies();
    const shutdown = gracefulShutdown(server, { logger, timeoutMs: 5_000, onClosed, exit });

    const inFlight = get(port);
    await received;
    shutdown("SIGTERM");

    const late = await get(port);
    expect(late.error?.code).toBe("ECONNREFUSED");
    expect(await inFlight).toEqual({ status: 200, body: "done" });
    await expect(exited).resolves.toBe(0);
    expect(onClosed).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
    expect(onClosed.mock.invocationCallOrder[0]).toBeLessThan(exit.mock.invocationCallOrder[0]!);
  });

  it("does not wait for a keep-alive connection left idle by a request in flight", async () => {
    const { server, port, received } = await startServer(300);
    const { exit, onClosed, exited } = spies();
    // Far longer than the test timeout: exiting must not depend on the force timer.
    const shutdown = gracefulShutdown(server, { logger, timeoutMs: 60_000, onClosed, exit });
    const agent = new Agent({ keepAlive: true });
    try {
      const inFlight = get(port, agent);
      await received;
      shutdown("SIGTERM");
      expect(await inFlight).toEqual({ status: 200, body: "done" });
      await expect(exited).resolves.toBe(0);
    } finally {
      agent.destroy();
    }
  }, 5_000);

  it("cuts connections still busy after timeoutMs and still exits 0", async () => {
    const { server, port, received } = await startServer(undefined);
    const { exit, onClosed, exited } = spies();
    const shutdown = gracefulShutdown(server, { logger, timeoutMs: 100, onClosed, exit });

    const stuck = get(port);
    await received;
    shutdown("SIGTERM");

    const outcome = await stuck;
    expect(outcome.status).toBeUndefined();
    expect(outcome.error?.code).toMatch(/^(ECONNRESET|ECONNREFUSED|EPIPE)$/);
    await expect(exited).resolves.toBe(0);
    expect(onClosed).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledOnce();
  }, 5_000);

  it("exits 1 when closing fails", async () => {
    const { server } = await startServer(300);
    const { exit, exited } = spies();
    const onClosed = vi.fn(() => Promise.reject(new Error("database would not close")));
    gracefulShutdown(server, { logger, timeoutMs: 1_000, onClosed, exit })("SIGTERM");
    await expect(exited).resolves.toBe(1);
    expect(exit).toHaveBeenCalledOnce();
  }, 5_000);

  it("ignores a second call", async () => {
    const { server, port, received } = await startServer(300);
    const { exit, onClosed, exited } = spies();
    const shutdown = gracefulShutdown(server, { logger, timeoutMs: 5_000, onClosed, exit });

    const inFlight = get(port);
    await received;
    shutdown("SIGTERM");
    expect(() => shutdown("SIGINT")).not.toThrow();

    expect(await inFlight).toEqual({ status: 200, body: "done" });
    await expect(exited).resolves.toBe(0);
    shutdown("SIGTERM");
    // Give a stray second close or exit the chance to show up before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClosed).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledOnce();
    expect(exit).toHaveBeenCalledWith(0);
  });
});
