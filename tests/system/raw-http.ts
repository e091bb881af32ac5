import { connect } from "node:net";

// HTTP/1.1 over a raw socket, so the fuzz test can send what no HTTP client would (bad framing,
// invalid bytes in the request line, any method) and see exactly what comes back.

export interface RawResponse {
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
}

export interface RawExchange {
  /** Final responses in order (1xx interim responses are skipped). */
  responses: RawResponse[];
  /** The statuses of the 1xx interim responses (100 Continue), in order. */
  interim: number[];
  /** Bytes after the last complete response (a response cut short, or garbage). */
  trailing: Buffer;
  /** The socket error, if any (ECONNRESET, EPIPE, ...). */
  error?: string;
  timedOut: boolean;
}

/**
 * Connects, writes `request` (in slices, with backpressure, until done or the server has closed),
 * reads until the server closes the connection, and parses the responses.
 * `headRequests[i]` says whether response i answers a HEAD request (no body whatever its
 * Content-Length).
 */
export function rawExchange(
  port: number,
  request: Buffer,
  options: { timeoutMs: number; headRequests?: boolean[] },
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", noDelay: true });
    const received: Buffer[] = [];
    let error: string | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, options.timeoutMs);

    socket.on("connect", () => {
      let offset = 0;
      const SLICE = 64 * 1024;
      const writeMore = () => {
        while (offset < request.length && !socket.destroyed) {
          const slice = request.subarray(offset, offset + SLICE);
          offset += slice.length;
          if (!socket.write(slice)) {
            socket.once("drain", writeMore);
            return;
          }
        }
      };
      writeMore();
    });
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", (cause: NodeJS.ErrnoException) => {
      error = cause.code ?? cause.message;
    });
    socket.on("close", () => {
      clearTimeout(timer);
      const { responses, interim, trailing } = parseResponses(
        Buffer.concat(received),
        options.headRequests ?? [],
      );
      resolve({ responses, interim, trailing, error, timedOut });
    });
  });
}

/** Parses consecutive responses; a body without length runs to the end (connection close). */
export function parseResponses(
  data: Buffer,
  headRequests: readonly boolean[],
): { responses: RawResponse[]; interim: number[]; trailing: Buffer } {
  const responses: RawResponse[] = [];
  const interim: number[] = [];
  let offset = 0;
  for (;;) {
    const headerEnd = data.indexOf("\r\n\r\n", offset);
    if (headerEnd === -1) break;
    const lines = data.toString("latin1", offset, headerEnd).split("\r\n");
    const statusMatch = /^HTTP\/1\.[01] (\d{3})/.exec(lines[0] ?? "");
    if (!statusMatch) break;
    const status = Number(statusMatch[1]);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon <= 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    let bodyStart = headerEnd + 4;
    if (status >= 100 && status < 200) {
      interim.push(status);
      offset = bodyStart;
      continue;
    }
    const isHead = headRequests[responses.length] ?? false;
    let body: Buffer;
    if (isHead || status === 204 || status === 304) {
      body = Buffer.alloc(0);
    } else if (/\bchunked\b/i.test(headers["transfer-encoding"] ?? "")) {
      const parts: Buffer[] = [];
      let complete = false;
      for (;;) {
        const lineEnd = data.indexOf("\r\n", bodyStart);
        if (lineEnd === -1) break;
        const size = parseInt(data.toString("latin1", bodyStart, lineEnd), 16);
        if (Number.isNaN(size)) break;
        if (size === 0) {
          const end = data.indexOf("\r\n\r\n", lineEnd);
          if (end === -1) break;
          bodyStart = end + 4;
          complete = true;
          break;
        }
        if (lineEnd + 2 + size + 2 > data.length) break;
        parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        bodyStart = lineEnd + 2 + size + 2;
      }
      if (!complete) break;
      body = Buffer.concat(parts);
    } else if (headers["content-length"] !== undefined) {
      const length = Number(headers["content-length"]);
      if (!Number.isInteger(length) || bodyStart + length > data.length) break;
      body = data.subarray(bodyStart, bodyStart + length);
      bodyStart += length;
    } else {
      body = data.subarray(bodyStart);
      bodyStart = data.length;
    }
    responses.push({ status, headers, body });
    offset = bodyStart;
  }
  return { responses, interim, trailing: data.subarray(offset) };
}
