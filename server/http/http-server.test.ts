import type { Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import type { HttpBindings } from "@hono/node-server";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawExchange } from "../../tests/system/raw-http.ts";
import { clientErrorResponse, createHttpServer } from "./http-server.ts";
import { rawAnswerHeaders, securityHeaders } from "./security-headers.ts";

/** As under an https PUBLIC_BASE_URL, so HSTS is among the headers every answer carries. */
const SECURITY_HEADERS = securityHeaders({ https: true });
const RAW_HEADERS = rawAnswerHeaders(SECURITY_HEADERS);

/** Every answer the server writes itself carries the common headers and closes. */
function expectRawAnswerHeaders(headers: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(RAW_HEADERS)) {
    expect(headers[name.toLowerCase()], name).toBe(value);
  }
  expect(headers["strict-transport-security"]).toMatch(/^max-age=/);
  expect(headers.connection).toBe("close");
}

let server: Server;
let port: number;

beforeAll(async () => {
  server = createHttpServer(
    (request) => Response.json({ host: new URL(request.url).host }, { status: 200 }),
    { hostname: "127.0.0.1", logger: pino({ level: "silent" }), securityHeaders: SECURITY_HEADERS },
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
    const response = clientErrorResponse("ERR_HTTP_REQUEST_TIMEOUT", false, RAW_HEADERS);
    expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(response).toContain('{"error":{"code":"request_timeout"');
    expect(response).toContain("\r\nX-Frame-Options: DENY\r\n");
    expect(clientErrorResponse("ERR_HTTP_REQUEST_TIMEOUT", true, RAW_HEADERS)).toMatch(/\r\n\r\n$/);
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

  it("answers a CONNECT that goes on sending 405, discards what follows, and closes", async () => {
    const upload = Buffer.alloc(4 * 1024 * 1024, " ");
    const exchange = await rawExchange(
      port,
      Buffer.concat([
        Buffer.from(
          "CONNECT /api/tracking/x HTTP/1.1\r\nHost: x\r\nContent-Length: 4194304\r\n\r\n",
        ),
        upload,
      ]),
      { timeoutMs: 5_000 },
    );
    expect(exchange.timedOut).toBe(false);
    expect(exchange.responses.map((response) => response.status)).toEqual([405]);
  });

  it.each([
    ["bytes that are not HTTP", "NOT HTTP AT ALL\r\n\r\n", 400],
    [
      "headers over the limit",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      431,
    ],
    ["no Host", "GET / HTTP/1.1\r\n\r\n", 400],
    ["two Host headers", "GET / HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\n\r\n", 400],
    ["a path that is not a URL", "GET /a\\b HTTP/1.1\r\nHost: x\r\n\r\n", 400],
    ["an unknown expectation", "GET / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n", 417],
    ["a CONNECT", "CONNECT example.test:443 HTTP/1.1\r\nHost: example.test:443\r\n\r\n", 405],
  ])("answers %s with the common security headers, then closes", async (_name, request, status) => {
    const response = await send(request);
    expect(response.status).toBe(status);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expectRawAnswerHeaders(response.headers);
    expect(errorOf(response.body)).toEqual({
      code: expect.any(String),
      message: expect.any(String),
    });
  });

  it("refuses two Host headers 400, whatever their case, and never asks the app", async () => {
    const response = await send("GET / HTTP/1.1\r\nHost: a.example\r\nhOST: a.example\r\n\r\n");
    expect(response.status).toBe(400);
    expect(errorOf(response.body)).toEqual({
      code: "bad_request",
      message: "A request has exactly one Host header.",
    });
  });

  it("answers an unknown Expect 417 and closes, without asking the app", async () => {
    const response = await send(
      "POST / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Length: 3\r\n\r\nabc",
    );
    expect(response.status).toBe(417);
    expect(errorOf(response.body)).toMatchObject({ code: "expectation_failed" });
    expect(response.headers.connection).toBe("close");
  });

  it("hands valid requests to the app", async () => {
    const response = await send(
      "GET / HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n",
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({ host: "example.test" });
  });
});

describe("a request that does not arrive in time", () => {
  let slow: Server;
  let slowPort: number;

  beforeAll(async () => {
    slow = createHttpServer(
      async (request) => Response.json({ length: (await request.text()).length }),
      {
        hostname: "127.0.0.1",
        logger: pino({ level: "silent" }),
        securityHeaders: SECURITY_HEADERS,
        timeouts: { headersMs: 300, requestMs: 600 },
        connectGraceMs: 300,
      },
    );
    await new Promise<void>((resolve) => slow.listen(0, "127.0.0.1", resolve));
    slowPort = (slow.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => slow.close(() => resolve())));

  it.each([
    ["a lone carriage return", "\r"],
    ["headers without their blank line", "GET / HTTP/1.1\r\nHost: x\r\n"],
    ["a body shorter than declared", "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nabc"],
  ])("answers %s 408 with the JSON error shape, then closes", async (_name, request) => {
    const exchange = await rawExchange(slowPort, Buffer.from(request, "latin1"), {
      timeoutMs: 5_000,
      headRequests: [false],
    });
    expect(exchange.timedOut).toBe(false);
    expect(exchange.responses).toHaveLength(1);
    const response = exchange.responses[0]!;
    expect(response.status).toBe(408);
    expectRawAnswerHeaders(response.headers);
    expect(errorOf(response.body)).toMatchObject({ code: "request_timeout" });
  });

  it("drops a refused CONNECT's connection that the client keeps sending on", async () => {
    const dropped = await new Promise<boolean>((resolve) => {
      const socket = connect({ port: slowPort, host: "127.0.0.1", allowHalfOpen: true });
      const trickle = setInterval(() => socket.write("x"), 100);
      const timer = setTimeout(() => {
        socket.destroy();
        resolve(false);
      }, 3_000);
      socket.on("connect", () => socket.write("CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n"));
      socket.on("data", () => undefined);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(trickle);
        clearTimeout(timer);
        resolve(true);
      });
    });
    expect(dropped).toBe(true);
  });
});

describe("an answer sent before the request's body is read", () => {
  let early: Server;
  let earlyPort: number;
  const LIMIT = 1_000;

  beforeAll(async () => {
    // Refuses a declared length over LIMIT on the headers alone, as the body limits do.
    early = createHttpServer(
      async (request, env) => {
        if (Number(request.headers.get("content-length")) > LIMIT) {
          return Response.json(
            { error: { code: "payload_too_large", message: "x" } },
            { status: 413 },
          );
        }
        (env as HttpBindings).outgoing.writeContinue(); // as continueUpload in guards.ts does
        return Response.json({ length: (await request.text()).length });
      },
      {
        hostname: "127.0.0.1",
        logger: pino({ level: "silent" }),
        securityHeaders: SECURITY_HEADERS,
      },
    );
    await new Promise<void>((resolve) => early.listen(0, "127.0.0.1", resolve));
    earlyPort = (early.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => early.close(() => resolve())));

  /** Writes `head` (and `body`), then reads until the server closes or `ms` pass. */
  function exchange(head: string, body = "", ms = 3_000) {
    return new Promise<{ text: string; closedByServer: boolean }>((resolve) => {
      const socket = connect({ port: earlyPort, host: "127.0.0.1" });
      let text = "";
      let closedByServer = false;
      const timer = setTimeout(() => socket.destroy(), ms);
      socket.on("connect", () => socket.write(head + body));
      socket.on("data", (chunk: Buffer) => {
        text += chunk.toString("latin1");
        // The go-ahead: send the body, as a client that waited for it would.
        if (text.startsWith("HTTP/1.1 100") && body === "" && !text.includes("sent")) {
          socket.write("x".repeat(10));
          text += "(sent)";
        }
      });
      socket.on("end", () => {
        closedByServer = true;
      });
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearTimeout(timer);
        resolve({ text, closedByServer });
      });
    });
  }

  it("says Connection: close and closes, so a keep-alive client never reuses a doomed socket", async () => {
    const { text, closedByServer } = await exchange(
      "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n",
      "x".repeat(10),
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text.toLowerCase()).toContain("\r\nconnection: close\r\n");
    expect(closedByServer).toBe(true);
  });

  it("refuses an oversized declared length without 100 Continue", async () => {
    const { text } = await exchange(
      "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 50000000\r\nExpect: 100-continue\r\n\r\n",
    );
    expect(text).toMatch(/^HTTP\/1\.1 413 /);
    expect(text).not.toContain("100 Continue");
    expect(text.toLowerCase()).toContain("\r\nconnection: close\r\n");
  });

  it("sends 100 Continue when the app invites the body, and keeps the connection", async () => {
    const { text, closedByServer } = await exchange(
      "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n",
      "",
      1_000,
    );
    expect(text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n\(sent\)HTTP\/1\.1 200 /);
    expect(text).toContain('{"length":10}');
    expect(text.toLowerCase()).toContain("connection: keep-alive");
    expect(closedByServer).toBe(false);
  });
});
