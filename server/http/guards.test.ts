import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { ApiErrorBody } from "./errors.ts";
import { jsonError } from "./errors.ts";
import { jsonBodyLimit } from "./guards.ts";

/** A body without Content-Length (as chunked uploads arrive) that fails after `sent` bytes. */
function bodyThatBreaks(sent: string): ReadableStream<Uint8Array> {
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      pulls += 1;
      if (pulls === 1) controller.enqueue(new TextEncoder().encode(sent));
      else controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
}

function appWithLimit(handler: () => Response | Promise<Response>) {
  const app = new Hono();
  const calls: string[] = [];
  app.post("/upload", jsonBodyLimit(1024), async () => {
    calls.push("handler");
    return handler();
  });
  app.onError((_error, c) => jsonError(c, 500, "internal_error", "Something went wrong."));
  return { app, calls };
}

const post = (app: Hono, body: BodyInit) =>
  app.request("/upload", { method: "POST", body, duplex: "half" } as RequestInit);

describe("jsonBodyLimit", () => {
  it("answers 413 with the JSON error for a streamed body over the limit", async () => {
    const { app, calls } = appWithLimit(() => new Response("ok"));
    const response = await post(
      app,
      new ReadableStream({
        start(controller) {
          controller.enqueue(new Uint8Array(2048));
          controller.close();
        },
      }),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as ApiErrorBody).error.code).toBe("payload_too_large");
    expect(calls).toEqual([]);
  });

  // Found by the fuzz test (tests/system/api-fuzz.test.ts): a chunked upload that breaks off
  // (bad chunk framing, or the client going away) was an "unhandled error" logged with its stack
  // and counted as a 500.
  it("answers 400 when a streamed body breaks off before its end, without calling the handler", async () => {
    const { app, calls } = appWithLimit(() => new Response("ok"));
    const response = await post(app, bodyThatBreaks('{"name":'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: "incomplete_body", message: "The request body ended before it was complete." },
    });
    expect(calls).toEqual([]);
  });

  it("lets the handler's own errors through to the error handler", async () => {
    const { app, calls } = appWithLimit(() => {
      throw new Error("handler bug");
    });
    const response = await post(app, '{"a":1}');
    expect(calls).toEqual(["handler"]);
    expect(response.status).toBe(500);
  });
});
