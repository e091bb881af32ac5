import { getRequestListener, RequestError, type HttpBindings } from "@hono/node-server";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../logger.ts";
import type { ApiErrorBody } from "./errors.ts";
import { rawAnswerHeaders } from "./security-headers.ts";

interface Refusal {
  status: number;
  reason: string;
  code: string;
  message: string;
}

const REFUSALS = {
  badRequest: {
    status: 400,
    reason: "Bad Request",
    code: "bad_request",
    message: "The request is not valid HTTP.",
  },
  missingHost: {
    status: 400,
    reason: "Bad Request",
    code: "bad_request",
    message: "An HTTP/1.1 request needs a Host header.",
  },
  repeatedHost: {
    status: 400,
    reason: "Bad Request",
    code: "bad_request",
    message: "A request has exactly one Host header.",
  },
  expectationFailed: {
    status: 417,
    reason: "Expectation Failed",
    code: "expectation_failed",
    message: "The only expectation this server meets is 100-continue.",
  },
  invalidTarget: {
    status: 400,
    reason: "Bad Request",
    code: "bad_request",
    message: "The request's host or path is not valid.",
  },
  headersTooLarge: {
    status: 431,
    reason: "Request Header Fields Too Large",
    code: "headers_too_large",
    message: "The request's headers are too large.",
  },
  timeout: {
    status: 408,
    reason: "Request Timeout",
    code: "request_timeout",
    message: "The request took too long to arrive.",
  },
  connect: {
    status: 405,
    reason: "Method Not Allowed",
    code: "method_not_allowed",
    message: "This server is not a proxy: it takes no CONNECT.",
  },
  internal: {
    status: 500,
    reason: "Internal Server Error",
    code: "internal_error",
    message: "Something went wrong on our side.",
  },
} satisfies Record<string, Refusal>;

const CLIENT_ERROR_REFUSALS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: REFUSALS.headersTooLarge,
  ERR_HTTP_REQUEST_TIMEOUT: REFUSALS.timeout,
};

const errorBody = (refusal: Refusal): ApiErrorBody => ({
  error: { code: refusal.code, message: refusal.message },
});

/**
 * The raw HTTP/1.1 answer to a request Node could not parse: the API's JSON error shape and the
 * common security headers (`headers`, rawAnswerHeaders), without the body when the request was a
 * HEAD; the connection closes after it.
 */
export function clientErrorResponse(
  errorCode: string | undefined,
  isHead: boolean,
  headers: Record<string, string>,
): string {
  return rawRefusal(CLIENT_ERROR_REFUSALS[errorCode ?? ""] ?? REFUSALS.badRequest, isHead, headers);
}

function rawRefusal(refusal: Refusal, isHead: boolean, headers: Record<string, string>): string {
  const json = JSON.stringify(errorBody(refusal));
  return [
    `HTTP/1.1 ${refusal.status} ${refusal.reason}`,
    "Content-Type: application/json; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(json)}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
    "",
    isHead ? "" : json,
  ].join("\r\n");
}

/** Node's ServerResponse leaves the body out by itself when the request is a HEAD. */
function refuse(response: ServerResponse, refusal: Refusal, headers: Record<string, string>) {
  const json = JSON.stringify(errorBody(refusal));
  response.writeHead(refusal.status, {
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(json),
    ...headers,
    Connection: "close",
  });
  response.end(json);
}

/** How many times `name` (lower case) is among a request's raw headers. */
function headerCount(rawHeaders: string[], name: string): number {
  let count = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]!.toLowerCase() === name) count += 1;
  }
  return count;
}

interface ArrivalTimeouts {
  /** Until the request's headers have all arrived. */
  headersMs: number;
  /** Until the whole request, body included, has arrived. */
  requestMs: number;
}

/**
 * Every request here is a few kilobytes: a client that takes longer than this is stalled or
 * holding connections open on purpose (Node's defaults, 60 s and 300 s checked every 30 s,
 * would let a few hundred such sockets sit for minutes). It is answered 408 and closed.
 */
const ARRIVAL_TIMEOUTS: ArrivalTimeouts = { headersMs: 10_000, requestMs: 30_000 };

/** How long a refused CONNECT's client has to close its side before its socket is dropped. */
const CONNECT_GRACE_MS = 2_000;

/** What the app is called with: the request, and Node's request and response (HttpBindings). */
type FetchCallback = (request: Request, env: HttpBindings) => Response | Promise<Response>;

/**
 * An answer written before the request's body has arrived (a 413 on the declared length, a 401,
 * a 415...) says Connection: close and closes after it. Kept alive, the connection would carry
 * the rest of the body where the client's next request should be, and the adapter drops such a
 * socket after a short drain, under a client that was told it could reuse it.
 */
function closeIfAnsweredEarly(request: IncomingMessage, response: ServerResponse) {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!request.complete) response.shouldKeepAlive = false;
    return writeHead.apply(this, args);
  } as typeof writeHead;
}

/**
 * The Node HTTP server around the app. Every request the app never sees is still answered with
 * the API's JSON error shape, where Node and the Hono adapter answer a bare status:
 * - bytes Node cannot parse, headers over its limit, a request that never finishes arriving
 *   (`clientError`), after which the connection is closed, as Node does;
 * - an HTTP/1.1 request without a Host header (Node's own check, `requireHostHeader`, is replaced
 *   by the same rule here; HTTP/1.0 allows it, and the listening address stands in for it), and
 *   any request with two (HTTP requires 400: Node would keep the first);
 * - an `Expect` other than 100-continue (417; Node's own answer carries none of these headers and
 *   keeps the connection open);
 * - a host or path the adapter cannot turn into a URL;
 * - a CONNECT (405: no tunnel is offered; what the client sends after it is discarded, and its
 *   connection is dropped if the client has not closed it within CONNECT_GRACE_MS);
 * - a request whose headers or body do not arrive in time (408, ARRIVAL_TIMEOUTS).
 * Each of these answers carries the common security headers (`securityHeaders`, the app's own)
 * and closes the connection.
 */
export function createHttpServer(
  fetch: FetchCallback,
  options: {
    hostname: string;
    logger: Logger;
    /** The security headers of every answer (security-headers.ts). */
    securityHeaders: Record<string, string>;
    timeouts?: Partial<ArrivalTimeouts>;
    connectGraceMs?: number;
  },
): Server {
  const { hostname, logger, connectGraceMs = CONNECT_GRACE_MS } = options;
  const headers = rawAnswerHeaders(options.securityHeaders);
  const timeouts = { ...ARRIVAL_TIMEOUTS, ...options.timeouts };
  // Only node:http's server is made here, so the bindings are always HTTP/1's.
  const listener = getRequestListener((request, env) => fetch(request, env as HttpBindings), {
    hostname,
    errorHandler: (error) => {
      const refusal = error instanceof RequestError ? REFUSALS.invalidTarget : REFUSALS.internal;
      if (refusal === REFUSALS.internal) {
        logger.error({ err: error }, "the app failed to answer a request");
      }
      return new Response(JSON.stringify(errorBody(refusal)), {
        status: refusal.status,
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          ...headers,
          Connection: "close",
        },
      });
    },
  });
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (request.httpVersion === "1.1" && !request.headers.host) {
      refuse(response, REFUSALS.missingHost, headers);
      return;
    }
    if (headerCount(request.rawHeaders, "host") > 1) {
      refuse(response, REFUSALS.repeatedHost, headers);
      return;
    }
    closeIfAnsweredEarly(request, response);
    void listener(request, response);
  };
  const server = createServer(
    {
      requireHostHeader: false,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs / 2),
    },
    handle,
  );
  // Node would send 100 Continue at once: the app sends it (continueUpload in guards.ts) right
  // before it reads a body, so a request refused on its headers (declared size, token, media
  // type, method) is never invited to upload.
  server.on("checkContinue", handle);
  server.on("checkExpectation", (_request, response: ServerResponse) => {
    refuse(response, REFUSALS.expectationFailed, headers);
  });
  // Without a listener, Node drops a CONNECT's connection without a word. Node reads nothing
  // more from a socket it has handed over: what the client sends after the request is discarded
  // here, or a client still uploading would wait forever for room to write, and the socket with it.
  server.on("connect", (_request, socket: Duplex) => {
    socket.resume();
    socket.end(rawRefusal(REFUSALS.connect, false, { ...headers, Allow: "GET, HEAD, POST" }));
    const grace = setTimeout(() => socket.destroy(), connectGraceMs);
    socket.once("close", () => clearTimeout(grace));
  });
  server.on(
    "clientError",
    (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
      const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })
        ._httpMessage;
      if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
        socket.destroy();
        return;
      }
      logger.debug({ code: error.code }, "refused a request that is not valid HTTP");
      const isHead = error.rawPacket?.subarray(0, 5).toString("latin1") === "HEAD ";
      socket.end(clientErrorResponse(error.code, isHead, headers));
    },
  );
  return server;
}
