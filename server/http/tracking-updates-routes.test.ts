import { Hono } from "hono";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CaptchaVerifier } from "../captcha/index.ts";
import { loadConfig } from "../config.ts";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import type { Logger } from "../logger.ts";
import { recordEvent } from "../tracking/repository.ts";
import { createLinkSigner } from "../tracking-updates/links.ts";
import { listNotifications } from "../tracking-updates/repository.ts";
import { trackingUpdatesRoutes } from "./tracking-updates-routes.ts";

const SECRET = "s".repeat(40);
const silent: Logger = pino({ level: "silent" });
const links = createLinkSigner(SECRET);

/** Accepts the answer "good", refuses anything else (as the real verifier refuses a reuse). */
const captcha: CaptchaVerifier = {
  provider: "altcha",
  verify: async (token) =>
    token === "good" ? { ok: true } : { ok: false, reason: token ? "invalid" : "missing" },
};

let database: TestDatabase;
let onQueued: ReturnType<typeof vi.fn<() => void>>;
let clientNumber = 0;

beforeEach(async () => {
  database = await openTestDatabase();
  onQueued = vi.fn<() => void>();
  for (const [number, status] of [
    ["AND-OPEN-1", "in_transit"],
    ["AND-OPEN-2", "picked_up"],
    ["AND-DONE-1", "delivered"],
  ] as const) {
    await recordEvent(database.db, {
      trackingNumber: number,
      carrier: "Estafeta",
      status,
      message: "Evento",
      occurredAt: "2030-01-01T10:00:00Z",
    });
  }
});

afterEach(async () => {
  await database?.close();
});

function makeRoutes(env: Record<string, string> = {}, options: { enabled?: boolean } = {}) {
  const config = loadConfig({
    TRUST_PROXY: "true",
    PUBLIC_BASE_URL: "https://anden.example",
    ...env,
  });
  const app = new Hono<{ Variables: { logger: Logger } }>();
  app.use(async (c, next) => {
    c.set("logger", silent);
    await next();
  });
  app.route(
    "/api",
    trackingUpdatesRoutes({
      config,
      db: database.db,
      captcha,
      links: options.enabled === false ? undefined : links,
      onQueued,
    }),
  );
  return app;
}

/** A client address of its own for each test, so per-client limits do not leak between them. */
const newClient = () => `203.0.113.${++clientNumber % 250}`;

type App = ReturnType<typeof makeRoutes>;

function subscribeJson(
  app: App,
  body: Record<string, unknown>,
  { number = "AND-OPEN-1", client = newClient(), headers = {} as Record<string, string> } = {},
) {
  return app.request(`/api/tracking/${number}/updates`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client, ...headers },
    body: JSON.stringify(body),
  });
}

function subscribeForm(
  app: App,
  fields: Record<string, string>,
  { number = "AND-OPEN-1", client = newClient() } = {},
) {
  return app.request(`/api/tracking/${number}/updates`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
    body: new URLSearchParams(fields).toString(),
  });
}

const valid = (email = "ana@example.com") => ({ email, consent: true, captcha: "good" });

const countRows = async () => ({
  subscriptions: (await database.db.selectFrom("tracking_subscriptions").selectAll().execute())
    .length,
  notifications: (await database.db.selectFrom("tracking_notifications").selectAll().execute())
    .length,
});

describe("subscribing to a parcel's e-mail updates", () => {
  it("stores a pending subscription with its confirmation e-mail, and answers 202", async () => {
    const app = makeRoutes();
    const response = await subscribeJson(app, valid("Ana@Example.COM"));
    expect(response.status).toBe(202);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "pending_confirmation",
      message: expect.any(String),
    });
    const [mail] = await listNotifications(database.db);
    expect(mail).toMatchObject({
      kind: "confirm",
      status: "pending",
      email: "ana@example.com",
      trackingNumber: "AND-OPEN-1",
      subscriptionStatus: "pending",
    });
    expect(onQueued).toHaveBeenCalledTimes(1);
  });

  it("answers the same whether the address is new, waiting for its link or confirmed", async () => {
    const app = makeRoutes();
    const first = await subscribeJson(app, valid());
    const pendingAgain = await subscribeJson(app, valid());
    const [subscription] = await database.db
      .selectFrom("tracking_subscriptions")
      .selectAll()
      .execute();
    await database.db
      .updateTable("tracking_subscriptions")
      .set({ status: "confirmed" })
      .where("id", "=", subscription!.id)
      .execute();
    const confirmedAgain = await subscribeJson(app, valid());
    const answers = [first, pendingAgain, confirmedAgain];
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    // A waiting address gets its link again; a confirmed one gets nothing.
    expect(await countRows()).toEqual({ subscriptions: 1, notifications: 2 });
  });

  it.each([
    [
      "an invalid address",
      { email: "ana@", consent: true },
      "invalid_fields",
      { email: ["invalid_email"] },
    ],
    ["no address", { consent: true }, "invalid_fields", { email: ["required"] }],
    [
      "no consent",
      { email: "ana@example.com" },
      "invalid_fields",
      { consent: ["consent_required"] },
    ],
    [
      "an address too long",
      { email: `${"a".repeat(250)}@example.com`, consent: true },
      "invalid_fields",
      { email: ["too_long"] },
    ],
  ])("refuses %s with a 400 naming the field, storing nothing", async (_, fields, code, errors) => {
    const app = makeRoutes();
    const response = await subscribeJson(app, { ...fields, captcha: "good" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code, message: expect.any(String), fields: errors },
    });
    expect(await countRows()).toEqual({ subscriptions: 0, notifications: 0 });
  });

  it("refuses what is not a subscription with a clear 4xx, storing nothing", async () => {
    const app = makeRoutes();
    const post = (body: string, type = "application/json", number = "AND-OPEN-1") =>
      app.request(`/api/tracking/${number}/updates`, {
        method: "POST",
        headers: { "Content-Type": type, "X-Forwarded-For": newClient() },
        body,
      });
    const cases: [Response, number, string][] = [
      [await post("{not json"), 400, "malformed_body"],
      [await post("[1,2]"), 400, "invalid_body"],
      [await post("email=a", "text/plain"), 415, "unsupported_media_type"],
      [await post(JSON.stringify({ ...valid(), captcha: 5 })), 400, "invalid_request"],
      [
        await post(JSON.stringify(valid()), "application/json", "a!"),
        400,
        "invalid_tracking_number",
      ],
      [await post(JSON.stringify(valid()), "application/json", "AND-NOPE-9"), 404, "not_found"],
      [await post(JSON.stringify(valid()), "application/json", "AND-DONE-1"), 409, "parcel_closed"],
      [
        await post(JSON.stringify({ ...valid(), pad: "x".repeat(40_000) })),
        413,
        "payload_too_large",
      ],
    ];
    for (const [response, status, code] of cases) {
      expect(response.status, code).toBe(status);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
    expect(await countRows()).toEqual({ subscriptions: 0, notifications: 0 });
  });

  it("asks a JSON request for the captcha: a missing or refused answer is a 403", async () => {
    const app = makeRoutes();
    for (const captchaAnswer of [undefined, "bad"]) {
      const response = await subscribeJson(app, { ...valid(), captcha: captchaAnswer });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "captcha_failed",
      );
    }
    expect(await countRows()).toEqual({ subscriptions: 0, notifications: 0 });
  });

  it("refuses another site's post before it counts", async () => {
    const app = makeRoutes();
    const response = await subscribeJson(app, valid(), {
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await countRows()).toEqual({ subscriptions: 0, notifications: 0 });
  });

  it("answers a filled honeypot as sent, and stores nothing", async () => {
    const app = makeRoutes();
    const response = await subscribeJson(app, { ...valid(), website: "https://spam.example" });
    expect(response.status).toBe(202);
    expect(await countRows()).toEqual({ subscriptions: 0, notifications: 0 });
  });

  it("is off without SMTP: 404, nothing stored", async () => {
    const app = makeRoutes({}, { enabled: false });
    const response = await subscribeJson(app, valid());
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "updates_disabled",
    );
    expect(await countRows()).toEqual({ subscriptions: 0, notifications: 0 });
  });
});

describe("the plain form, posted without JavaScript", () => {
  it("is answered with the parcel's page, saying how it went", async () => {
    const app = makeRoutes();
    const sent = await subscribeForm(app, { email: "ana@example.com", consent: "on" });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/tracking/AND-OPEN-1/avisos?avisos=enviado#avisos");
    const invalid = await subscribeForm(app, { email: "ana@", consent: "on" });
    expect(invalid.headers.get("Location")).toBe(
      "/tracking/AND-OPEN-1/avisos?avisos=correo-invalido#avisos",
    );
    const noConsent = await subscribeForm(app, { email: "bea@example.com" });
    expect(noConsent.headers.get("Location")).toBe(
      "/tracking/AND-OPEN-1/avisos?avisos=consentimiento#avisos",
    );
    const badCaptcha = await subscribeForm(app, {
      email: "bea@example.com",
      consent: "on",
      captcha: "bad",
    });
    expect(badCaptcha.headers.get("Location")).toBe(
      "/tracking/AND-OPEN-1/avisos?avisos=verificacion#avisos",
    );
    expect(await countRows()).toEqual({ subscriptions: 1, notifications: 1 });
  });

  it("without a captcha answer spends a small budget for the whole site", async () => {
    const app = makeRoutes({ TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT: "2" });
    const locations: string[] = [];
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      // Each from another client: the budget is the site's, not a client's.
      const response = await subscribeForm(app, { email, consent: "on" });
      locations.push(response.headers.get("Location") ?? "");
    }
    expect(locations.map((location) => /avisos=([\w-]+)/.exec(location)?.[1])).toEqual([
      "enviado",
      "enviado",
      "limite",
    ]);
    expect(await countRows()).toEqual({ subscriptions: 2, notifications: 2 });
    // With its captcha answer the plain form does not spend it.
    const verified = await subscribeForm(app, {
      email: "d@example.com",
      consent: "on",
      captcha: "good",
    });
    expect(verified.headers.get("Location")).toContain("avisos=enviado");
  });

  it("without a captcha answer is refused when the budget is 0", async () => {
    const app = makeRoutes({ TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT: "0" });
    const response = await subscribeForm(app, { email: "a@example.com", consent: "on" });
    expect(response.headers.get("Location")).toContain("avisos=limite");
    expect(await countRows()).toEqual({ subscriptions: 0, notifications: 0 });
  });
});

describe("the limits of subscribing", () => {
  it("per client address: a 429 with Retry-After past the limit", async () => {
    const app = makeRoutes({ TRACKING_UPDATES_RATE_LIMIT: "2" });
    const client = newClient();
    const statuses = [];
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      const response = await subscribeJson(app, valid(email), { client });
      statuses.push(response.status);
      if (response.status === 429)
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([202, 202, 429]);
    expect((await countRows()).subscriptions).toBe(2);
  });

  it("per parcel: a 429 past the day's requests for it, whoever asks", async () => {
    const app = makeRoutes({ TRACKING_UPDATES_PARCEL_DAILY_LIMIT: "2" });
    const statuses = [];
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      statuses.push((await subscribeJson(app, valid(email))).status);
    }
    expect(statuses).toEqual([202, 202, 429]);
    // Another parcel is not held back.
    expect(
      (await subscribeJson(app, valid("c@example.com"), { number: "AND-OPEN-2" })).status,
    ).toBe(202);
  });

  it("per address: past the day's limit the answer is the same and nothing is sent", async () => {
    const app = makeRoutes({ TRACKING_UPDATES_EMAIL_DAILY_LIMIT: "2" });
    const bodies = [];
    for (const number of ["AND-OPEN-1", "AND-OPEN-2", "AND-OPEN-1", "AND-OPEN-2"]) {
      const response = await subscribeJson(app, valid("ana@example.com"), { number });
      expect(response.status).toBe(202);
      bodies.push(await response.text());
    }
    expect(new Set(bodies).size).toBe(1);
    // Two confirmation e-mails, then none: the address is not flooded.
    expect(await countRows()).toEqual({ subscriptions: 2, notifications: 2 });
  });

  it("at most TRACKING_UPDATES_MAX_PER_PARCEL subscriptions a parcel, refused alike for all", async () => {
    const app = makeRoutes({ TRACKING_UPDATES_MAX_PER_PARCEL: "2" });
    expect((await subscribeJson(app, valid("a@example.com"))).status).toBe(202);
    expect((await subscribeJson(app, valid("b@example.com"))).status).toBe(202);
    const newcomer = await subscribeJson(app, valid("c@example.com"));
    const alreadyThere = await subscribeJson(app, valid("a@example.com"));
    expect([newcomer.status, alreadyThere.status]).toEqual([409, 409]);
    expect(await newcomer.text()).toBe(await alreadyThere.text());
    expect((await countRows()).subscriptions).toBe(2);
  });
});

describe("the links of the e-mails", () => {
  async function pendingSubscription() {
    await subscribeJson(makeRoutes(), valid());
    const [mail] = await listNotifications(database.db);
    return mail!.subscriptionId;
  }

  const confirm = (app: App, token: string, form = false) =>
    app.request("/api/tracking-updates/confirm", {
      method: "POST",
      headers: {
        "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
        "X-Forwarded-For": newClient(),
      },
      body: form ? new URLSearchParams({ token }).toString() : JSON.stringify({ token }),
    });

  it("confirm a subscription with a signed token, as JSON or from the page's button", async () => {
    const id = await pendingSubscription();
    const app = makeRoutes();
    const token = links.sign("confirm", id, new Date(Date.now() + 60_000));
    const page = await confirm(app, token, true);
    expect(page.status).toBe(303);
    expect(page.headers.get("Location")).toBe(
      "/tracking/AND-OPEN-1/avisos?avisos=confirmado#avisos",
    );
    const again = await confirm(app, token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: "confirmed" });
    const [mail] = await listNotifications(database.db);
    expect(mail!.subscriptionStatus).toBe("confirmed");
    // The confirmation e-mail not yet sent is no longer needed.
    expect(mail!.status).toBe("cancelled");
  });

  it("refuse an expired, forged or misused token", async () => {
    const id = await pendingSubscription();
    const app = makeRoutes();
    const expired = links.sign("confirm", id, new Date(Date.now() - 1_000));
    const expiredPage = await confirm(app, expired, true);
    expect(expiredPage.headers.get("Location")).toBe(
      "/tracking/AND-OPEN-1/avisos?avisos=enlace-vencido#avisos",
    );
    expect((await confirm(app, expired)).status).toBe(410);
    const forged = createLinkSigner("f".repeat(40)).sign(
      "confirm",
      id,
      new Date(Date.now() + 60_000),
    );
    const unsubscribeToken = links.sign("unsubscribe", id);
    for (const token of [forged, unsubscribeToken, "nonsense"]) {
      const response = await confirm(app, token);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        "invalid_link",
      );
    }
    const [mail] = await listNotifications(database.db);
    expect(mail!.subscriptionStatus).toBe("pending");
  });

  it("unsubscribe in one click (RFC 8058), cancelling what was not sent", async () => {
    const id = await pendingSubscription();
    const app = makeRoutes();
    const token = links.sign("unsubscribe", id);
    const response = await app.request(
      `/api/tracking-updates/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "unsubscribed" });
    const [mail] = await listNotifications(database.db);
    expect(mail).toMatchObject({ subscriptionStatus: "unsubscribed", status: "cancelled" });
    // Again, or after the purge: the same answer.
    const again = await app.request(
      `/api/tracking-updates/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(again.status).toBe(200);
  });

  it("unsubscribe from the page's button, answered with the page", async () => {
    const id = await pendingSubscription();
    const app = makeRoutes();
    const token = links.sign("unsubscribe", id);
    const response = await app.request("/api/tracking-updates/unsubscribe", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/tracking/AND-OPEN-1/avisos?avisos=baja#avisos");
  });

  it("send a person who opens the List-Unsubscribe URL to the page's button", async () => {
    const id = await pendingSubscription();
    const token = links.sign("unsubscribe", id);
    const response = await makeRoutes().request(
      `/api/tracking-updates/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(
      `/tracking/AND-OPEN-1/avisos?baja=${encodeURIComponent(token)}#avisos`,
    );
    const [mail] = await listNotifications(database.db);
    expect(mail!.subscriptionStatus).toBe("pending");
  });

  it("refuse a forged unsubscribe token", async () => {
    const id = await pendingSubscription();
    const token = createLinkSigner("f".repeat(40)).sign("unsubscribe", id);
    const response = await makeRoutes().request(
      `/api/tracking-updates/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(response.status).toBe(400);
  });
});
