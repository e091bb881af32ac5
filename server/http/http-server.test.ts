import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../../tests/system/raw-http.ts";
import { clientErrorResponse, createHttpServer } from "./http-server.ts";

let server: Server;
let port: number;

beforeAll(async () => {
  server = createHttpServer(
    (request) => Response.json({ host: new URL(request.url).host }, { status: 200 }),
    { hostname: "127.0.0.1", logger: pino({ level: "silent" }) },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function send(request: string, headRequest = false) {
  const exchange = await rawExchange(port, Buffer.from(request, "latin1"), {
    timeoutMs: 5_000,
    headRequests: [headRequest],
  });
  expect(exchange.timedOut).toBe(false);
  expect(exchange.responses).toHaveLength(1);
  expect(exchange.trailing.length).toBe(0);
  return exchange.responses[0]!;
}

const errorOf = (body: Buffer) => (JSON.parse(body.toString()) as { error: object }).error;

describe("the HTTP server", () => {
  it("answers bytes that are not HTTP with the JSON error shape, then closes", async () => {
    const response = await send("NOT HTTP AT ALL\r\n\r\n");
    expect(response.status).toBe(400);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers.connection).toBe("close");
    expect(errorOf(response.body)).toEqual({
      code: "bad_request",
      message: "The request is not valid HTTP.",
    });
  });

  it("answers headers over Node's limit 431, without a body to a HEAD", async () => {
    const big = `X-Big: ${"a".repeat(20_000)}\r\n`;
    const get = await send(`GET / HTTP/1.1\r\nHost: x\r\n${big}\r\n`);
    expect(get.status).toBe(431);
    expect(errorOf(get.body)).toMatchObject({ code: "headers_too_large" });
    const head = await send(`HEAD / HTTP/1.1\r\nHost: x\r\n${big}\r\n`, true);
    expect(head.status).toBe(431);
    expect(head.body.length).toBe(0);
  });

  it("answers a request that times out 408", () => {
    const response = clientErrorResponse("ERR_HTTP_REQUEST_TIMEOUT", false);
    expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(response).toContain('{"error":{"code":"request_timeout"');
    expect(clientErrorResponse("ERR_HTTP_REQUEST_TIMEOUT", true)).toMatch(/\r\n\r\n$/);
  });

  it("refuses an HTTP/1.1 request without Host with JSON, and serves HTTP/1.0 without it", async () => {
    const refused = await send("GET / HTTP/1.1\r\n\r\n");
    expect(refused.status).toBe(400);
    expect(errorOf(refused.body)).toEqual({
      code: "bad_request",
      message: "An HTTP/1.1 request needs a Host header.",
    });
    const old = await send("GET / HTTP/1.0\r\n\r\n");
    expect(old.status).toBe(200);
    expect(JSON.parse(old.body.toString())).toEqual({ host: "127.0.0.1" });
  });

  it("answers a host or path that is not a URL with JSON", async () => {
    const response = await send("GET /a\\b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ code: "bad_request" });
  });

  it("answers CONNECT 405 with Allow and the JSON error shape, then closes", async () => {
    const response = await send(
      "CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n",
    );
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    expect(response.headers.connection).toBe("close");
    expect(errorOf(response.body)).toMatchObject({ code: "method_not_allowed" });
  });

  it("hands valid requests to the app", async () => {
    const response = await send(
      "GET / HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n",
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ host: "example.test" });
  });
});
