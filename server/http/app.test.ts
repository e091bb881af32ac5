import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../config.ts";
import type { AppDatabase } from "../db/database.ts";
import { openTestDatabase } from "../db/test-database.ts";
import type { Logger } from "../logger.ts";
import { registry } from "../metrics.ts";
import { createTrackingService } from "../tracking/service.ts";
import { createHash } from "node:crypto";
import { compileSheet, encodePlan } from "beasties/compiler";
import type { ServerBuild } from "react-router";
import { createApp, type AppDependencies, type PageRenderContext } from "./app.ts";
import { createCriticalCss } from "./critical-css.ts";
import type { ApiErrorBody } from "./errors.ts";
import { PAGE_CACHE_MAX_PAGES } from "./page-cache.ts";
import { pagePatternOf } from "./page-pattern.ts";
import { loadStaticAssets, type StaticAssets } from "./static-assets.ts";
import { TEST_PAGE_DEPENDENCIES, TEST_RATE_LIMITED_PAGE } from "./page-test-helpers.ts";

const APP_JS = `export const greeting = ${JSON.stringify("hola ".repeat(200))};\n`;
const LONG_PAGE_PATH = "/long-page";
const LONG_PAGE = `<html><body>${"<p>Envíos a todo México, rápido y sin sorpresas.</p>".repeat(200)}</body></html>`;

let assetsDir: string;
let assets: StaticAssets;
let database: AppDatabase;
const silentLogger: Logger = pino({ level: "silent" });

const HYDRATION_SCRIPT = 'window.__reactRouterContext = {"url":"/contacto"};';
const CONTACT_PAGE = `<!doctype html><title>contacto</title><script>${HYDRATION_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>`;

const renderPage = vi.fn(async (request: Request, _context: PageRenderContext) => {
  const { pathname } = new URL(request.url);
  const html = pathname === LONG_PAGE_PATH ? LONG_PAGE : `<html>page ${pathname}</html>`;
  return new Response(html, { headers: { "content-type": "text/html" } });
});

/** Ten bytes standing for a video file. */
const VIDEO = Buffer.from("0123456789");

beforeAll(async () => {
  assetsDir = await mkdtemp(path.join(tmpdir(), "anden-app-test-"));
  await mkdir(path.join(assetsDir, "assets"), { recursive: true });
  await mkdir(path.join(assetsDir, "fullpack"), { recursive: true });
  await writeFile(path.join(assetsDir, "assets/app-abc123.js"), APP_JS);
  await writeFile(path.join(assetsDir, "assets/app-abc123.js.br"), brotliCompressSync(APP_JS));
  await writeFile(path.join(assetsDir, "assets/app-abc123.js.gz"), gzipSync(APP_JS));
  await writeFile(path.join(assetsDir, "index.html"), "<!doctype html><title>home</title>");
  await writeFile(
    path.join(assetsDir, "fullpack/index.html"),
    "<!doctype html><title>fullpack</title>",
  );
  await mkdir(path.join(assetsDir, "contacto"), { recursive: true });
  await writeFile(path.join(assetsDir, "contacto/index.html"), CONTACT_PAGE);
  await writeFile(path.join(assetsDir, "fullpack.data"), '[{"_1":2},"fullpack"]');
  await writeFile(path.join(assetsDir, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await mkdir(path.join(assetsDir, "media"), { recursive: true });
  await writeFile(path.join(assetsDir, "media/hero.mp4"), VIDEO);
  assets = await loadStaticAssets(assetsDir);
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
  if (assetsDir) await rm(assetsDir, { recursive: true, force: true });
});

beforeEach(() => {
  renderPage.mockClear();
});

/** The contact API has its own tests; here the captcha only needs to exist. */
const acceptingCaptcha: AppDependencies["captcha"] = {
  provider: "altcha",
  verify: async () => ({ ok: true }),
};

function makeApp(overrides: Partial<AppDependencies> = {}) {
  const config = loadConfig({});
  return createApp({
    config,
    tracking: createTrackingService({ db: database.db, config }),
    logger: silentLogger,
    database,
    renderPage,
    captcha: acceptingCaptcha,
    assets,
    ...TEST_PAGE_DEPENDENCIES,
    ...overrides,
  });
}

async function errorBody(response: Response): Promise<ApiErrorBody> {
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as ApiErrorBody;
  expect(body).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
  return body;
}

describe("health checks", () => {
  it("answers /healthz with 200 JSON", async () => {
    const response = await makeApp().request("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz with 200 and the dialect when the database answers", async () => {
    const response = await makeApp().request("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", database: database.dialect });
  });

  it("answers /readyz with a 503 JSON error when the database ping fails", async () => {
    const unreachable: AppDatabase = {
      ...database,
      ping: () => Promise.reject(new Error("connect ECONNREFUSED 10.0.0.5:5432")),
    };
    const response = await makeApp({ database: unreachable }).request("/readyz");
    expect(response.status).toBe(503);
    const body = await errorBody(response);
    expect(body.error.code).toBe("not_ready");
    expect(JSON.stringify(body)).not.toContain("ECONNREFUSED");
  });
});

describe("security headers", () => {
  const paths = {
    page: "/tarifas",
    "prerendered page": "/fullpack",
    "static file": "/assets/app-abc123.js",
    "health check": "/healthz",
    "API error": "/api/anything",
    "missing asset": "/assets/missing.js",
  };

  it.each(Object.entries(paths))("are set on a %s (%s)", async (_kind, urlPath) => {
    const response = await makeApp().request(urlPath);
    const headers = response.headers;
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(headers.get("permissions-policy")).toContain("camera=()");
    expect(headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("are set on a 500 from a failing page", async () => {
    const app = makeApp({ renderPage: () => Promise.reject(new Error("boom")) });
    const response = await app.request("/tarifas");
    expect(response.status).toBe(500);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("give each request its own id, whatever X-Request-Id the client sent", async () => {
    const lines: Array<{ msg?: string; reqId?: string; clientRequestId?: string }> = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const app = makeApp({ logger });
    const first = (await app.request("/healthz")).headers.get("x-request-id");
    const second = (await app.request("/healthz")).headers.get("x-request-id");
    expect(first).not.toBe(second);
    const ids = new Set<string | null>();
    for (let i = 0; i < 2; i += 1) {
      const sent = await app.request("/healthz", { headers: { "X-Request-Id": "lb-1234" } });
      ids.add(sent.headers.get("x-request-id"));
    }
    expect(ids.size).toBe(2);
    expect(ids.has("lb-1234")).toBe(false);
    const logged = lines.filter((line) => line.msg === "request").slice(-2);
    expect(logged.map((line) => line.reqId)).toEqual([...ids]);
    // Kept apart, for correlation with a client's own logs.
    expect(logged.map((line) => line.clientRequestId)).toEqual(["lb-1234", "lb-1234"]);
  });

  it("take a well-formed X-Request-Id from the proxy in front when TRUST_PROXY says there is one", async () => {
    const app = makeApp({ config: loadConfig({ TRUST_PROXY: "true" }) });
    const echoed = await app.request("/healthz", { headers: { "X-Request-Id": "lb-1234" } });
    expect(echoed.headers.get("x-request-id")).toBe("lb-1234");
    const malformed = await app.request("/healthz", { headers: { "X-Request-Id": 'a b"c' } });
    expect(malformed.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
    expect(malformed.headers.get("x-request-id")).not.toBe('a b"c');
  });

  it("omit Strict-Transport-Security when the site is served over http", async () => {
    const app = makeApp({ config: loadConfig({ PUBLIC_BASE_URL: "http://localhost:3000" }) });
    const response = await app.request("/tarifas");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("include Strict-Transport-Security when the site is served over https", async () => {
    const app = makeApp({ config: loadConfig({ PUBLIC_BASE_URL: "https://anden.example" }) });
    for (const urlPath of ["/tarifas", "/assets/app-abc123.js", "/healthz"]) {
      const response = await app.request(urlPath);
      expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    }
  });
});

describe("content security policy", () => {
  const directive = (policy: string | null, name: string) =>
    policy
      ?.split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it("admits a prerendered page's inline scripts by hash, and nothing inline otherwise", async () => {
    const response = await makeApp().request("/contacto");
    const policy = response.headers.get("content-security-policy");
    const hash = createHash("sha256").update(HYDRATION_SCRIPT).digest("base64");
    expect(directive(policy, "script-src")).toBe(`script-src 'self' 'sha256-${hash}'`);
    // Styles from this origin only: style-src is left to default-src, which says so.
    expect(directive(policy, "default-src")).toBe("default-src 'self'");
    expect(directive(policy, "style-src")).toBeUndefined();
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).not.toContain("nonce-");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(policy, "report-uri")).toBe("report-uri /api/csp-reports");
    expect(response.headers.get("reporting-endpoints")).toBe('csp="/api/csp-reports"');
    expect(renderPage).not.toHaveBeenCalled();
  });

  it("gives every rendered page a fresh nonce, in its policy and wherever the page put it", async () => {
    const app = makeApp({
      renderPage: async (_request, context) =>
        new Response(`<html><script nonce="${context.nonce}"></script>${context.nonce}</html>`, {
          headers: { "content-type": "text/html" },
        }),
    });
    const nonces: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await app.request("/tracking/AND-DEMO-1004");
      const nonce = /nonce="([^"]+)"/.exec(await response.clone().text())?.[1] ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(await response.text()).toBe(`<html><script nonce="${nonce}"></script>${nonce}</html>`);
      const policy = response.headers.get("content-security-policy");
      expect(directive(policy, "script-src")).toBe(`script-src 'self' 'nonce-${nonce}'`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it("inlines a rendered page's critical CSS under this response's nonce, admitted by the policy", async () => {
    const sheet = "/assets/app-test.css";
    const app = makeApp({
      criticalCss: createCriticalCss(
        [encodePlan(compileSheet(".shown{color:red}.absent{color:blue}", { href: sheet }))],
        { budgetBytes: 14_000 },
      ),
      renderPage: async () =>
        new Response(
          `<html><head><link rel="stylesheet" href="${sheet}"/></head><body><p class="shown">x</p></body></html>`,
          { headers: { "content-type": "text/html" } },
        ),
    });
    for (let i = 0; i < 2; i += 1) {
      const response = await app.request("/tracking/AND-DEMO-1004");
      const html = await response.text();
      const nonce = /<style nonce="([^"]+)">\.shown\{color:red\}<\/style>/.exec(html)?.[1];
      expect(nonce, html).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = response.headers.get("content-security-policy");
      expect(directive(policy, "style-src")).toBe(`style-src 'self' 'nonce-${nonce}'`);
    }
  });

  it("lets API answers and files load nothing", async () => {
    const app = makeApp();
    for (const urlPath of ["/api/anything", "/healthz", "/assets/app-abc123.js", "/favicon.svg"]) {
      const policy = (await app.request(urlPath)).headers.get("content-security-policy");
      expect(policy, urlPath).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      );
    }
  });

  it("names no third-party origin when no integration is configured", async () => {
    const policy = (await makeApp().request("/contacto")).headers.get("content-security-policy");
    expect(policy).not.toMatch(/https?:\/\//);
    expect(policy).not.toContain("upgrade-insecure-requests");
  });

  it("allows the tag manager, chat and hosted captcha origins only once they are configured", async () => {
    const config = loadConfig({
      PUBLIC_BASE_URL: "https://anden.example",
      GTM_ID: "GTM-ABC1234",
      INTERCOM_APP_ID: "abc123",
      INTERCOM_API_BASE: "https://api-iam.intercom.io",
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "site-key",
      TURNSTILE_SECRET: "secret",
    });
    const policy = (await makeApp({ config }).request("/contacto")).headers.get(
      "content-security-policy",
    );
    const scripts = directive(policy, "script-src");
    expect(scripts).toContain("https://www.googletagmanager.com");
    expect(scripts).toContain("https://widget.intercom.io");
    expect(scripts).toContain("https://challenges.cloudflare.com");
    expect(directive(policy, "frame-src")).toContain("https://challenges.cloudflare.com");
    expect(directive(policy, "connect-src")).toContain("https://api-iam.intercom.io");
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(scripts).not.toContain("unsafe-inline");
    expect(policy).toContain("upgrade-insecure-requests");
  });
});

describe("static files", () => {
  it("serves /assets files with an immutable cache header and their content type", async () => {
    const response = await makeApp().request("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(APP_JS);
    expect(renderPage).not.toHaveBeenCalled();
  });

  it("serves the brotli copy when the client accepts br", async () => {
    const response = await makeApp().request("/assets/app-abc123.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    const body = Buffer.from(await response.arrayBuffer());
    expect(brotliDecompressSync(body).toString("utf8")).toBe(APP_JS);
  });

  it("serves the gzip copy when the client accepts only gzip", async () => {
    const response = await makeApp().request("/assets/app-abc123.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await response.arrayBuffer());
    expect(gunzipSync(body).toString("utf8")).toBe(APP_JS);
  });

  it("gives each encoding its own ETag, so a cache never revalidates one with the other", async () => {
    const app = makeApp();
    const plain = await app.request("/assets/app-abc123.js");
    const brotli = await app.request("/assets/app-abc123.js", {
      headers: { "Accept-Encoding": "br" },
    });
    const brotliEtag = brotli.headers.get("etag");
    expect(brotliEtag).not.toBe(plain.headers.get("etag"));
    const crossed = await app.request("/assets/app-abc123.js", {
      headers: { "If-None-Match": brotliEtag! },
    });
    expect(crossed.status).toBe(200);
    const matched = await app.request("/assets/app-abc123.js", {
      headers: { "If-None-Match": brotliEtag!, "Accept-Encoding": "br" },
    });
    expect(matched.status).toBe(304);
  });

  it("answers a byte range of a video with 206, as Safari needs to play it", async () => {
    const app = makeApp();
    const whole = await app.request("/media/hero.mp4");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    const range = (value: string, extra: Record<string, string> = {}) =>
      app.request("/media/hero.mp4", { headers: { Range: value, ...extra } });
    const part = await range("bytes=2-5");
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-5/10");
    expect(await part.text()).toBe("2345");
    expect(await (await range("bytes=7-")).text()).toBe("789");
    expect(await (await range("bytes=-3")).text()).toBe("789");
    expect(await (await range("bytes=8-99")).text()).toBe("89");
    const past = await range("bytes=10-");
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe("bytes */10");
    for (const ignored of ["bytes=5-2", "bytes=0-1,4-5", "items=0-1", "bytes=-"]) {
      const answer = await range(ignored);
      expect(answer.status, ignored).toBe(200);
      expect(await answer.text(), ignored).toBe("0123456789");
    }
    const stale = await range("bytes=2-5", { "If-Range": '"an-older-etag"' });
    expect(stale.status).toBe(200);
    const current = await range("bytes=2-5", { "If-Range": whole.headers.get("etag")! });
    expect(current.status).toBe(206);
  });

  it("answers no byte range of other files", async () => {
    const app = makeApp();
    const page = await app.request("/assets/app-abc123.js", { headers: { Range: "bytes=0-1" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("accept-ranges")).toBeNull();
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const app = makeApp();
    const first = await app.request("/assets/app-abc123.js");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await app.request("/assets/app-abc123.js", {
      headers: { "If-None-Match": etag! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
    const stale = await app.request("/assets/app-abc123.js", {
      headers: { "If-None-Match": '"something-else"' },
    });
    expect(stale.status).toBe(200);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await makeApp().request("/assets/app-abc123.js", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("etag")).toMatch(/^".+"$/);
    expect(response.body).toBeNull();
  });

  it("serves prerendered pages from their index.html with must-revalidate", async () => {
    const app = makeApp();
    for (const urlPath of ["/fullpack", "/fullpack/"]) {
      const response = await app.request(urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(await response.text()).toBe("<!doctype html><title>fullpack</title>");
    }
    expect(renderPage).not.toHaveBeenCalled();
  });

  it("answers a missing /assets file with 404 instead of rendering a page", async () => {
    const response = await makeApp().request("/assets/x.js");
    expect(response.status).toBe(404);
    expect(renderPage).not.toHaveBeenCalled();
  });
});

describe("the editor's live preview (ADR 66)", () => {
  it("is no route of the site's server: a draft posted as the editor posts it is refused", async () => {
    const app = makeApp();
    const response = await app.request("http://localhost:3000/preview/mx/home/draft", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      body: JSON.stringify({ content: null }),
    });
    // What any page path answers a post: no handler takes it, nothing renders.
    expect(response.status).toBe(405);
    expect((await errorBody(response)).error.code).toBe("method_not_allowed");
    expect(renderPage).not.toHaveBeenCalled();
  });
});

describe("API paths", () => {
  it("answer unknown /api endpoints with a 404 JSON error", async () => {
    const app = makeApp();
    for (const [urlPath, method] of [
      ["/api/anything", "GET"],
      ["/api/v1/shipments/123", "POST"],
    ] as const) {
      const response = await app.request(urlPath, { method });
      expect(response.status).toBe(404);
      const body = await errorBody(response);
      expect(body.error.code).toBe("not_found");
    }
    expect(renderPage).not.toHaveBeenCalled();
  });

  it("answer an exception on an /api/ path with a 500 JSON error and no stack trace", async () => {
    // No route throws today, so the failure is injected through the request log line, which is
    // written while the /api/ request is being handled.
    const logger = pino(
      { level: "info" },
      {
        write(line: string) {
          const entry = JSON.parse(line) as { msg?: string; path?: string };
          if (entry.msg === "request" && entry.path?.startsWith("/api/")) {
            throw new Error("log sink exploded");
          }
        },
      },
    );
    const response = await makeApp({ logger }).request("/api/anything");
    expect(response.status).toBe(500);
    const text = await response.clone().text();
    expect(text).not.toContain("exploded");
    expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await errorBody(response);
    expect(body.error.code).toBe("internal_error");
  });
});

describe("pages", () => {
  it("are rendered by renderPage with the original request", async () => {
    const response = await makeApp().request("/tarifas?origen=cdmx", {
      headers: { "Accept-Language": "es-MX" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<html>page /tarifas</html>");
    expect(renderPage).toHaveBeenCalledOnce();
    const request = renderPage.mock.calls[0]![0];
    expect(new URL(request.url).search).toBe("?origen=cdmx");
    expect(request.headers.get("accept-language")).toBe("es-MX");
  });

  it("keep the status and headers renderPage set, including several cookies", async () => {
    const app = makeApp({
      renderPage: async () => {
        const headers = new Headers({ Location: "/es-mx/tarifas", "X-Page": "redirect" });
        headers.append("Set-Cookie", "a=1; Path=/");
        headers.append("Set-Cookie", "b=2; Path=/");
        return new Response(null, { status: 302, headers });
      },
    });
    const response = await app.request("/tarifas");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/es-mx/tarifas");
    expect(response.headers.get("x-page")).toBe("redirect");
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("are sent with Cache-Control: no-store unless renderPage set one", async () => {
    const page = await makeApp().request("/tracking/AND-DEMO-1004");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");

    const redirect = await makeApp({
      renderPage: async () => new Response(null, { status: 302, headers: { Location: "/" } }),
    }).request("/no-such-page");
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("cache-control")).toBe("no-store");

    const cacheable = await makeApp({
      renderPage: async () =>
        new Response("<html></html>", {
          headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=60" },
        }),
    }).request("/tarifas");
    expect(cacheable.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("are gzip-compressed when large and the client accepts gzip", async () => {
    const response = await makeApp().request(LONG_PAGE_PATH, {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(Buffer.byteLength(LONG_PAGE));
    expect(gunzipSync(body).toString("utf8")).toBe(LONG_PAGE);
  });

  it("are sent uncompressed when the client does not accept compression", async () => {
    const response = await makeApp().request(LONG_PAGE_PATH);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe(LONG_PAGE);
  });

  it("answer an exception in renderPage with a plain 500 and no stack trace", async () => {
    const error = new Error("database exploded while rendering");
    const app = makeApp({ renderPage: () => Promise.reject(error) });
    const response = await app.request("/tarifas");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe("Internal Server Error");
    expect(text).not.toContain("exploded");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("one URL per page", () => {
  const route = (id: string, extra: object) => ({ id, module: {}, ...extra });
  /** The route table of a build, as the server reads it (start-site.ts). */
  const pagePattern = pagePatternOf({
    root: route("root", { path: "" }),
    home: route("home", { parentId: "root", index: true }),
    contact: route("contact", { parentId: "root", path: "contacto" }),
    result: route("result", { parentId: "root", path: "tracking/:number" }),
    updates: route("updates", { parentId: "root", path: "tracking/:number/avisos" }),
    missing: route("missing", { parentId: "root", path: "*" }),
  } as unknown as ServerBuild["routes"]);

  it("answers another casing, a trailing slash or an index file with a 301 to the page's path, query kept", async () => {
    const app = makeApp({ pagePattern });
    for (const [asked, page] of [
      ["/Contacto?origen=correo", "/contacto?origen=correo"],
      ["/contacto/?origen=correo", "/contacto?origen=correo"],
      ["/CONTACTO/index.html", "/contacto"],
      ["/tracking/AND-DEMO-1004/", "/tracking/AND-DEMO-1004"],
      [
        "/Tracking/AND-DEMO-1004/Avisos?avisos=enviado",
        "/tracking/AND-DEMO-1004/avisos?avisos=enviado",
      ],
    ]) {
      const response = await app.request(asked!);
      expect(response.status, asked).toBe(301);
      expect(response.headers.get("Location"), asked).toBe(page);
      expect(response.headers.get("Cache-Control"), asked).toBe("public, max-age=86400");
    }
    // Nothing was rendered, and no tracking lookup spent.
    expect(renderPage).not.toHaveBeenCalled();
  });

  it("leaves a page's own path and the paths of no page to their own answers", async () => {
    const app = makeApp({ pagePattern });
    expect((await app.request("/contacto")).status).toBe(200);
    expect(await (await app.request("/No-Such-Page")).text()).toBe(
      "<html>page /No-Such-Page</html>",
    );
  });
});

describe("request metrics", () => {
  const durationSeries = async () =>
    (await registry.getSingleMetric("anden_http_request_duration_seconds")!.get()).values
      .filter((value) => (value as { metricName?: string }).metricName?.endsWith("_count"))
      .map(({ labels }) => `${labels.method} ${labels.route} ${labels.status}`);

  it("label each request by its route pattern and status, never by the raw path", async () => {
    registry.resetMetrics();
    const app = makeApp({
      pagePattern: (pathname) =>
        pathname === "/fullpack"
          ? "/fullpack"
          : pathname.startsWith("/tracking/")
            ? "/tracking/:number"
            : undefined,
    });
    await app.request("/api/tracking/AND-DEMO-9999");
    await app.request("/api/tracking/not_valid");
    await app.request("/fullpack");
    await app.request("/tracking/AND-DEMO-1234");
    await app.request("/assets/app-abc123.js");
    await app.request("/no-such-page-at-all");
    await app.request("/api/no-such-endpoint");

    const series = await durationSeries();
    expect(series).toEqual(
      expect.arrayContaining([
        "GET /api/tracking/:number 404",
        "GET /api/tracking/:number 400",
        "GET /fullpack 200",
        "GET /tracking/:number 200",
        "GET static 200",
        "GET unmatched 200",
        "GET /api/* 404",
      ]),
    );
    expect(series.join("\n")).not.toMatch(/AND-DEMO|no-such|abc123/);
  });
});

describe("cross-site requests to pages", () => {
  it("are refused 403 with one short warning, before React Router (which logs a stack trace)", async () => {
    const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
    const logger = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    const app = makeApp({ logger });
    for (const [urlPath, headers] of [
      ["/", { Origin: "https://evil.example" }],
      ["/contacto", { Origin: "null" }],
      ["/tracking/AND-DEMO-1004", { "Sec-Fetch-Site": "cross-site" }],
    ] as const) {
      const response = await app.request(`http://localhost${urlPath}`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=1",
      });
      if (urlPath === "/contacto") {
        // The contact form's own post (contact-routes.ts): a browser is sent back to the form.
        expect(response.status).toBe(303);
        expect(response.headers.get("Location")).toBe("/contacto");
        continue;
      }
      expect(response.status).toBe(403);
      const body = await errorBody(response);
      expect(body.error.code).toBe("cross_site_request");
    }
    expect(renderPage).not.toHaveBeenCalled();
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(3);
    for (const warning of warnings) {
      expect(warning.err).toBeUndefined();
      expect(JSON.stringify(warning).length).toBeLessThan(400);
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("leave same-origin requests and every GET alone", async () => {
    const app = makeApp();
    const get = await app.request("http://localhost/tarifas", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(get.status).toBe(200);
    expect(renderPage).toHaveBeenCalledOnce();
  });
});

describe("methods a path does not take", () => {
  it("are answered 405 with Allow and the JSON error shape, outside the API", async () => {
    const app = makeApp();
    for (const [urlPath, method] of [
      ["/healthz", "PUT"],
      ["/readyz", "POST"],
      ["/nope", "PUT"],
      ["/fullpack", "POST"],
      ["/assets/app-abc123.js", "DELETE"],
      ["/tracking/AND-DEMO-1004", "PATCH"],
      ["/", "OPTIONS"],
    ] as const) {
      const response = await app.request(urlPath, { method });
      expect(response.status, `${method} ${urlPath}`).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD");
      const body = await errorBody(response);
      expect(body.error.code).toBe("method_not_allowed");
    }
    expect(renderPage).not.toHaveBeenCalled();
  });

  it("are answered 405 with the methods the endpoint takes, under /api", async () => {
    const app = makeApp();
    for (const [urlPath, method, allow] of [
      ["/api/contact", "GET", "POST"],
      ["/api/contact", "PUT", "POST"],
      ["/api/tracking/AND-DEMO-1004", "POST", "GET, HEAD"],
      ["/api/v1/shipments/AND-1/events", "GET", "POST"],
      ["/api/rates", "DELETE", "GET, HEAD, POST"],
      ["/api/captcha/challenge", "POST", "GET, HEAD"],
    ] as const) {
      const response = await app.request(urlPath, { method });
      expect(response.status, `${method} ${urlPath}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      const body = await errorBody(response);
      expect(body.error.code).toBe("method_not_allowed");
    }
  });
});

describe("pages computed per request: their budgets", () => {
  /** Draws a page as the tracking route does: its status follows the lookup's answer. */
  const lookingUp: AppDependencies["renderPage"] = async (request, context) => {
    const number = /^\/tracking\/([^/.]+)/.exec(new URL(request.url).pathname)?.[1];
    if (!number)
      return new Response("<html>quote</html>", { headers: { "Content-Type": "text/html" } });
    const result = await context.lookUpShipment(number);
    const status = { found: 200, not_found: 404, invalid: 400, unavailable: 502 };
    return new Response(`<html>${result.kind}</html>`, {
      status: status[result.kind],
      headers: { "Content-Type": "text/html" },
    });
  };
  const from = (address: string, headers: Record<string, string> = {}) => ({
    headers: { "X-Forwarded-For": address, ...headers },
  });

  async function expectRateLimitedPage(response: Response) {
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("content-security-policy")).toContain("script-src");
    expect(await response.text()).toBe(new TextDecoder().decode(TEST_RATE_LIMITED_PAGE.body));
  }

  it("share one tracking budget per address between the API and the page", async () => {
    renderPage.mockClear();
    const app = makeApp({
      config: loadConfig({ TRACKING_RATE_LIMIT: "3", TRUST_PROXY: "true" }),
      renderPage: vi.fn(lookingUp),
    });
    const address = "198.51.100.7";
    expect((await app.request("/api/tracking/AND-NOPE-0001", from(address))).status).toBe(404);
    expect((await app.request("/tracking/AND-NOPE-0002", from(address))).status).toBe(404);
    expect((await app.request("/tracking/AND-NOPE-0003", from(address))).status).toBe(404);

    const api = await app.request("/api/tracking/AND-NOPE-0004", from(address));
    expect(api.status).toBe(429);
    expect((await errorBody(api)).error.code).toBe("rate_limited");
    await expectRateLimitedPage(await app.request("/tracking/AND-NOPE-0004", from(address)));

    // Another address has its own budget.
    expect((await app.request("/tracking/AND-NOPE-0005", from("198.51.100.8"))).status).toBe(404);
  });

  it("refuse a spent quote page with the prerendered 429 page, unrendered, like the rates API", async () => {
    const render = vi.fn(lookingUp);
    const app = makeApp({
      config: loadConfig({ RATES_RATE_LIMIT: "3", TRUST_PROXY: "true" }),
      renderPage: render,
    });
    const address = "198.51.100.9";
    const quote = "/cotizador?origin=06700&destination=44100&length=30&height=20&width=10&weight=3";
    expect((await app.request(`/api/rates?${quote.split("?")[1]}`, from(address))).status).toBe(
      200,
    );
    expect((await app.request(quote, from(address))).status).toBe(200);
    // The same quote again comes from the cache, and still spends the budget.
    expect((await app.request(quote, from(address))).status).toBe(200);
    expect(render).toHaveBeenCalledOnce();

    await expectRateLimitedPage(await app.request(`${quote}1`, from(address)));
    await expectRateLimitedPage(await app.request(quote, from(address)));
    const head = await app.request(quote, { method: "HEAD", ...from(address) });
    expect(head.status).toBe(429);
    expect(await head.text()).toBe("");
    expect((await app.request(`/api/rates?${quote.split("?")[1]}`, from(address))).status).toBe(
      429,
    );
    expect(render).toHaveBeenCalledOnce();

    // The bare calculator spends nothing, and other addresses keep their budget.
    expect((await app.request("/cotizador", from(address))).status).toBe(200);
    expect((await app.request(quote, from("198.51.100.10"))).status).toBe(200);
  });

  it("serve the 429 page compressed when the client accepts it", async () => {
    const compressed = {
      ...TEST_RATE_LIMITED_PAGE,
      brotli: brotliCompressSync(Buffer.from(TEST_RATE_LIMITED_PAGE.body)),
    };
    const app = makeApp({
      config: loadConfig({ RATES_RATE_LIMIT: "1", TRUST_PROXY: "true" }),
      renderPage: lookingUp,
      rateLimitedPage: compressed,
    });
    await app.request("/cotizador?weight=1", from("198.51.100.11"));
    const refused = await app.request(
      "/cotizador?weight=1",
      from("198.51.100.11", { "Accept-Encoding": "gzip, br" }),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await refused.arrayBuffer())).toString("utf8")).toBe(
      new TextDecoder().decode(TEST_RATE_LIMITED_PAGE.body),
    );
  });
});

describe("React Router's data requests", () => {
  it("are answered 404 before anything renders or spends a budget", async () => {
    const app = makeApp({ config: loadConfig({ TRACKING_RATE_LIMIT: "1", TRUST_PROXY: "true" }) });
    const address = { headers: { "X-Forwarded-For": "198.51.100.30" } };
    for (const urlPath of [
      "/tracking/AND-DEMO-1004.data",
      "/tracking/AND-DEMO-1004.data?_routes=routes%2Ftracking.%24number",
      "/cotizador.data?origin=06700&weight=3",
      "/_root.data",
      "/fullpack.data",
      "/__manifest?p=%2F&version=1",
    ]) {
      const response = await app.request(urlPath, address);
      expect(response.status, urlPath).toBe(404);
      expect((await errorBody(response)).error.code).toBe("not_found");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect(renderPage).not.toHaveBeenCalled();
    // The one lookup of the budget is still there.
    expect((await app.request("/tracking/AND-DEMO-1004", address)).status).toBe(200);
  });
});

describe("pages rendered per request: the cache (ADR 36)", () => {
  const TOKEN = "an-ingest-token-of-length";
  let renders = 0;
  beforeEach(() => {
    renders = 0;
  });

  /** A tracking page as the route draws it: the latest event, the nonce, and the day. */
  const trackingPage: AppDependencies["renderPage"] = async (request, context) => {
    renders += 1;
    const { pathname, search } = new URL(request.url);
    const number = /^\/tracking\/([^/.]+)/.exec(pathname)?.[1];
    const result = number ? await context.lookUpShipment(number) : undefined;
    const latest = result?.kind === "found" ? result.shipment.tracking.at(-1)?.mensaje : "";
    const status = result === undefined || result.kind === "found" ? 200 : 404;
    return new Response(
      `<html><script nonce="${context.nonce}"></script>${result?.kind} ${latest} ${search} render ${renders}</html>`,
      { status, headers: { "content-type": "text/html; charset=utf-8" } },
    );
  };

  const ingest = (app: ReturnType<typeof makeApp>, number: string, message: string) =>
    app.request(`/api/v1/shipments/${number}/events`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        carrier: "Estafeta",
        status: "ENVI",
        message,
        occurredAt: new Date(Date.now() - 60_000 + message.length).toISOString(),
      }),
    });

  const appWith = (settings: Record<string, string> = {}, now?: () => Date) =>
    makeApp({
      config: loadConfig({ TRACKING_INGEST_TOKEN: TOKEN, TRUST_PROXY: "true", ...settings }),
      renderPage: trackingPage,
      ...(now ? { now } : {}),
    });

  const body = async (response: Response) =>
    (await response.text()).replace(/nonce="[^"]+"/, 'nonce="N"');

  it("answers a page again without rendering it, with the same status and headers", async () => {
    const app = appWith();
    expect((await ingest(app, "AND-CACHE-0001", "En camino")).status).toBe(201);
    const first = await app.request("/tracking/AND-CACHE-0001");
    const second = await app.request("/tracking/AND-CACHE-0001");
    expect(renders).toBe(1);
    expect(second.status).toBe(first.status);
    for (const name of ["content-type", "cache-control", "reporting-endpoints"]) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    const firstBody = await body(first);
    expect(firstBody).toContain("found En camino");
    expect(await body(second)).toBe(firstBody);
  });

  it("renders a tracking page again once an event of its shipment is ingested", async () => {
    const app = appWith();
    await ingest(app, "AND-CACHE-0002", "Recolectado");
    expect(await body(await app.request("/tracking/AND-CACHE-0002"))).toContain("Recolectado");
    // Another shipment's event leaves this page cached.
    await ingest(app, "AND-CACHE-0003", "Otro");
    await app.request("/tracking/AND-CACHE-0002");
    expect(renders).toBe(1);

    await ingest(app, "AND-CACHE-0002", "En camino a tu domicilio");
    const page = await body(await app.request("/tracking/AND-CACHE-0002"));
    expect(page).toContain("found En camino a tu domicilio");
    expect(renders).toBe(2);
    const api = await app.request("/api/tracking/AND-CACHE-0002");
    const [shipment] = (await api.json()) as [{ tracking: { mensaje: string }[] }];
    expect(shipment.tracking.at(-1)?.mensaje).toBe("En camino a tu domicilio");
  });

  it("renders a page again when the day changes in the market's time zone", async () => {
    // 05:30 UTC on 27 November is 23:30 on the 26th in Mexico City (UTC-6).
    let clock = new Date("2026-11-27T05:30:00Z");
    const app = appWith({}, () => clock);
    await ingest(app, "AND-CACHE-0004", "Con el repartidor");
    await app.request("/tracking/AND-CACHE-0004");
    clock = new Date("2026-11-27T05:59:00Z");
    await app.request("/tracking/AND-CACHE-0004");
    expect(renders).toBe(1);
    clock = new Date("2026-11-27T06:01:00Z");
    expect(await body(await app.request("/tracking/AND-CACHE-0004"))).toContain("render 2");
  });

  it("spends the tracking budget and counts the lookup on every answer from the cache", async () => {
    const app = appWith({ TRACKING_RATE_LIMIT: "3" });
    await ingest(app, "AND-CACHE-0005", "Entregado");
    registry.resetMetrics();
    const from = { headers: { "X-Forwarded-For": "198.51.100.20" } };
    for (let i = 0; i < 3; i += 1) {
      expect((await app.request("/tracking/AND-CACHE-0005", from)).status).toBe(200);
    }
    expect(renders).toBe(1);
    const refused = await app.request("/tracking/AND-CACHE-0005", from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect((await app.request("/api/tracking/AND-CACHE-0005", from)).status).toBe(429);
    const lookups = (await registry.getSingleMetric("anden_tracking_lookups_total")!.get()).values;
    expect(lookups.find((value) => value.labels.outcome === "found")?.value).toBe(3);
    // Another address still has its budget, and gets the cached page.
    const other = await app.request("/tracking/AND-CACHE-0005", {
      headers: { "X-Forwarded-For": "198.51.100.21" },
    });
    expect(other.status).toBe(200);
    // Neither the refusal nor the other address's answer rendered anything.
    expect(renders).toBe(1);
  });

  it("keeps different URLs apart, and neither HEAD, data requests nor failures", async () => {
    const app = appWith();
    const first = await body(await app.request("/cotizador?weight=1"));
    const second = await body(await app.request("/cotizador?weight=2"));
    expect(first).toContain("?weight=1");
    expect(second).toContain("?weight=2");
    expect(renders).toBe(2);
    await app.request("/cotizador?weight=1");
    expect(renders).toBe(2);

    for (let i = 0; i < 2; i += 1) {
      expect((await app.request("/tracking/AND-CACHE-NONE")).status).toBe(404);
    }
    expect(renders).toBe(4);
    await app.request("/cotizador?weight=1", { method: "HEAD" });
    expect(renders).toBe(5);
  });

  it("keeps a bounded number of pages", async () => {
    const app = appWith({ RATES_RATE_LIMIT: "100000" });
    await app.request("/cotizador?weight=0");
    for (let i = 1; i <= PAGE_CACHE_MAX_PAGES; i += 1) await app.request(`/cotizador?weight=${i}`);
    expect(renders).toBe(PAGE_CACHE_MAX_PAGES + 1);
    await app.request("/cotizador?weight=0");
    expect(renders).toBe(PAGE_CACHE_MAX_PAGES + 2);
  });
});
