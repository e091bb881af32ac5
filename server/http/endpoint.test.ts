import { Hono } from "hono";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { CaptchaVerifier } from "../captcha/index.ts";
import type { Logger } from "../logger.ts";
import { endpoints, type EndpointSpec } from "./endpoint.ts";
import { createRateLimiter, type RateLimiter } from "./rate-limit.ts";

const SITE = { PUBLIC_BASE_URL: "https://anden.example", TRUST_PROXY: 1 };

/** What ran, in order: each budget spent, the captcha verified, the service called. */
type Trace = string[];

/** A budget of `limit` hits that writes each hit in `trace`. */
function tracedLimiter(trace: Trace, name: string, limit = 100): RateLimiter {
  const limiter = createRateLimiter({ limit, windowMs: 60_000 });
  return {
    hit: (key) => {
      trace.push(`${name} ${key}`);
      return limiter.hit(key);
    },
  };
}

const envelope = z.object({
  captcha: z.string().max(50).optional(),
  website: z.string().max(50).optional(),
});
const fields = z.object({ email: z.email({ error: "invalid_email" }) });

interface Options {
  trace: Trace;
  budget?: number;
  unansweredBudget?: number;
  handle?: EndpointSpec<string, z.infer<typeof envelope>, z.infer<typeof fields>>["handle"];
  log?: Logger;
  unavailable?: boolean;
}

/**
 * An endpoint with every step, whose page for a browser's post names what happened
 * (`/done?because=<code>`), behind a logger on the context as the app puts it.
 */
function makeApp({
  trace,
  budget = 100,
  unansweredBudget = 100,
  handle,
  log = pino({ level: "silent" }),
  unavailable = false,
}: Options) {
  const captcha: CaptchaVerifier = {
    provider: "altcha",
    verify: async (answer) => {
      trace.push(`captcha ${answer}`);
      return answer === "good" ? { ok: true } : { ok: false, reason: "invalid" };
    },
  };
  const app = new Hono<{ Variables: { logger: Logger } }>();
  app.use(async (c, next) => {
    c.set("logger", log);
    await next();
  });
  app.post(
    "/things/:id",
    endpoints(SITE)({
      name: "things",
      pages: { refused: (refusal) => `/done?because=${refusal.code}` },
      authorize: (c) =>
        c.req.header("Authorization") === "no"
          ? { status: 401, code: "unauthorized", message: "No." }
          : undefined,
      body: { limit: 1024, types: ["json", "form"] },
      unavailable: unavailable
        ? { status: 404, code: "off", message: "This endpoint is off." }
        : undefined,
      origin: "same-site",
      params: (c) =>
        /^\d+$/.test(c.req.param("id") ?? "")
          ? { value: c.req.param("id")! }
          : { refusal: { status: 400, code: "invalid_id", message: "Not an id." } },
      envelope,
      limiters: [
        { limiter: tracedLimiter(trace, "client", budget), scope: "things" },
        { limiter: tracedLimiter(trace, "site"), scope: "things-site", key: "things:site" },
      ],
      honeypot: {
        field: "website",
        answer: () => ({ status: 202, json: { status: "accepted" }, page: "/done?because=sent" }),
      },
      schema: fields,
      captcha: {
        verifier: captcha,
        answer: (values) => values.captcha || undefined,
        unansweredForm: {
          limiter: tracedLimiter(trace, "unanswered", unansweredBudget),
          scope: "unanswered",
          key: "unanswered:site",
          message: "Too many without a captcha.",
        },
      },
      handle:
        handle ??
        (({ params, fields: { email } }) => {
          trace.push(`handle ${params} ${email}`);
          return { status: 202, json: { status: "accepted" }, page: "/done?because=sent" };
        }),
    }),
  );
  return app;
}

type Way = "fetch" | "form";

type App = ReturnType<typeof makeApp>;

interface Sent {
  way?: Way;
  id?: string;
  values?: Record<string, string>;
  headers?: Record<string, string>;
  raw?: { type: string; body: string };
  env?: object;
}

/** A script's fetch (JSON) or a browser's plain form post of `values`, from one client. */
function send(app: App, { way = "fetch", id = "7", values = {}, headers = {}, raw, env }: Sent) {
  const type =
    raw?.type ?? (way === "form" ? "application/x-www-form-urlencoded" : "application/json");
  const body =
    raw?.body ?? (way === "form" ? new URLSearchParams(values).toString() : JSON.stringify(values));
  return app.request(
    `/things/${id}`,
    {
      method: "POST",
      headers: {
        "Content-Type": type,
        "Sec-Fetch-Mode": way === "form" ? "navigate" : "cors",
        "X-Forwarded-For": "203.0.113.9",
        ...headers,
      },
      body,
    },
    env,
  );
}

const VALID = { email: "ana@example.com", captcha: "good" };

/** A request refused at one step: everything before it passes, nothing after it runs. */
interface RefusalCase {
  step: string;
  status: number;
  code: string;
  sent: Sent;
  options?: Partial<Options>;
  /** What ran before the refusal (budgets spent, captcha verified). */
  ran: (trace: Trace) => void;
}

const nothing = () => {};
const REFUSALS: RefusalCase[] = [
  {
    step: "authorize",
    status: 401,
    code: "unauthorized",
    sent: { values: VALID, headers: { Authorization: "no", Origin: "https://evil.example" } },
    ran: nothing,
  },
  {
    step: "body size",
    status: 413,
    code: "payload_too_large",
    sent: {
      values: { ...VALID, pad: "x".repeat(2000) },
      headers: { Origin: "https://evil.example" },
    },
    ran: nothing,
  },
  {
    step: "unavailable",
    status: 404,
    code: "off",
    sent: { values: VALID, headers: { Origin: "https://evil.example" } },
    options: { unavailable: true },
    ran: nothing,
  },
  {
    step: "origin",
    status: 403,
    code: "cross_site_request",
    sent: { id: "x", values: VALID, headers: { Origin: "https://evil.example" } },
    ran: nothing,
  },
  {
    step: "params",
    status: 400,
    code: "invalid_id",
    sent: { id: "x", raw: { type: "text/plain", body: "hello" } },
    ran: nothing,
  },
  {
    step: "body type",
    status: 415,
    code: "unsupported_media_type",
    sent: { raw: { type: "text/plain", body: "hello" } },
    ran: nothing,
  },
  {
    step: "body read",
    status: 400,
    code: "malformed_json",
    sent: { raw: { type: "application/json", body: "{" } },
    ran: nothing,
  },
  {
    step: "envelope",
    status: 400,
    code: "invalid_request",
    sent: { values: { ...VALID, captcha: "x".repeat(51) } },
    ran: nothing,
  },
  {
    step: "limiters",
    status: 429,
    code: "rate_limited",
    sent: { values: { email: "not an address", captcha: "bad" } },
    options: { budget: 0 },
    ran: (trace) => expect(trace).toEqual(["client things:203.0.113.9"]),
  },
  {
    step: "schema",
    status: 400,
    code: "invalid_fields",
    sent: { values: { email: "not an address", captcha: "bad" } },
    ran: (trace) => expect(trace).toEqual(["client things:203.0.113.9", "site things:site"]),
  },
  {
    step: "captcha",
    status: 403,
    code: "captcha_failed",
    sent: { values: { ...VALID, captcha: "bad" } },
    ran: (trace) => expect(trace.at(-1)).toBe("captcha bad"),
  },
];

describe("an endpoint's steps", () => {
  for (const item of REFUSALS) {
    it(`refuse at ${item.step} before any later step runs, answered both ways`, async () => {
      for (const way of ["fetch", "form"] as const) {
        const trace: Trace = [];
        const app = makeApp({ trace, ...item.options });
        const response = await send(app, { ...item.sent, way });
        expect(response.headers.get("Cache-Control"), way).toBe("no-store");
        if (way === "fetch") {
          expect(response.status).toBe(item.status);
          expect(await response.json()).toMatchObject({ error: { code: item.code } });
        } else {
          expect(response.status).toBe(303);
          expect(response.headers.get("Location")).toBe(`/done?because=${item.code}`);
        }
        item.ran(trace);
        expect(
          trace.filter((line) => line.startsWith("handle")),
          way,
        ).toEqual([]);
      }
    });
  }

  it("run every step, in order, then the service", async () => {
    const trace: Trace = [];
    const response = await send(makeApp({ trace }), { values: VALID });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "accepted" });
    expect(trace).toEqual([
      "client things:203.0.113.9",
      "site things:site",
      "captcha good",
      "handle 7 ana@example.com",
    ]);
  });

  it("send a browser's form post to the outcome's page", async () => {
    const trace: Trace = [];
    const response = await send(makeApp({ trace }), { way: "form", values: VALID });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/done?because=sent");
  });

  it("answer a 429 with Retry-After both ways", async () => {
    for (const way of ["fetch", "form"] as const) {
      const response = await send(makeApp({ trace: [], budget: 0 }), { way, values: VALID });
      expect(Number(response.headers.get("Retry-After")), way).toBeGreaterThan(0);
    }
  });

  it("answer a filled honeypot as a success, verifying and storing nothing", async () => {
    const trace: Trace = [];
    const response = await send(makeApp({ trace }), {
      values: { email: "not checked", website: "https://spam.example" },
    });
    expect(response.status).toBe(202);
    expect(trace).toEqual(["client things:203.0.113.9", "site things:site"]);
  });

  it("take a plain form without a captcha answer on the unanswered budget, a script's never", async () => {
    const trace: Trace = [];
    const app = makeApp({ trace, unansweredBudget: 1 });
    const form = { way: "form" as const, values: { email: "ana@example.com" } };
    expect((await send(app, form)).headers.get("Location")).toBe("/done?because=sent");
    expect((await send(app, form)).headers.get("Location")).toBe("/done?because=rate_limited");
    const limited = await send(app, { ...form, way: "fetch" });
    expect(limited.status).toBe(403);
    expect(trace.filter((line) => line.startsWith("captcha"))).toEqual(["captcha undefined"]);
    expect(trace.filter((line) => line.startsWith("unanswered"))).toHaveLength(2);
  });

  it("refuse an unsupported type before inviting the upload, and invite a JSON one", async () => {
    for (const [raw, invited] of [
      [{ type: "text/plain", body: "hello" }, 0],
      [{ type: "application/json", body: JSON.stringify(VALID) }, 1],
    ] as const) {
      const outgoing = { headersSent: false, writeContinue: vi.fn() };
      await send(makeApp({ trace: [] }), {
        raw,
        headers: { Expect: "100-continue", "Content-Length": String(raw.body.length) },
        env: { outgoing },
      });
      expect(outgoing.writeContinue).toHaveBeenCalledTimes(invited);
    }
  });

  it("answer a service's failure as a 500 both ways, logged as an unhandled error", async () => {
    for (const way of ["fetch", "form"] as const) {
      const lines: Array<{ level: number; msg: string }> = [];
      const log = pino(
        { level: "info" },
        { write: (line: string) => lines.push(JSON.parse(line)) },
      );
      const app = makeApp({
        trace: [],
        log,
        handle: () => Promise.reject(new Error("database is down")),
      });
      const response = await send(app, { way, values: VALID });
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      if (way === "fetch") {
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({
          error: { code: "internal_error", message: "Something went wrong on our side." },
        });
      } else {
        expect(response.headers.get("Location")).toBe("/done?because=internal_error");
      }
      expect(lines).toMatchObject([{ level: 50, msg: "unhandled error" }]);
    }
  });

  it("give an answer without a page to every client as JSON, with its own caching", async () => {
    const app = makeApp({
      trace: [],
      handle: () => ({
        status: 200,
        json: { status: "kept" },
        cacheControl: "private, max-age=30",
      }),
    });
    const response = await send(app, { way: "form", values: VALID });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=30");
    expect(await response.json()).toEqual({ status: "kept" });
  });
});

describe("an endpoint without pages", () => {
  it("answers a browser's form post with JSON too", async () => {
    const app = new Hono();
    app.post(
      "/report",
      endpoints(SITE)({
        name: "report",
        body: { limit: 64, types: ["json"] },
        handle: () => ({ status: 204 }),
      }),
    );
    const post = (type: string, body: string) =>
      app.request("/report", {
        method: "POST",
        headers: { "Content-Type": type, "Sec-Fetch-Mode": "navigate" },
        body,
      });
    const refused = await post("application/x-www-form-urlencoded", "a=1");
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      error: { code: "unsupported_media_type", message: "Send the body as application/json." },
    });
    const accepted = await post("application/json", "{}");
    expect(accepted.status).toBe(204);
    expect(accepted.headers.get("Cache-Control")).toBe("no-store");
  });
});
