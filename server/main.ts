import { serve } from "@hono/node-server";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildDirectoryFor, ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { createApp } from "./http/app.ts";
import { loadStaticAssets } from "./http/static-assets.ts";
import { createLogger } from "./logger.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const buildDir = path.join(ROOT, buildDirectoryFor(config.SITE_MARKET));

  const database = await openDatabase(config.DATABASE_URL);
  await migrateToLatest(database.db);
  logger.info({ dialect: database.dialect }, "database migrated");

  const build = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as ServerBuild;
  const assets = await loadStaticAssets(path.join(buildDir, "client"));
  const app = createApp({ config, logger, database, build, assets });

  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port, host: config.HOST, market: config.SITE_MARKET }, "listening");
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    const forceTimer = setTimeout(() => {
      logger.warn(
        { timeoutMs: config.SHUTDOWN_TIMEOUT_MS },
        "shutdown timed out; closing connections",
      );
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    forceTimer.unref();
    setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS + 5_000).unref();
    server.close(async () => {
      clearTimeout(forceTimer);
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main().catch((error: unknown) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
