import type { Server } from "node:http";
import type { Logger } from "../logger.ts";

export interface GracefulShutdownOptions {
  logger: Logger;
  /** How long requests in flight may take to finish before their connections are cut. */
  timeoutMs: number;
  /** Runs once the server has closed (close the database here). */
  onClosed: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Returns the shutdown routine: stop accepting connections, let requests in flight finish, then
 * run onClosed and exit 0. Connections still busy after timeoutMs are cut; if closing hangs beyond
 * that, the process exits 1 anyway, so an orchestrator never waits forever.
 */
export function gracefulShutdown(server: Server, options: GracefulShutdownOptions) {
  const { logger, timeoutMs, onClosed, exit = process.exit } = options;
  let stopping = false;
  return (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const forceTimer = setTimeout(() => {
      logger.warn({ timeoutMs }, "shutdown timed out: closing remaining connections");
      server.closeAllConnections();
    }, timeoutMs);
    forceTimer.unref();
    const hardExitTimer = setTimeout(() => exit(1), timeoutMs + 5_000);
    hardExitTimer.unref();
    // Node still answers "Connection: keep-alive" while closing, so the connection of a request in
    // flight would then sit idle until keepAliveTimeout: close connections as they become idle.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    idleSweep.unref();
    server.close(() => {
      clearTimeout(forceTimer);
      clearInterval(idleSweep);
      onClosed()
        .then(() => {
          logger.info("stopped");
          clearTimeout(hardExitTimer);
          exit(0);
        })
        .catch((error: unknown) => {
          logger.error({ err: error }, "error while closing");
          exit(1);
        });
    });
    server.closeIdleConnections();
  };
}
