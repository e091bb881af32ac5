import { createHmac } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CaptchaVerifier } from "../captcha/index.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/schema.ts";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import type { Logger } from "../logger.ts";
import { recordEventWithUpdates } from "../tracking-updates/test-helpers.ts";
import { mailOf } from "../tracking-updates/delivery-worker.ts";
import { createLinkSigner, type LinkSigner } from "../tracking-updates/links.ts";
import { listNotifications, mailOutbox } from "../tracking-updates/mail-outbox.ts";
import { purgeSubscriptions } from "../tracking-updates/purge.ts";
import { confirmSubscription, linkKeyOf } from "../tracking-updates/subscriptions.ts";
import { MemoryRateLimitStore, type RateLimitStore } from "./rate-limit.ts";
import { trackingUpdatesRoutes } from "./tracking-updates-routes.ts";

const SECRET = "s".repeat(40);
const silent: Logger = pino({ level: "silent" });
const links = createLinkSigner(SECRET, "mx");

/** Accepts the answer "good", refuses anything else (as the real verifier refuses a reuse). */
const captcha: CaptchaVerifier = {
  provider: "altcha",
  verify: async (token) =>
    token === "good" ? { ok: true } : { ok: false, reason: token ? "invalid" : "missing" },
};

let database: TestDatabase;
let onQueued: ReturnType<typeof vi.fn<() => void>>;
let clientNumber = 0;

/** Two parcels on their way and one delivered, as the carriers' events leave them. */
async function seedParcels(db: Kysely<Database>) {
  for (const [number, status] of [
    ["AND-OPEN-1", "in_transit"],
    ["AND-OPEN-2", "picked_up"],
    ["AND-DONE-1", "delivered"],
  ] as const) {
    await recordEventWithUpdates(db, {
      trackingNumber: number,
      carrier: "Estafeta",
      status,
      message: "Evento",
      occurredAt: "2030-01-01T10:00:00Z",
    });
  }
}

beforeEach(async () => {
  database = await openTestDatabase();
  onQueued = vi.fn<() => void>();
  await seedParcels(database.db);
});

afterEach(async () => {
  await database?.close();
});

function makeRoutes(
  env: Record<string, string> = {},
  options: {
    enabled?: boolean;
    db?: Kysely<Database>;
    signer?: LinkSigner;
    rateLimitStore?: RateLimitStore;
  } = {},
) {
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
      db: options.db ?? database.db,
      captcha,
      links: options.enabled === false ? undefined : (options.signer ?? links),
      rateLimitStore: options.rateLimitStore,
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

/** A token for the subscription `id` as it is stored now (its link key). */
async function tokenFor(
  purpose: "confirm" | "unsubscribe",
  id: number,
  expiresAt?: Date,
  signer: LinkSigner = links,
) {
  const linkKey = await linkKeyOf(database.db, id);
  return signer.sign(purpose, { subscriptionId: id, linkKey: linkKey! }, expiresAt);
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
    const token = await tokenFor("confirm", id, new Date(Date.now() + 60_000));
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
    const expired = await tokenFor("confirm", id, new Date(Date.now() - 1_000));
    const expiredPage = await confirm(app, expired, true);
    expect(expiredPage.headers.get("Location")).toBe(
      "/tracking/AND-OPEN-1/avisos?avisos=enlace-vencido#avisos",
    );
    expect((await confirm(app, expired)).status).toBe(410);
    const forged = await tokenFor(
      "confirm",
      id,
      new Date(Date.now() + 60_000),
      createLinkSigner("f".repeat(40), "mx"),
    );
    const unsubscribeToken = await tokenFor("unsubscribe", id);
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
    const token = await tokenFor("unsubscribe", id);
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
    // Again, while its address is kept: the same answer.
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
    const token = await tokenFor("unsubscribe", id);
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
    const token = await tokenFor("unsubscribe", id);
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
    const token = await tokenFor(
      "unsubscribe",
      id,
      undefined,
      createLinkSigner("f".repeat(40), "mx"),
    );
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

/** Posts a one-click unsubscribe (RFC 8058) to the List-Unsubscribe URL `url`. */
const oneClick = (app: App, url: string) =>
  app.request(url.replace("https://anden.example", ""), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });

const confirmWith = (app: App, token: string) =>
  app.request("/api/tracking-updates/confirm", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": newClient() },
    body: JSON.stringify({ token }),
  });

const codeOf = async (response: Response) =>
  ((await response.json()) as { error?: { code: string } }).error?.code;

/**
 * The links a subscriber of AND-OPEN-1 is e-mailed, taken from the e-mails as the worker writes
 * them: the confirmation's and, once confirmed and the parcel has moved on, an update's one-click
 * unsubscribe URL.
 */
async function emailedLinks(db: Kysely<Database>, signer: LinkSigner, email: string) {
  const mailConfig = { PUBLIC_BASE_URL: "https://anden.example", SITE_MARKET: "mx" as const };
  // Claimed and handed over, as the worker does (the purge leaves an e-mail being sent alone).
  const claimed = async () => {
    const claims = await mailOutbox.claim(db, {
      workerId: "test",
      now: new Date(),
      leaseMs: 60_000,
      limit: 10,
    });
    for (const claim of claims) await mailOutbox.commit(db, claim.id, { workerId: "test" });
    return claims;
  };
  const subscribed = await subscribeJson(makeRoutes({}, { db, signer }), valid(email));
  expect(subscribed.status).toBe(202);
  const [confirmation] = await claimed();
  const confirmMail = mailOf(confirmation!, mailConfig, signer).mail;
  if (confirmMail.kind !== "confirm") throw new Error("not a confirmation e-mail");
  const confirmUrl = new URL(confirmMail.confirmUrl);
  const subscriptionId = confirmation!.subscriptionId;
  await confirmSubscription(db, subscriptionId);
  await recordEventWithUpdates(db, {
    trackingNumber: "AND-OPEN-1",
    carrier: "Estafeta",
    status: "delivery_failed",
    message: "Nadie en casa",
    occurredAt: "2030-01-01T12:00:00Z",
  });
  const [update] = await claimed();
  return {
    subscriptionId,
    confirmToken: confirmUrl.searchParams.get("confirmar")!,
    oneClickUrl: mailOf(update!, mailConfig, signer).oneClickUrl!,
  };
}

const statusOf = async (db: Kysely<Database>, id: number) =>
  (
    await db
      .selectFrom("tracking_subscriptions")
      .select("status")
      .where("id", "=", id)
      .executeTakeFirst()
  )?.status;

describe("each e-mail's links act on its own subscription only (ADR 51)", () => {
  it("not on the subscription that gets its id in a database restored, or purged and started again", async () => {
    const ana = await emailedLinks(database.db, links, "ana@example.com");
    // The same site's database, started again from nothing: ids begin again.
    const again = await openTestDatabase();
    try {
      await seedParcels(again.db);
      const app = makeRoutes({}, { db: again.db });
      await subscribeJson(app, valid("bea@example.com"));
      const [bea] = await listNotifications(again.db);
      expect(bea!.subscriptionId).toBe(ana.subscriptionId);
      const confirmed = await confirmWith(app, ana.confirmToken);
      expect(confirmed.status).toBe(400);
      expect(await codeOf(confirmed)).toBe("invalid_link");
      expect(await statusOf(again.db, bea!.subscriptionId)).toBe("pending");
      await confirmSubscription(again.db, bea!.subscriptionId);
      const left = await oneClick(app, ana.oneClickUrl);
      expect(left.status).toBe(400);
      expect(await codeOf(left)).toBe("invalid_link");
      expect(await statusOf(again.db, bea!.subscriptionId)).toBe("confirmed");
    } finally {
      await again.close();
    }
    // On its own database the links still work.
    expect((await oneClick(makeRoutes(), ana.oneClickUrl)).status).toBe(200);
    expect(await statusOf(database.db, ana.subscriptionId)).toBe("unsubscribed");
  });

  it("not in another market's site under the same secret, even on a copy of the same database", async () => {
    const ana = await emailedLinks(database.db, links, "ana@example.com");
    const argentina = makeRoutes({ SITE_MARKET: "ar" }, { signer: createLinkSigner(SECRET, "ar") });
    expect((await oneClick(argentina, ana.oneClickUrl)).status).toBe(400);
    expect(await statusOf(database.db, ana.subscriptionId)).toBe("confirmed");
  });

  it("an unsubscribe link works as long as its address is kept, and no longer", async () => {
    const ana = await emailedLinks(database.db, links, "ana@example.com");
    const app = makeRoutes();
    expect((await oneClick(app, ana.oneClickUrl)).status).toBe(200);
    // Ended, kept for the retention: the link still answers (RFC 8058).
    expect((await oneClick(app, ana.oneClickUrl)).status).toBe(200);
    await purgeSubscriptions(database.db, {
      retentionDays: 0,
      confirmTtlMs: 0,
      now: new Date(Date.now() + 1_000),
    });
    expect(await statusOf(database.db, ana.subscriptionId)).toBeUndefined();
    const purged = await oneClick(app, ana.oneClickUrl);
    expect(purged.status).toBe(400);
    expect(await codeOf(purged)).toBe("invalid_link");
  });

  it("links sent before it, signed over the subscription's id alone, no longer act", async () => {
    const ana = await emailedLinks(database.db, links, "ana@example.com");
    const legacy = (purpose: string, expiry: number) => {
      const payload = `${purpose}.${ana.subscriptionId}.${expiry}`;
      return `${payload}.${createHmac("sha256", SECRET).update(payload).digest("base64url")}`;
    };
    const app = makeRoutes();
    await database.db
      .updateTable("tracking_subscriptions")
      .set({ status: "pending", confirmed_at: null })
      .where("id", "=", ana.subscriptionId)
      .execute();
    const confirmed = await confirmWith(
      app,
      legacy("confirm", Math.ceil(Date.now() / 1000) + 3600),
    );
    expect(await codeOf(confirmed)).toBe("invalid_link");
    const left = await oneClick(
      app,
      `/api/tracking-updates/unsubscribe?token=${legacy("unsubscribe", 0)}`,
    );
    expect(await codeOf(left)).toBe("invalid_link");
    expect(await statusOf(database.db, ana.subscriptionId)).toBe("pending");
  });
});

/** A body without Content-Length that breaks off after its first bytes (a client gone away). */
function bodyThatBreaks(): ReadableStream<Uint8Array> {
  let pulls = 0;
  return new ReadableStream({
    pull(controller) {
      pulls += 1;
      if (pulls === 1) controller.enqueue(new TextEncoder().encode("email=ana"));
      else controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
}

/** Counts every client's hits as this many for the keys of `scope`: that limit is spent. */
function spentStore(scope: string): RateLimitStore {
  const memory = new MemoryRateLimitStore();
  return {
    increment: (key, windowStart) =>
      key.startsWith(`${scope}:`) ? Promise.resolve(1_000_000) : memory.increment(key, windowStart),
  };
}

type Way = "fetch" | "form";

/** How a request is sent each way: a script's fetch, or a browser's plain form post. */
interface ErrorCase {
  name: string;
  /** Status and code of the JSON answer to a fetch. */
  status: number;
  code: string;
  /** Where a plain form post lands instead (303). */
  page: string;
  env?: Record<string, string>;
  enabled?: boolean;
  rateLimitStore?: () => RateLimitStore;
  prepare?: () => Promise<void>;
  path: string;
  method?: "POST" | "GET";
  headers?: Record<string, string>;
  /** The body each way (a form's fields for a post, JSON for a fetch) unless `raw` is given. */
  fields?: Record<string, string>;
  raw?: { type?: string; body: () => BodyInit };
}

const UPDATES = "/tracking/AND-OPEN-1/avisos";
const CONFIRM = "/api/tracking-updates/confirm?numero=AND-OPEN-1";
const UNSUBSCRIBE = "/api/tracking-updates/unsubscribe?numero=AND-OPEN-1";
const FORM = { email: "ana@example.com", consent: "on", captcha: "good" };
const TOKEN_LIKE = `confirm.1.0.${"A".repeat(43)}`;

function errorCases(): ErrorCase[] {
  const subscribePath = "/api/tracking/AND-OPEN-1/updates";
  const cases: ErrorCase[] = [];
  const each = (
    endpoint: string,
    path: string,
    page: (state?: string) => string,
    fields: Record<string, string>,
    own: Omit<ErrorCase, "path">[],
  ) => {
    const common: Omit<ErrorCase, "path">[] = [
      {
        name: "updates off",
        status: 404,
        code: "updates_disabled",
        page: page("off"),
        enabled: false,
        fields,
      },
      {
        name: "a body over the limit",
        status: 413,
        code: "payload_too_large",
        page: page("error"),
        fields: { ...fields, pad: "x".repeat(40_000) },
      },
      {
        name: "a body that breaks off",
        status: 400,
        code: "incomplete_body",
        page: page("error"),
        raw: { type: "application/x-www-form-urlencoded", body: bodyThatBreaks },
      },
      {
        name: "a body of another type",
        status: 415,
        code: "unsupported_media_type",
        page: page("error"),
        raw: { type: "text/plain", body: () => "email=ana@example.com" },
      },
      {
        name: "a malformed JSON body",
        status: 400,
        code: "malformed_body",
        page: page("error"),
        raw: { type: "application/json", body: () => "{not json" },
      },
      {
        name: "a JSON body that is no object",
        status: 400,
        code: "invalid_body",
        page: page("error"),
        raw: { type: "application/json", body: () => "[1,2]" },
      },
    ];
    for (const item of [...common, ...own]) {
      cases.push({ ...item, name: `${endpoint}: ${item.name}`, path });
    }
  };

  const subscribePage = (state?: string) =>
    state === "off"
      ? "/tracking/AND-OPEN-1"
      : `${UPDATES}${state ? `?avisos=${state}` : ""}#avisos`;
  each("subscribe", subscribePath, subscribePage, FORM, [
    {
      name: "another site's post",
      status: 403,
      code: "cross_site_request",
      page: subscribePage("error"),
      headers: { Origin: "https://evil.example" },
      fields: FORM,
    },
    {
      name: "the captcha's answer or the honeypot malformed",
      status: 400,
      code: "invalid_request",
      page: subscribePage("error"),
      fields: { ...FORM, captcha: "x".repeat(20_001) },
    },
    {
      name: "the client over its limit",
      status: 429,
      code: "rate_limited",
      page: subscribePage("limite"),
      rateLimitStore: () => spentStore("updates"),
      fields: FORM,
    },
    {
      name: "an invalid address",
      status: 400,
      code: "invalid_fields",
      page: subscribePage("correo-invalido"),
      fields: { ...FORM, email: "ana@" },
    },
    {
      name: "no consent",
      status: 400,
      code: "invalid_fields",
      page: subscribePage("consentimiento"),
      fields: { email: "ana@example.com", captcha: "good" },
    },
    {
      name: "a refused captcha",
      status: 403,
      code: "captcha_failed",
      page: subscribePage("verificacion"),
      fields: { ...FORM, captcha: "bad" },
    },
    {
      name: "a form without a captcha answer past the site's budget",
      status: 429,
      code: "rate_limited",
      page: subscribePage("limite"),
      env: { TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT: "0" },
      raw: {
        type: "application/x-www-form-urlencoded",
        body: () => new URLSearchParams({ email: "ana@example.com", consent: "on" }).toString(),
      },
    },
    {
      name: "the parcel over its day's requests",
      status: 429,
      code: "rate_limited",
      page: subscribePage("limite"),
      rateLimitStore: () => spentStore("updates-parcel"),
      fields: FORM,
    },
    {
      name: "a parcel that takes no more subscriptions",
      status: 409,
      code: "subscriptions_full",
      page: subscribePage("lleno"),
      env: { TRACKING_UPDATES_MAX_PER_PARCEL: "1" },
      prepare: async () => {
        await subscribeJson(makeRoutes(), valid("first@example.com"));
      },
      fields: FORM,
    },
  ]);
  // A parcel of its own path: an unknown one, a delivered one, a malformed number.
  cases.push(
    {
      name: "subscribe: an unknown parcel",
      status: 404,
      code: "not_found",
      page: "/tracking/AND-NOPE-9/avisos#avisos",
      path: "/api/tracking/AND-NOPE-9/updates",
      fields: FORM,
    },
    {
      name: "subscribe: a delivered parcel",
      status: 409,
      code: "parcel_closed",
      page: "/tracking/AND-DONE-1/avisos?avisos=error#avisos",
      path: "/api/tracking/AND-DONE-1/updates",
      fields: FORM,
    },
    {
      name: "subscribe: a malformed tracking number",
      status: 400,
      code: "invalid_tracking_number",
      page: "/tracking/a!",
      path: "/api/tracking/a!/updates",
      fields: FORM,
    },
  );

  const confirmPage = (state?: string) =>
    state === "off" ? `${UPDATES}#avisos` : `${UPDATES}?avisos=enlace-vencido#avisos`;
  each("confirm", CONFIRM, confirmPage, { token: TOKEN_LIKE }, [
    {
      name: "another site's post",
      status: 403,
      code: "cross_site_request",
      page: `${UPDATES}#avisos`,
      headers: { Origin: "https://evil.example" },
      fields: { token: TOKEN_LIKE },
    },
    {
      name: "the client over its limit",
      status: 429,
      code: "rate_limited",
      page: `${UPDATES}?confirmar=${TOKEN_LIKE}&avisos=limite#avisos`,
      rateLimitStore: () => spentStore("updates-links"),
      fields: { token: TOKEN_LIKE },
    },
    {
      name: "a link that is not one of ours",
      status: 400,
      code: "invalid_link",
      page: confirmPage("invalid"),
      fields: { token: TOKEN_LIKE },
    },
    {
      name: "no link at all",
      status: 400,
      code: "invalid_link",
      page: confirmPage("invalid"),
      fields: {},
    },
  ]);

  const unsubscribePage = (state?: string) =>
    state === "off" ? `${UPDATES}#avisos` : `${UPDATES}?avisos=baja-vencida#avisos`;
  const unsubscribeToken = TOKEN_LIKE.replace("confirm", "unsubscribe");
  each("unsubscribe", UNSUBSCRIBE, unsubscribePage, { token: unsubscribeToken }, [
    {
      name: "the client over its limit",
      status: 429,
      code: "rate_limited",
      page: `${UPDATES}?baja=${unsubscribeToken}&avisos=limite#avisos`,
      rateLimitStore: () => spentStore("updates-links"),
      fields: { token: unsubscribeToken },
    },
    {
      name: "a link that is not one of ours",
      status: 400,
      code: "invalid_link",
      page: unsubscribePage("invalid"),
      fields: { token: unsubscribeToken },
    },
  ]);
  const listUnsubscribe = `${UNSUBSCRIBE}&token=${unsubscribeToken}`;
  cases.push(
    {
      name: "the List-Unsubscribe URL opened: updates off",
      status: 404,
      code: "updates_disabled",
      page: `${UPDATES}#avisos`,
      enabled: false,
      path: listUnsubscribe,
      method: "GET",
    },
    {
      name: "the List-Unsubscribe URL opened: the client over its limit",
      status: 429,
      code: "rate_limited",
      page: `${UPDATES}?baja=${unsubscribeToken}&avisos=limite#avisos`,
      rateLimitStore: () => spentStore("updates-links"),
      path: listUnsubscribe,
      method: "GET",
    },
    {
      name: "the List-Unsubscribe URL opened: a link that is not one of ours",
      status: 400,
      code: "invalid_link",
      page: unsubscribePage("invalid"),
      path: listUnsubscribe,
      method: "GET",
    },
  );
  return cases;
}

function send(app: App, item: ErrorCase, way: Way) {
  const headers: Record<string, string> = {
    "X-Forwarded-For": newClient(),
    // What a browser sends with a form post, and with a script's fetch.
    "Sec-Fetch-Mode": way === "form" ? "navigate" : "cors",
    ...item.headers,
  };
  if (item.method === "GET") return app.request(item.path, { headers });
  let body: BodyInit;
  if (item.raw) {
    if (item.raw.type) headers["Content-Type"] = item.raw.type;
    body = item.raw.body();
  } else if (way === "form") {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(item.fields).toString();
  } else {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(item.fields);
  }
  return app.request(item.path, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}

describe("every error of every endpoint, both ways: JSON to a fetch, a page to a form post", () => {
  for (const item of errorCases()) {
    it(item.name, async () => {
      await item.prepare?.();
      const before = await countRows();
      for (const way of ["fetch", "form"] as const) {
        const app = makeRoutes(item.env, {
          enabled: item.enabled,
          rateLimitStore: item.rateLimitStore?.(),
        });
        const response = await send(app, item, way);
        expect(response.headers.get("Cache-Control"), way).toBe("no-store");
        if (way === "fetch") {
          expect(response.status, way).toBe(item.status);
          expect(response.headers.get("Content-Type"), way).toMatch(/^application\/json/);
          expect(await codeOf(response), way).toBe(item.code);
        } else {
          expect(response.status, way).toBe(303);
          expect(response.headers.get("Location"), way).toBe(item.page);
        }
        if (item.status === 429)
          expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      }
      expect(await countRows()).toEqual(before);
    });
  }
});
