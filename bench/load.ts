/**
 * A closed loop of keep-alive connections with autocannon: each connection sends its next GET as
 * soon as the previous answer is complete. Used by `npm run bench:api` and the load test in
 * tests/system. Runs on the calling thread: on a 2-core machine one core runs the server under
 * test and the other this client, so autocannon's `workers` would only take the server's core.
 */
import autocannon from "autocannon";

export interface LoadOptions {
  port: number;
  path: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  /** A request unanswered this long counts as an error (autocannon's timeout). */
  timeoutSeconds?: number;
}

export interface Measurement {
  /** Answers received. */
  requests: number;
  /** Answers that were not 200, plus connection errors and timeouts. */
  errors: number;
  seconds: number;
  /** Every answer's latency, sorted. */
  latenciesMs: Float64Array;
}

export async function load(options: LoadOptions): Promise<Measurement> {
  const latencies: number[] = [];
  let notOk = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}${options.path}`,
        headers: options.headers,
        connections: options.connections,
        duration: options.seconds,
        timeout: options.timeoutSeconds,
      },
      (error, finished) => (error ? reject(error as Error) : resolve(finished)),
    );
    // autocannon's own histogram keeps whole milliseconds; the bare server answers in less.
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) notOk += 1;
    });
  });
  return {
    requests: latencies.length,
    errors: notOk + result.errors,
    seconds: result.duration,
    latenciesMs: Float64Array.from(latencies).sort(),
  };
}

export function percentile(sorted: Float64Array, fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
