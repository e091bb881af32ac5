import { Writable } from "node:stream";
import { sql } from "kysely";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase, type AppDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { openTestDatabase, postgresTestUrl } from "../db/test-database.ts";
import { registry } from "../metrics.ts";
import {
  createLeadDeliveryWorker,
  isCrmConfigured,
  type LeadDeliveryWorker,
  type LeadDeliveryWorkerOptions,
} from "./delivery-worker.ts";
import { createLead, getLead, leadOutbox, listLeads } from "./lead-repository.ts";
import {
  OK_REPLY,
  sampleLead,
  startFakeHubSpot,
  SUBMIT_PATH,
  testConfig,
  waitFor,
  type FakeHubSpot,
  type FakeReply,
} from "./test-helpers.ts";

const pgUrl = await postgresTestUrl();

/** This process's count of sends whose outcome is unknown, for one outbox. */
async function outcomesUnknown(outbox: "leads" | "mail"): Promise<number> {
  const metric = registry.getSingleMetric("anden_outbox_outcome_unknown_total");
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => value.labels.outbox === outbox)?.value ?? 0;
}

const silent = pino({ level: "silent" });

describe("isCrmConfigured", () => {
  it("needs both the portal and the form", () => {
    expect(isCrmConfigured(loadConfig({}))).toBe(false);
    expect(isCrmConfigured(testConfig("http://127.0.0.1:9"))).toBe(true);
  });
});

function workerSuite(kind: DialectName) {
  let app: AppDatabase;
  let fake: FakeHubSpot;
  let clock: Date;
  const workers: LeadDeliveryWorker[] = [];
  const replies: FakeReply[] = [];

  beforeEach(async () => {
    app = await openTestDatabase(kind);
    clock = new Date("2030-01-01T00:00:00.000Z");
    replies.length = 0;
    // Answers with the queued replies in order, then OK.
    fake = await startFakeHubSpot(() => replies.shift() ?? OK_REPLY);
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await fake?.close();
    await app?.close();
  });

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  function worker(
    options: Partial<LeadDeliveryWorkerOptions> & { env?: Record<string, string> } = {},
  ) {
    const { env, ...rest } = options;
    const created = createLeadDeliveryWorker({
      db: app.db,
      config: testConfig(fake.baseUrl, env),
      logger: silent,
      now: () => clock,
      random: () => 0.5,
      ...rest,
    });
    workers.push(created);
    return created;
  }

  const newLead = (overrides = {}) => createLead(app.db, sampleLead(overrides), { now: clock });
  const delivery = async (id: number) => (await getLead(app.db, id))!.delivery;

  it("delivers a lead: the exact path and JSON body, once", async () => {
    const { id } = await newLead({ hutk: "a1b2c3" });
    const w = worker();

    expect(await w.runOnce()).toBe(1);

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(SUBMIT_PATH);
    expect(request?.headers["content-type"]).toBe("application/json");
    expect(request?.body).toEqual({
      fields: [
        { name: "firstname", value: "María" },
        { name: "lastname", value: "Pérez Gómez" },
        { name: "email", value: "maria.perez@example.com" },
        { name: "mobilephone", value: "+52 55 1234 5678" },
        { name: "company", value: "Tienda Azul, S.A. de C.V." },
        { name: "cantidad_de_envios_estimados", value: "50-199" },
        { name: "otras_preguntas", value: "¿Recolectan en Guadalajara?\nGracias." },
        { name: "tipo_de_empresa", value: "ecommerce;marketplace" },
        { name: "origen_de_despacho", value: "Jalisco" },
      ],
      context: {
        pageUri: "https://anden.example/contacto",
        pageName: "Contacto | Andén",
        hutk: "a1b2c3",
      },
    });
    expect(await delivery(id)).toMatchObject({
      status: "delivered",
      attempts: 1,
      deliveredAt: clock.toISOString(),
      crmResponse: '{"inlineMessage":"Thanks for submitting the form."}',
      lastError: null,
      claimedBy: null,
    });

    advance(86_400_000);
    expect(await w.runOnce()).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it("retries after a 500 with backoff, then delivers", async () => {
    replies.push({ status: 500, body: "Internal Server Error" });
    const { id } = await newLead();
    const w = worker();

    expect(await w.runOnce()).toBe(1);
    // Full jitter with random() = 0.5 on the first failure: 0.5 * 2 s.
    expect(await delivery(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      nextAttemptAt: new Date(clock.getTime() + 1_000).toISOString(),
      lastError: "HTTP 500: Internal Server Error",
    });

    advance(999);
    expect(await w.runOnce()).toBe(0);
    advance(1);
    expect(await w.runOnce()).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: "delivered", attempts: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it("takes its backoff and lease from the configuration", async () => {
    replies.push({ status: 503 }, { status: 503 }, { status: 503 }, { ...OK_REPLY, delayMs: 300 });
    const { id } = await newLead();
    const w = worker({
      env: {
        LEAD_DELIVERY_BACKOFF_BASE_MS: "100",
        LEAD_DELIVERY_BACKOFF_CAP_MS: "300",
        HUBSPOT_TIMEOUT_MS: "1000",
        LEAD_DELIVERY_LEASE_MS: "4000",
      },
    });

    // random() = 0.5: half of 100, of 200, then of the 300 cap rather than of 400.
    for (const delay of [50, 100, 150]) {
      expect(await w.runOnce()).toBe(1);
      expect((await delivery(id)).nextAttemptAt).toBe(
        new Date(clock.getTime() + delay).toISOString(),
      );
      advance(delay);
    }
    // While the fourth attempt waits for the CRM, the claim holds for the configured lease.
    const run = w.runOnce();
    await waitFor(() => fake.requests.length === 4);
    expect((await delivery(id)).claimedUntil).toBe(new Date(clock.getTime() + 4000).toISOString());
    expect(await run).toBe(1);
    expect((await delivery(id)).status).toBe("delivered");
  });

  it("honours a 429's Retry-After in seconds and as an HTTP date", async () => {
    replies.push({ status: 429, headers: { "Retry-After": "120" }, body: "slow down" });
    const { id } = await newLead();
    const w = worker();

    await w.runOnce();
    expect(await delivery(id)).toMatchObject({
      status: "pending",
      nextAttemptAt: new Date(clock.getTime() + 120_000).toISOString(),
    });
    advance(119_999);
    expect(await w.runOnce()).toBe(0);

    replies.push({
      status: 429,
      headers: { "Retry-After": new Date(clock.getTime() + 1 + 300_000).toUTCString() },
    });
    advance(1);
    expect(await w.runOnce()).toBe(1);
    // HTTP dates have whole seconds: the clock sits on one here.
    expect((await delivery(id)).nextAttemptAt).toBe(
      new Date(clock.getTime() + 300_000).toISOString(),
    );
    advance(300_000);
    expect(await w.runOnce()).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: "delivered", attempts: 3 });
    expect(fake.requests).toHaveLength(3);
  });

  it("retries after a timeout", async () => {
    replies.push("hang");
    const { id } = await newLead();
    const w = worker({ env: { HUBSPOT_TIMEOUT_MS: "150" } });

    const started = Date.now();
    expect(await w.runOnce()).toBe(1);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await delivery(id)).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "timeout after 150 ms",
    });
    advance(1_000);
    await w.runOnce();
    expect(await delivery(id)).toMatchObject({ status: "delivered", attempts: 2 });
  });

  it("keeps retrying while the CRM is down and delivers exactly once when it is back", async () => {
    replies.push("destroy", { status: 503 }, { status: 502 }, "destroy", { status: 504 });
    const { id } = await newLead();
    const w = worker();

    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await w.runOnce()).toBe(1);
      expect(await delivery(id)).toMatchObject({ status: "pending", attempts: attempt });
      advance(10 * 60_000);
    }
    expect(await w.runOnce()).toBe(1);
    advance(10 * 60_000);
    expect(await w.runOnce()).toBe(0);

    expect(await delivery(id)).toMatchObject({ status: "delivered", attempts: 6 });
    expect(fake.requests).toHaveLength(6);
    expect(fake.emails().filter((email) => email === "maria.perez@example.com")).toHaveLength(6);
  });

  it("retries when the CRM cannot be reached at all", async () => {
    const { id } = await newLead();
    const closed = fake.baseUrl;
    await fake.close();
    const w = createLeadDeliveryWorker({
      db: app.db,
      config: testConfig(closed),
      logger: silent,
      now: () => clock,
    });
    await w.runOnce();
    expect(await delivery(id)).toMatchObject({
      status: "pending",
      lastError: "network error: ECONNREFUSED",
    });
  });

  it("marks the lead failed after LEAD_DELIVERY_MAX_ATTEMPTS retryable failures, keeping it", async () => {
    const down = { status: 503, body: "down for maintenance" };
    replies.push(down, down, down);
    const { id } = await newLead();
    const w = worker({ env: { LEAD_DELIVERY_MAX_ATTEMPTS: "3" } });

    for (let run = 0; run < 3; run += 1) {
      expect(await w.runOnce()).toBe(1);
      advance(60 * 60_000);
    }
    expect(await delivery(id)).toMatchObject({
      status: "failed",
      attempts: 3,
      lastError: "HTTP 503: down for maintenance",
      crmResponse: "down for maintenance",
    });
    expect(await w.runOnce()).toBe(0);

    // An operator's retry gets a full budget again; the CRM is back by now.
    expect((await leadOutbox.retry(app.db, id, { now: clock })).outcome).toBe("scheduled");
    expect(await w.runOnce()).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: "delivered", attempts: 4 });
  });

  it("marks the lead failed at once on a 400, with the CRM's error, and keeps it", async () => {
    const crmError = JSON.stringify({
      status: "error",
      message: "The request is not valid",
      errors: [{ message: "Error in 'fields.email'. Invalid email", errorType: "INVALID_EMAIL" }],
    });
    replies.push({ status: 400, body: crmError, headers: { "Content-Type": "application/json" } });
    const { id } = await newLead();
    const w = worker();

    expect(await w.runOnce()).toBe(1);
    const lead = await getLead(app.db, id);
    expect(lead?.email).toBe("maria.perez@example.com");
    expect(lead?.delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "rejected by the CRM: HTTP 400",
      crmResponse: crmError,
    });
    advance(24 * 60 * 60_000);
    expect(await w.runOnce()).toBe(0);
    expect(fake.requests).toHaveLength(1);
  });

  it("still delivers a lead after a restart mid-retry", async () => {
    replies.push({ status: 500 });
    const { id } = await newLead();
    const first = worker();
    await first.runOnce();
    await first.stop();
    expect(await delivery(id)).toMatchObject({ status: "pending", attempts: 1 });

    const second = worker();
    advance(2_000);
    expect(await second.runOnce()).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: "delivered", attempts: 2 });
    expect(fake.requests).toHaveLength(2);
  });

  it("picks up a crashed worker's delivery once its lease has expired", async () => {
    const { id } = await newLead();
    await leadOutbox.claim(app.db, {
      workerId: "crashed",
      now: clock,
      leaseMs: 60_000,
      limit: 10,
    });
    const w = worker();

    advance(30_000);
    expect(await w.runOnce()).toBe(0);
    expect(fake.requests).toHaveLength(0);
    advance(30_001);
    expect(await w.runOnce()).toBe(1);
    expect(await delivery(id)).toMatchObject({ status: "delivered", attempts: 1, claimedBy: null });
  });

  it("counts a delivery its worker died in as outcome unknown, once, and sends it again", async () => {
    const before = await outcomesUnknown("leads");
    const { id } = await newLead();
    const { id: other } = await newLead();
    await leadOutbox.claim(app.db, {
      workerId: "crashed",
      now: clock,
      leaseMs: 60_000,
      limit: 1,
    });
    advance(60_001);
    const w = worker();
    expect(await w.runOnce()).toBe(2);
    expect(await outcomesUnknown("leads")).toBe(before + 1);
    expect(await delivery(id)).toMatchObject({
      status: "delivered",
      outcomeUnknownAt: clock.toISOString(),
    });
    expect((await delivery(other)).outcomeUnknownAt).toBeNull();
    expect(fake.requests).toHaveLength(2);
    advance(60_001);
    expect(await w.runOnce()).toBe(0);
    expect(await outcomesUnknown("leads")).toBe(before + 1);
  });

  it("leaves leads pending while the CRM is not configured, and delivers them once it is", async () => {
    const unconfigured = loadConfig({});
    expect(isCrmConfigured(unconfigured)).toBe(false);
    expect(() =>
      createLeadDeliveryWorker({ db: app.db, config: unconfigured, logger: silent }),
    ).toThrow(/HUBSPOT_PORTAL_ID/);
    const { id } = await newLead();
    advance(7 * 24 * 60 * 60_000);
    expect((await delivery(id)).status).toBe("pending");

    expect(await worker().runOnce()).toBe(1);
    expect((await delivery(id)).status).toBe("delivered");
  });

  it("logs each outcome with the lead id and never the lead's personal data", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    replies.push(
      { status: 500, body: "oops maria.perez@example.com" },
      { status: 400, body: "no" },
    );
    const { id } = await newLead();
    const w = worker({ logger });
    await w.runOnce();
    advance(60_000);
    await w.runOnce();

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const outcomes = entries.filter((entry) => "outcome" in entry);
    expect(outcomes).toMatchObject([
      {
        leadId: id,
        attempt: 1,
        outcome: "retry",
        reason: "HTTP 500",
        nextAttemptAt: new Date(clock.getTime() - 60_000 + 1_000).toISOString(),
      },
      { leadId: id, attempt: 2, outcome: "failed", status: 400 },
    ]);
    const text = lines.join("");
    for (const secret of ["maria", "María", "Pérez", "1234 5678", "Tienda", "Guadalajara"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("polls in the background and stop() waits for the batch in flight", async () => {
    replies.push({ ...OK_REPLY, delayMs: 300 });
    const w = worker({ now: () => new Date(), pollIntervalMs: 10 });
    const { id } = await createLead(app.db, sampleLead());
    w.start();
    w.start();
    await waitFor(() => fake.requests.length === 1);
    await w.stop();
    // The response came after stop() was called; it was still recorded.
    expect((await delivery(id)).status).toBe("delivered");

    await createLead(app.db, sampleLead());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.requests).toHaveLength(1);
  });

  it("refuses a lease shorter than the CRM timeout", () => {
    expect(() => worker({ leaseMs: 5_000 })).toThrow(/leaseMs/);
  });
}

describe("lead delivery worker on SQLite", () => {
  workerSuite("sqlite");
});

describe.skipIf(!pgUrl)("lead delivery worker on PostgreSQL", () => {
  workerSuite("postgres");

  describe("two app instances on one database", () => {
    let app: AppDatabase;
    let other: AppDatabase;
    let fake: FakeHubSpot;

    beforeEach(async () => {
      app = await openTestDatabase("postgres");
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        app.db,
      );
      other = await openDatabase(pgUrl!, { postgresSchema: rows[0]!.schema });
      // Uneven answer times and every 7th request a 503, so the workers overlap and retry.
      fake = await startFakeHubSpot((_request, index) =>
        (index + 1) % 7 === 0 ? { status: 503 } : { ...OK_REPLY, delayMs: index % 5 },
      );
    });

    afterEach(async () => {
      await fake?.close();
      await other?.close();
      await app?.close();
    });

    it("delivers each lead exactly once", async () => {
      const emails: string[] = [];
      for (let i = 0; i < 60; i += 1) {
        const email = `lead-${i}@example.com`;
        emails.push(email);
        await createLead(app.db, sampleLead({ email }));
      }
      const deliveredBy = new Map<string, number>();
      const countingLogger = (workerId: string) =>
        pino(
          { level: "info" },
          new Writable({
            write(chunk, _encoding, done) {
              if ((JSON.parse(String(chunk)) as { outcome?: string }).outcome === "delivered") {
                deliveredBy.set(workerId, (deliveredBy.get(workerId) ?? 0) + 1);
              }
              done();
            },
          }),
        );
      const options = {
        config: testConfig(fake.baseUrl),
        pollIntervalMs: 5,
        batchSize: 4,
        backoffBaseMs: 20,
        backoffCapMs: 50,
      };
      const instances: [string, AppDatabase][] = [
        ["instance-a", app],
        ["instance-b", other],
        ["instance-c", other],
      ];
      const workers = instances.map(([workerId, database]) =>
        createLeadDeliveryWorker({
          ...options,
          db: database.db,
          workerId,
          logger: countingLogger(workerId),
        }),
      );
      for (const w of workers) w.start();
      try {
        await waitFor(
          async () => (await listLeads(app.db, { status: "delivered" })).length === 60,
          15_000,
        );
      } finally {
        await Promise.all(workers.map((w) => w.stop()));
      }

      const leads = await listLeads(app.db);
      const successes = new Map<string, number>();
      const attempts = new Map<string, number>();
      for (const [index, email] of fake.emails().entries()) {
        attempts.set(email, (attempts.get(email) ?? 0) + 1);
        // Every 7th request got a 503.
        if ((index + 1) % 7 !== 0) successes.set(email, (successes.get(email) ?? 0) + 1);
      }
      for (const email of emails) expect(successes.get(email)).toBe(1);
      for (const lead of leads) {
        expect(lead.delivery.status).toBe("delivered");
        expect(lead.delivery.attempts).toBe(attempts.get(lead.email));
      }
      // The instances really shared the work.
      expect([...deliveredBy.values()].reduce((a, b) => a + b, 0)).toBe(60);
      expect(deliveredBy.size).toBeGreaterThanOrEqual(2);
    });
  });
});
