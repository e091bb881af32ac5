import { pino } from "pino";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import type { Logger } from "../logger.ts";
import { registry } from "../metrics.ts";
import { WIDGET_FAILURE_RATE_LIMIT, widgetFailureRoutes } from "./widget-failure-routes.ts";
import type { AppEnv } from "./app-env.ts";

const pagePattern = (path: string) => (path === "/contacto" ? "/contacto" : undefined);

function appWith(lines: object[]) {
  const logger: Logger = pino(
    { level: "warn" },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("logger", logger);
    await next();
  });
  app.route("/", widgetFailureRoutes({ config: loadConfig({}), pagePattern }));
  return app;
}

const post = (app: Hono<AppEnv>, body: unknown, headers: Record<string, string> = {}) =>
  app.request(
    "/widget-failures",
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: headers["X-Test-Address"] ?? "203.0.113.60" } } },
  );

describe("POST /api/widget-failures", () => {
  it("logs one warn line with the widget, the page's pattern and the message, and counts it", async () => {
    registry.resetMetrics();
    const lines: object[] = [];
    const response = await post(appWith(lines), {
      widget: "contact-form",
      page: "/contacto",
      message: 'contact-form: missing part "submit"\u202e',
    });
    expect(response.status).toBe(204);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "widget failed in a browser",
        widget: "contact-form",
        page: "/contacto",
        message: 'contact-form: missing part "submit"',
      }),
    ]);
    expect(await registry.metrics()).toMatch(/^anden_widget_failures_total 1$/m);
  });

  it("keeps only a page's pattern, never a raw path", async () => {
    const lines: object[] = [];
    await post(appWith(lines), { widget: "navbar", page: "/tracking/AND-SECRET-1" });
    expect(lines).toEqual([expect.objectContaining({ page: "other" })]);
  });

  it("refuses what is not a report, and another site's post, without counting them", async () => {
    const lines: object[] = [];
    const app = appWith(lines);
    const address = { "X-Test-Address": "203.0.113.61" };
    expect((await post(app, { widget: "Navbar!", page: "/" }, address)).status).toBe(400);
    expect((await post(app, { widget: "navbar", page: "/?q=1" }, address)).status).toBe(400);
    expect((await post(app, { widget: "navbar", page: "/", extra: 1 }, address)).status).toBe(400);
    expect(
      (
        await post(
          app,
          { widget: "navbar", page: "/" },
          { ...address, Origin: "https://evil.example" },
        )
      ).status,
    ).toBe(403);
    for (let i = 0; i < WIDGET_FAILURE_RATE_LIMIT; i += 1) {
      expect((await post(app, { widget: "navbar", page: "/" }, address)).status).toBe(204);
    }
    expect((await post(app, { widget: "navbar", page: "/" }, address)).status).toBe(429);
  });
});
