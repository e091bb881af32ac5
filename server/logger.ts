import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** JSON lines on stdout; every request line carries its request id (see http/app.ts). */
export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    base: { service: "anden-web" },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], remove: true },
  });
}
