import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createSiteverifyClient } from "./siteverify.ts";

interface RecordedRequest {
  method: string | undefined;
  path: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A stand-in for the providers' siteverify endpoints on 127.0.0.1. */
async function startFakeSiteverify() {
  const requests: RecordedRequest[] = [];
  let handler: Handler = (_request, response) => json(response, { success: true });
  const server: Server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      requests.push({
        method: request.method,
        path: request.url,
        contentType: request.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    respondWith(next: Handler) {
      handler = next;
    },
    reset() {
      requests.length = 0;
      handler = (_request, response) => json(response, { success: true });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(response: ServerResponse, body: unknown, status = 200) {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

const providers = [
  {
    name: "Cloudflare Turnstile",
    path: "/turnstile/v0/siteverify",
    create: (baseUrl: string, timeoutMs?: number) =>
      createSiteverifyClient("turnstile", { secret: "turnstile-secret", baseUrl, timeoutMs }),
    secret: "turnstile-secret",
  },
  {
    name: "reCAPTCHA v2",
    path: "/recaptcha/api/siteverify",
    create: (baseUrl: string, timeoutMs?: number) =>
      createSiteverifyClient("recaptcha", { secret: "recaptcha-secret", baseUrl, timeoutMs }),
    secret: "recaptcha-secret",
  },
];

describe.each(providers)("$name client", ({ path, create, secret }) => {
  let fake: Awaited<ReturnType<typeof startFakeSiteverify>>;

  beforeAll(async () => {
    fake = await startFakeSiteverify();
  });

  beforeEach(() => fake.reset());

  afterAll(async () => {
    await fake?.close();
  });

  it("sends the secret, the token and the client address, form-encoded, and accepts success", async () => {
    fake.respondWith((_request, response) =>
      json(response, { success: true, hostname: "anden.example", "error-codes": [] }),
    );
    const result = await create(fake.baseUrl).verify("token-123", "203.0.113.7");
    expect(result).toEqual({ ok: true });
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path,
        contentType: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        form: { secret, response: "token-123", remoteip: "203.0.113.7" },
      },
    ]);
  });

  it("leaves remoteip out when the client address is unknown", async () => {
    await expect(create(fake.baseUrl).verify("token-123", "")).resolves.toEqual({ ok: true });
    expect(fake.requests[0]?.form).toEqual({ secret, response: "token-123" });
  });

  it.each([
    [["invalid-input-response"], "invalid"],
    [["timeout-or-duplicate"], "expired"],
    [["missing-input-response"], "missing"],
    [["invalid-input-secret"], "unavailable"],
    [["missing-input-secret", "invalid-input-response"], "unavailable"],
    [["bad-request"], "unavailable"],
    [["internal-error"], "unavailable"],
    [["something-new"], "invalid"],
    [[], "invalid"],
  ])("maps error codes %j to %s", async (codes, reason) => {
    fake.respondWith((_request, response) =>
      json(response, { success: false, "error-codes": codes }),
    );
    const result = await create(fake.baseUrl).verify("token-123", "203.0.113.7");
    expect(result).toMatchObject({ ok: false, reason });
    if (codes.length) expect(result).toMatchObject({ detail: codes.join(",") });
  });

  it("reports a missing token without calling the provider", async () => {
    const client = create(fake.baseUrl);
    await expect(client.verify(undefined, "203.0.113.7")).resolves.toEqual({
      ok: false,
      reason: "missing",
    });
    await expect(client.verify(" ", "203.0.113.7")).resolves.toMatchObject({ reason: "missing" });
    await expect(client.verify("x".repeat(20_000), "203.0.113.7")).resolves.toMatchObject({
      reason: "malformed",
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("reports an HTTP error or an unexpected body as unavailable", async () => {
    const client = create(fake.baseUrl);
    fake.respondWith((_request, response) => json(response, { error: "boom" }, 500));
    await expect(client.verify("token", "")).resolves.toMatchObject({
      ok: false,
      reason: "unavailable",
      detail: expect.stringContaining("500"),
    });
    fake.respondWith((_request, response) => response.writeHead(200).end("<html>"));
    await expect(client.verify("token", "")).resolves.toMatchObject({ reason: "unavailable" });
    fake.respondWith((_request, response) => json(response, { success: "yes" }));
    await expect(client.verify("token", "")).resolves.toMatchObject({ reason: "unavailable" });
  });

  it("gives up after the timeout and reports unavailable", async () => {
    fake.respondWith(() => {
      // Never answers.
    });
    const started = performance.now();
    const result = await create(fake.baseUrl, 200).verify("token", "203.0.113.7");
    expect(result).toEqual({ ok: false, reason: "unavailable", detail: "siteverify timed out" });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("reports an unreachable provider as unavailable", async () => {
    const closed = await startFakeSiteverify();
    await closed.close();
    await expect(create(closed.baseUrl).verify("token", "")).resolves.toMatchObject({
      ok: false,
      reason: "unavailable",
      detail: expect.stringContaining("siteverify failed"),
    });
  });
});

describe("default endpoints", () => {
  it("call the providers' documented siteverify URLs", async () => {
    const urls: string[] = [];
    const fetch = (async (url: string | URL | Request) => {
      urls.push(String(url));
      return Response.json({ success: true });
    }) as typeof globalThis.fetch;
    await createSiteverifyClient("turnstile", { secret: "s", fetch }).verify("t", "");
    await createSiteverifyClient("recaptcha", { secret: "s", fetch }).verify("t", "");
    expect(urls).toEqual([
      "https://challenges.cloudflare.com/turnstile/v0/siteverify",
      "https://www.google.com/recaptcha/api/siteverify",
    ]);
  });
});
