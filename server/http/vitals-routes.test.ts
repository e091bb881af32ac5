import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { registry } from "../metrics.ts";
import { VITALS_BODY_LIMIT_BYTES } from "../../domain/vitals.ts";
import { VITALS_RATE_LIMIT, vitalsRoutes } from "./vitals-routes.ts";

const pagePattern = (pathname: string) =>
  pathname.startsWith("/tracking/") ? "/tracking/:number" : pathname === "/" ? "/" : undefined;

const makeRoutes = () => vitalsRoutes({ config: loadConfig({}), pagePattern });

const post = (routes: ReturnType<typeof makeRoutes>, body: string, ip = "203.0.113.9") =>
  routes.request(
    "/vitals",
    { method: "POST", headers: { "Content-Type": "application/json" }, body },
    { incoming: { socket: { remoteAddress: ip } } },
  );

async function series(): Promise<string[]> {
  const values = [
    ...(await registry.getSingleMetric("anden_web_vitals_seconds")!.get()).values,
    ...(await registry.getSingleMetric("anden_web_vitals_cls")!.get()).values,
  ];
  return values
    .filter((value) => (value as { metricName?: string }).metricName?.endsWith("_sum"))
    .map(({ labels, value }) => `${labels.page} ${labels.metric ?? "CLS"} ${value}`);
}

describe("POST /api/vitals", () => {
  it("adds a valid report to the histograms under the page's route pattern", async () => {
    registry.resetMetrics();
    const response = await post(
      makeRoutes(),
      JSON.stringify({
        page: "/tracking/AND-DEMO-1004",
        metrics: [
          { name: "LCP", value: 1250 },
          { name: "CLS", value: 0.05 },
          { name: "TTFB", value: 80 },
        ],
      }),
    );
    expect(response.status).toBe(204);
    expect((await series()).sort()).toEqual([
      "/tracking/:number CLS 0.05",
      "/tracking/:number LCP 1.25",
      "/tracking/:number TTFB 0.08",
    ]);
    expect(await registry.metrics()).not.toContain("AND-DEMO");
  });

  it("counts a path that is no page as other", async () => {
    registry.resetMetrics();
    const body = JSON.stringify({ page: "/wp-login.php", metrics: [{ name: "FCP", value: 500 }] });
    expect((await post(makeRoutes(), body)).status).toBe(204);
    expect(await series()).toEqual(["other FCP 0.5"]);
  });

  it.each([
    ["not JSON", "{"],
    ["no metrics", JSON.stringify({ page: "/", metrics: [] })],
    ["an unknown vital", JSON.stringify({ page: "/", metrics: [{ name: "FID", value: 3 }] })],
    ["a negative value", JSON.stringify({ page: "/", metrics: [{ name: "LCP", value: -1 }] })],
    ["a value as text", JSON.stringify({ page: "/", metrics: [{ name: "LCP", value: "9" }] })],
    [
      "a vital twice",
      JSON.stringify({
        page: "/",
        metrics: [
          { name: "LCP", value: 1 },
          { name: "LCP", value: 2 },
        ],
      }),
    ],
    [
      "a query in the page",
      JSON.stringify({ page: "/?email=a@b.c", metrics: [{ name: "LCP", value: 1 }] }),
    ],
    [
      "a full URL",
      JSON.stringify({ page: "https://x.example/", metrics: [{ name: "LCP", value: 1 }] }),
    ],
    [
      "an extra field",
      JSON.stringify({ page: "/", userAgent: "x", metrics: [{ name: "LCP", value: 1 }] }),
    ],
  ])("refuses %s with a JSON 400 and records nothing", async (_, body) => {
    registry.resetMetrics();
    const response = await post(makeRoutes(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(await series()).toEqual([]);
  });

  it("refuses a body over the limit with 413, unread", async () => {
    const body = JSON.stringify({
      page: "/",
      metrics: [{ name: "LCP", value: 1 }],
      padding: "x".repeat(VITALS_BODY_LIMIT_BYTES),
    });
    const response = await post(makeRoutes(), body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "payload_too_large",
    );
  });

  it("refuses another content type with 415", async () => {
    const response = await makeRoutes().request("/vitals", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ page: "/", metrics: [{ name: "LCP", value: 1 }] }),
    });
    expect(response.status).toBe(415);
  });

  it("rate-limits each address, and counts the refusals", async () => {
    registry.resetMetrics();
    const routes = makeRoutes();
    const body = JSON.stringify({ page: "/", metrics: [{ name: "INP", value: 40 }] });
    for (let i = 0; i < VITALS_RATE_LIMIT; i++) {
      expect((await post(routes, body, "198.51.100.20")).status).toBe(204);
    }
    const refused = await post(routes, body, "198.51.100.20");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect((await post(routes, body, "198.51.100.21")).status).toBe(204);
    expect(await registry.metrics()).toMatch(
      /^anden_rate_limit_refusals_total\{api="vitals"\} 1$/m,
    );
  });

  it("refuses a post from another site with 403", async () => {
    const foreign: Array<Record<string, string>> = [
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of foreign) {
      const response = await makeRoutes().request(
        "/vitals",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ page: "/", metrics: [{ name: "LCP", value: 1 }] }),
        },
        { incoming: { socket: { remoteAddress: "198.51.100.40" } } },
      );
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "cross_site_request",
      );
    }
  });

  it("checks size, origin, media type and body before a request counts against the quota", async () => {
    const routes = makeRoutes();
    const address = "198.51.100.50";
    const valid = JSON.stringify({ page: "/", metrics: [{ name: "INP", value: 40 }] });
    const send = (body: string, headers: Record<string, string>) =>
      routes.request(
        "/vitals",
        { method: "POST", headers, body },
        { incoming: { socket: { remoteAddress: address } } },
      );
    const json = { "Content-Type": "application/json" };
    const refusals = [
      await send(valid, { "Content-Type": "text/plain" }),
      await send(`{"page":"/","padding":"${"x".repeat(VITALS_BODY_LIMIT_BYTES)}"}`, json),
      await send(valid, { ...json, Origin: "https://evil.example" }),
    ];
    for (let i = 0; i < VITALS_RATE_LIMIT; i += 1) refusals.push(await send("{", json));
    expect(refusals.map((response) => response.status)).toEqual([
      415,
      413,
      403,
      ...Array(VITALS_RATE_LIMIT).fill(400),
    ]);
    // The address still has its whole quota.
    for (let i = 0; i < VITALS_RATE_LIMIT; i += 1) {
      expect((await send(valid, json)).status).toBe(204);
    }
    expect((await send(valid, json)).status).toBe(429);
  });
});
