import { Hono } from "hono";
import type { AppDatabase } from "../db/database.ts";
import type { AppEnv } from "./app-env.ts";
import { jsonError } from "./errors.ts";

/** GET /healthz (the process is up) and GET /readyz (the database answers, else 503). */
export function healthRoutes(database: Pick<AppDatabase, "ping" | "dialect">) {
  const routes = new Hono<AppEnv>();
  routes.get("/healthz", (c) => c.json({ status: "ok" }));
  routes.get("/readyz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ready", database: database.dialect });
    } catch (error) {
      c.get("logger").error({ err: error }, "readiness check failed: database unreachable");
      return jsonError(c, 503, "not_ready", "The database is not reachable.");
    }
  });
  return routes;
}
