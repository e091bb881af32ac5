/**
 * A closed-loop HTTP/1.1 load generator over raw sockets (autocannon's model): `connections`
 * keep-alive connections, each sending its next GET as soon as the previous answer is complete.
 * A minimal parser keeps the client's own cost per request low, so the figures measure the server
 * rather than Node's HTTP client. Used by `npm run bench:api` and the load test in tests/system.
 */
import { connect } from "node:net";

export interface Measurement {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: Float64Array;
}

/**
 * The size of the first complete HTTP/1.1 response in `buffer` and its status, or undefined while
 * it is incomplete. Handles Content-Length and chunked bodies (all these servers send).
 */
export function completeResponse(buffer: Buffer): { status: number; size: number } | undefined {
  const headerEnd = buffer.indexOf("\r\n\r\n");
  if (headerEnd === -1) return undefined;
  const head = buffer.toString("latin1", 0, headerEnd);
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (length) {
    const size = headerEnd + 4 + Number(length[1]);
    return buffer.length >= size ? { status, size } : undefined;
  }
  if (!/\r\ntransfer-encoding: *chunked/i.test(head)) {
    throw new Error("response without Content-Length or chunked encoding");
  }
  let offset = headerEnd + 4;
  for (;;) {
    const lineEnd = buffer.indexOf("\r\n", offset);
    if (lineEnd === -1) return undefined;
    const chunkSize = parseInt(buffer.toString("latin1", offset, lineEnd), 16);
    if (chunkSize === 0) {
      const end = buffer.indexOf("\r\n\r\n", lineEnd);
      return end === -1 ? undefined : { status, size: end + 4 };
    }
    offset = lineEnd + 2 + chunkSize + 2;
    if (offset > buffer.length) return undefined;
  }
}

/**
 * One keep-alive connection that sends the next GET as soon as the previous answer is complete.
 * A raw socket with a minimal parser (as autocannon does) keeps the client's own cost per request
 * low, so it measures the server rather than Node's HTTP client.
 */
export function connectionLoop(
  port: number,
  path: string,
  deadline: number,
  record: (latencyMs: number, status: number) => void,
  headers = "Accept: application/json\r\n",
): Promise<void> {
  const requestBytes = Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${headers}\r\n`,
  );
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port, noDelay: true });
    let buffer: Buffer = Buffer.alloc(0);
    let sentAt = 0;
    const send = () => {
      sentAt = performance.now();
      socket.write(requestBytes);
    };
    socket.on("connect", send);
    socket.on("data", (chunk: Buffer) => {
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      let response;
      try {
        response = completeResponse(buffer);
      } catch (error) {
        socket.destroy();
        reject(error as Error);
        return;
      }
      if (!response) return;
      const now = performance.now();
      record(now - sentAt, response.status);
      buffer = buffer.subarray(response.size);
      if (now < deadline) send();
      else socket.end(resolve);
    });
    socket.on("error", reject);
  });
}

/** `connections` closed loops for `durationMs`. */
export async function load(
  port: number,
  path: string,
  connections: number,
  durationMs: number,
  /** Request header lines after Host, each ending in CRLF. */
  headers?: string,
): Promise<Measurement> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const record = (latencyMs: number, status: number) => {
    latencies.push(latencyMs);
    if (status !== 200) errors += 1;
  };
  await Promise.all(
    Array.from({ length: connections }, () =>
      connectionLoop(port, path, deadline, record, headers),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return { requests: latencies.length, errors, seconds, latenciesMs: sorted };
}

export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
