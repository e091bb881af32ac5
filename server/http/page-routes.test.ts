import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";
import { TEST_RATE_LIMITED_PAGE } from "./page-test-helpers.ts";
import {
  isRouterDataRequest,
  rateLimitedPageAnswer,
  spendPageBudget,
  withPageHeaders,
  type PagePolicies,
} from "./page-routes.ts";

const policies: PagePolicies = {
  rendered: (nonce) => `script-src 'nonce-${nonce}'`,
  prerendered: () => "script-src 'sha256-abc'",
  reportingEndpoints: 'csp="/api/csp-reports"',
};

describe("isRouterDataRequest", () => {
  it("knows React Router's data requests and its manifest from pages", () => {
    for (const path of ["/cotizador.data", "/tracking/AND-1.data", "/_root.data", "/__manifest"]) {
      expect(isRouterDataRequest(path), path).toBe(true);
    }
    for (const path of ["/cotizador", "/tracking/AND-1", "/data", "/manifest.webmanifest"]) {
      expect(isRouterDataRequest(path), path).toBe(false);
    }
  });
});

describe("withPageHeaders", () => {
  const html = (headers: Record<string, string> = {}) =>
    new Response("<html></html>", { headers: { "Content-Type": "text/html", ...headers } });

  it("gives a page its policy with this nonce, the report endpoint and Vary", () => {
    const response = withPageHeaders(html(), "n0nce", policies);
    expect(response.headers.get("content-security-policy")).toBe("script-src 'nonce-n0nce'");
    expect(response.headers.get("reporting-endpoints")).toBe('csp="/api/csp-reports"');
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the page's own Cache-Control and adds to its own Vary", () => {
    const response = withPageHeaders(
      html({ "Cache-Control": "public, max-age=60", Vary: "Cookie" }),
      "n",
      policies,
    );
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
  });

  it("leaves what is not HTML without a page policy, but never cacheable by default", () => {
    const redirect = withPageHeaders(
      new Response(null, { status: 302, headers: { Location: "/" } }),
      "n",
      policies,
    );
    expect(redirect.headers.get("content-security-policy")).toBeNull();
    expect(redirect.headers.get("cache-control")).toBe("no-store");
  });
});

describe("rateLimitedPageAnswer", () => {
  const app = new Hono().all("*", (c) =>
    rateLimitedPageAnswer(c, TEST_RATE_LIMITED_PAGE, 42, policies),
  );

  it("answers the prerendered page with 429, Retry-After and its policy by hash", async () => {
    const response = await app.request("/tracking/AND-1");
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toBe("script-src 'sha256-abc'");
    expect(await response.text()).toContain("Too many requests");
  });

  it("answers a HEAD with the headers alone", async () => {
    const response = await app.request("/tracking/AND-1", { method: "HEAD" });
    expect(response.status).toBe(429);
    expect(await response.text()).toBe("");
  });
});

describe("spendPageBudget", () => {
  it("spends nothing for a page without a budget, and the named budget otherwise", async () => {
    const budgets = {
      tracking: createRateLimiter({ limit: 1, windowMs: 60_000 }),
      rates: createRateLimiter({ limit: 1, windowMs: 60_000 }),
    };
    const app = new Hono().get("/:budget", async (c) => {
      const budget = c.req.param("budget");
      const decision = await spendPageBudget(
        c,
        budget === "none" ? undefined : (budget as "tracking" | "rates"),
        budgets,
        1,
      );
      return c.text(decision === undefined ? "none" : String(decision.allowed));
    });
    const from = { headers: { "X-Forwarded-For": "2001:db8:5:6::1" } };
    const sameNetwork = { headers: { "X-Forwarded-For": "2001:db8:5:6::2" } };
    expect(await (await app.request("/none", from)).text()).toBe("none");
    expect(await (await app.request("/tracking", from)).text()).toBe("true");
    expect(await (await app.request("/tracking", sameNetwork)).text()).toBe("false");
    expect(await (await app.request("/rates", sameNetwork)).text()).toBe("true");
  });
});
