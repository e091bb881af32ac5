import { InsertQueryNode, sql, type KyselyPlugin } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { openTestDatabase, postgresTestUrl } from "../db/test-database.ts";
import { createLead, getLead, leadOutbox, listLeads } from "./lead-repository.ts";
import { sampleLead } from "./test-helpers.ts";

const pgUrl = await postgresTestUrl();

const T0 = new Date("2030-01-01T00:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

/** Makes every insert into lead_deliveries fail, after the lead's insert already ran. */
const failingOutbox: KyselyPlugin = {
  transformQuery({ node }) {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === "lead_deliveries") {
      throw new Error("simulated outbox failure");
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

function repositorySuite(kind: DialectName) {
  let app: AppDatabase;

  beforeEach(async () => {
    app = await openTestDatabase(kind);
  });

  afterEach(async () => {
    await app?.close();
  });

  const countRows = async (table: "leads" | "lead_deliveries") =>
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow()
    ).count;

  const claim = (workerId: string, now: Date, limit = 10, leaseMs = 60_000) =>
    leadOutbox.claim(app.db, { workerId, now, leaseMs, limit });

  it("stores a lead with a pending delivery due at once", async () => {
    const { id } = await createLead(app.db, sampleLead({ hutk: "hutk-1" }), { now: T0 });
    expect(await getLead(app.db, id)).toEqual({
      id,
      market: "mx",
      name: "María",
      lastName: "Pérez Gómez",
      email: "maria.perez@example.com",
      phoneNumber: "+52 55 1234 5678",
      companyName: "Tienda Azul, S.A. de C.V.",
      companyType: ["ecommerce", "marketplace"],
      estimatedShipments: "50-99",
      origin: "Jalisco",
      message: "¿Recolectan en Guadalajara?\nGracias.",
      pageUri: "https://anden.example/contacto",
      pageName: "Contacto | Andén",
      hutk: "hutk-1",
      createdAt: T0.toISOString(),
      delivery: {
        status: "pending",
        attempts: 0,
        attemptsAtRetry: 0,
        nextAttemptAt: T0.toISOString(),
        claimedBy: null,
        claimedUntil: null,
        lastError: null,
        crmResponse: null,
        deliveredAt: null,
        outcomeUnknownAt: null,
        updatedAt: T0.toISOString(),
      },
    });
  });

  it("stores optional context as null", async () => {
    const { id } = await createLead(
      app.db,
      sampleLead({ pageUri: undefined, pageName: undefined }),
    );
    const lead = await getLead(app.db, id);
    expect([lead?.pageUri, lead?.pageName, lead?.hutk]).toEqual([null, null, null]);
  });

  it("writes the lead and its outbox row atomically: no lead when the outbox insert fails", async () => {
    await createLead(app.db, sampleLead());
    await expect(createLead(app.db.withPlugin(failingOutbox), sampleLead())).rejects.toThrow(
      "simulated outbox failure",
    );
    expect(await countRows("leads")).toBe(1);
    expect(await countRows("lead_deliveries")).toBe(1);
    // The connection is usable afterwards (the transaction was rolled back, not left open).
    await createLead(app.db, sampleLead());
    expect(await countRows("leads")).toBe(2);
  });

  it("lists leads with their delivery state, by status, newest first or oldest first", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      ids.push(
        (await createLead(app.db, sampleLead({ email: `l${i}@example.com` }), { now: T0 })).id,
      );
    }
    const [first] = await claim("w1", T0, 1);
    await leadOutbox.fail(app.db, first!.leadId, { workerId: "w1", error: "rejected", now: T0 });

    expect((await listLeads(app.db)).map((lead) => lead.id)).toEqual([...ids].reverse());
    expect((await listLeads(app.db, { order: "asc", limit: 2 })).map((lead) => lead.id)).toEqual(
      ids.slice(0, 2),
    );
    const failed = await listLeads(app.db, { status: "failed" });
    expect(
      failed.map((lead) => [lead.id, lead.delivery.attempts, lead.delivery.lastError]),
    ).toEqual([[ids[0], 1, "rejected"]]);
    expect(await listLeads(app.db, { status: "pending", limit: 10 })).toHaveLength(3);
    expect(await listLeads(app.db, { status: "delivered" })).toEqual([]);
    expect(await getLead(app.db, 999_999)).toBeUndefined();
  });

  it("claims due deliveries oldest first, with their leads, up to the limit", async () => {
    const late = await createLead(app.db, sampleLead({ email: "late@example.com" }), {
      now: at(5_000),
    });
    const early = await createLead(app.db, sampleLead({ email: "early@example.com" }), {
      now: at(1_000),
    });
    const future = await createLead(app.db, sampleLead(), { now: at(60_000) });

    const claims = await claim("w1", at(10_000));
    expect(claims.map((c) => c.leadId)).toEqual([early.id, late.id]);
    expect(claims[0]).toMatchObject({
      attempts: 0,
      attemptsAtRetry: 0,
      claimedBy: "w1",
      claimedUntil: at(70_000).toISOString(),
      lead: { id: early.id, email: "early@example.com", companyType: ["ecommerce", "marketplace"] },
    });
    const stored = await getLead(app.db, early.id);
    expect(stored?.delivery).toMatchObject({
      status: "delivering",
      claimedBy: "w1",
      claimedUntil: at(70_000).toISOString(),
    });
    expect((await getLead(app.db, future.id))?.delivery.status).toBe("pending");

    const limited = await claim("w2", at(60_000), 1);
    expect(limited.map((c) => c.leadId)).toEqual([future.id]);
  });

  it("does not hand a claimed delivery to anyone else while its lease holds", async () => {
    const { id } = await createLead(app.db, sampleLead(), { now: T0 });
    expect(await claim("w1", T0, 10, 60_000)).toHaveLength(1);
    expect(await claim("w2", at(1_000))).toEqual([]);
    expect(await claim("w1", at(59_999))).toEqual([]);
    // Exactly at the lease's end it still holds (claimed_until < now reclaims).
    expect(await claim("w2", at(60_000))).toEqual([]);
    const reclaimed = await claim("w2", at(60_001));
    expect(reclaimed.map((c) => [c.leadId, c.claimedBy, c.attempts])).toEqual([[id, "w2", 0]]);
  });

  it("ignores an outcome reported by a worker whose expired lease another worker took over", async () => {
    const { id } = await createLead(app.db, sampleLead(), { now: T0 });
    await claim("crashed", T0, 10, 1_000);
    await claim("w2", at(2_000));
    expect(await leadOutbox.complete(app.db, id, { workerId: "crashed", now: at(2_500) })).toBe(
      false,
    );
    expect((await getLead(app.db, id))?.delivery).toMatchObject({
      status: "delivering",
      claimedBy: "w2",
      attempts: 0,
    });
    expect(
      await leadOutbox.complete(app.db, id, { workerId: "w2", response: "{}", now: at(3_000) }),
    ).toBe(true);
    expect((await getLead(app.db, id))?.delivery).toMatchObject({
      status: "delivered",
      attempts: 1,
      deliveredAt: at(3_000).toISOString(),
      crmResponse: "{}",
      claimedBy: null,
      claimedUntil: null,
    });
    // Delivered is final: never claimed again.
    expect(await claim("w3", at(10_000_000))).toEqual([]);
  });

  it("reschedules a retry and counts every attempt", async () => {
    const { id } = await createLead(app.db, sampleLead(), { now: T0 });
    await claim("w1", T0);
    expect(
      await leadOutbox.reschedule(app.db, id, {
        workerId: "w1",
        nextAttemptAt: at(4_000),
        error: "HTTP 503: down",
        response: "down",
        now: at(100),
      }),
    ).toBe(true);
    expect((await getLead(app.db, id))?.delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      nextAttemptAt: at(4_000).toISOString(),
      lastError: "HTTP 503: down",
      crmResponse: "down",
      claimedBy: null,
      claimedUntil: null,
    });
    expect(await claim("w1", at(3_999))).toEqual([]);
    const [again] = await claim("w1", at(4_000));
    expect(again?.attempts).toBe(1);
    // Not holding the claim: no effect.
    expect(
      await leadOutbox.reschedule(app.db, id, { workerId: "w9", nextAttemptAt: T0, error: "x" }),
    ).toBe(false);
  });

  it("marks a delivery failed and keeps the lead", async () => {
    const { id } = await createLead(app.db, sampleLead(), { now: T0 });
    await claim("w1", T0);
    await leadOutbox.fail(app.db, id, {
      workerId: "w1",
      error: "rejected by the CRM: HTTP 400",
      response: '{"status":"error"}',
      now: at(10),
    });
    const lead = await getLead(app.db, id);
    expect(lead?.email).toBe("maria.perez@example.com");
    expect(lead?.delivery).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "rejected by the CRM: HTTP 400",
      crmResponse: '{"status":"error"}',
    });
    expect(await claim("w1", at(10_000_000))).toEqual([]);
  });

  it("sums up the outbox: leads waiting (pending or being sent), the oldest one's age, failed", async () => {
    expect(await leadOutbox.summary(app.db, T0)).toEqual({
      pending: 0,
      failed: 0,
      oldestPendingAgeSeconds: 0,
    });
    const ids: number[] = [];
    for (const offset of [0, 60_000, 120_000, 180_000]) {
      ids.push((await createLead(app.db, sampleLead(), { now: at(offset) })).id);
    }
    await claim("w1", at(200_000), 3);
    const [first = 0, second = 0] = ids;
    await leadOutbox.complete(app.db, first, { workerId: "w1", response: "", now: at(201_000) });
    await leadOutbox.fail(app.db, second, { workerId: "w1", error: "HTTP 400", now: at(201_000) });
    // ids[2] is still being sent by w1, ids[3] pending.
    expect(await leadOutbox.summary(app.db, at(1_000_000))).toEqual({
      pending: 2,
      failed: 1,
      oldestPendingAgeSeconds: 880,
    });
  });

  it("retries a failed or pending lead now with a fresh budget, keeping the attempt count", async () => {
    const { id } = await createLead(app.db, sampleLead(), { now: T0 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await claim("w1", at(attempt * 1000));
      await leadOutbox.reschedule(app.db, id, {
        workerId: "w1",
        nextAttemptAt: at(attempt * 1000 + 1),
        error: "HTTP 500",
      });
    }
    await claim("w1", at(10_000));
    await leadOutbox.fail(app.db, id, { workerId: "w1", error: "gave up" });

    expect(await leadOutbox.retry(app.db, id, { now: at(20_000) })).toEqual({
      outcome: "scheduled",
      previousStatus: "failed",
    });
    expect((await getLead(app.db, id))?.delivery).toMatchObject({
      status: "pending",
      attempts: 4,
      attemptsAtRetry: 4,
      nextAttemptAt: at(20_000).toISOString(),
      lastError: "gave up",
    });
    expect(await leadOutbox.retry(app.db, id, { now: at(21_000) })).toEqual({
      outcome: "scheduled",
      previousStatus: "pending",
    });

    const [claimed] = await claim("w1", at(21_000));
    expect(claimed).toMatchObject({ attempts: 4, attemptsAtRetry: 4 });
    expect(await leadOutbox.retry(app.db, id)).toEqual({
      outcome: "not_retryable",
      status: "delivering",
    });
    await leadOutbox.complete(app.db, id, { workerId: "w1" });
    expect(await leadOutbox.retry(app.db, id)).toEqual({
      outcome: "not_retryable",
      status: "delivered",
    });
    expect(await leadOutbox.retry(app.db, 999_999)).toEqual({ outcome: "not_found" });
  });

  it("retries every failed lead at once, leaving the others alone", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await createLead(app.db, sampleLead(), { now: T0 })).id);
    const [rejected, gaveUp, delivered, pending] = ids as [number, number, number, number];
    await claim("w1", T0, 3);
    await leadOutbox.fail(app.db, rejected, {
      workerId: "w1",
      error: "rejected by the CRM: HTTP 400",
    });
    await leadOutbox.fail(app.db, gaveUp, { workerId: "w1", error: "gave up" });
    await leadOutbox.complete(app.db, delivered, { workerId: "w1" });
    const before = await getLead(app.db, pending);

    expect(await leadOutbox.retryFailed(app.db, { now: at(60_000) })).toBe(2);
    for (const id of [rejected, gaveUp]) {
      expect((await getLead(app.db, id))?.delivery).toMatchObject({
        status: "pending",
        attempts: 1,
        attemptsAtRetry: 1,
        nextAttemptAt: at(60_000).toISOString(),
        claimedBy: null,
      });
    }
    expect((await getLead(app.db, delivered))?.delivery.status).toBe("delivered");
    expect((await getLead(app.db, pending))?.delivery).toEqual(before?.delivery);
    expect(await leadOutbox.retryFailed(app.db)).toBe(0);
    const byId = (a: number, b: number) => a - b;
    expect((await claim("w2", at(60_000))).map((c) => c.leadId).sort(byId)).toEqual(
      [rejected, gaveUp, pending].sort(byId),
    );
  });

  it("gives two simultaneous claimers disjoint sets of deliveries", async () => {
    for (let i = 0; i < 30; i += 1) await createLead(app.db, sampleLead(), { now: T0 });
    const [a, b] = await Promise.all([claim("a", at(1), 20), claim("b", at(1), 20)]);
    const ids = [...a, ...b].map((c) => c.leadId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
  });

  it("rejects statuses and timestamps outside the schema", async () => {
    const { id } = await createLead(app.db, sampleLead(), { now: T0 });
    await expect(
      app.db
        .updateTable("lead_deliveries")
        .set({ status: "lost" as "failed" })
        .where("lead_id", "=", id)
        .execute(),
    ).rejects.toThrow();
    await expect(
      app.db
        .updateTable("lead_deliveries")
        .set({ next_attempt_at: "2030-01-01 00:00:00" })
        .where("lead_id", "=", id)
        .execute(),
    ).rejects.toThrow();
    // "delivering" without a claim is refused.
    await expect(
      app.db
        .updateTable("lead_deliveries")
        .set({ status: "delivering" })
        .where("lead_id", "=", id)
        .execute(),
    ).rejects.toThrow();
  });

  it("does not let a lead be deleted while it has a delivery row", async () => {
    const { id } = await createLead(app.db, sampleLead(), { now: T0 });
    await expect(app.db.deleteFrom("leads").where("id", "=", id).execute()).rejects.toThrow();
  });
}

describe("lead repository on SQLite", () => {
  repositorySuite("sqlite");
});

describe.skipIf(!pgUrl)("lead repository on PostgreSQL", () => {
  repositorySuite("postgres");

  describe("concurrent claims over separate connections", () => {
    let app: AppDatabase;
    let other: AppDatabase;

    beforeEach(async () => {
      app = await openTestDatabase("postgres");
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
        app.db,
      );
      // A second pool on the same schema, like a second app instance.
      other = await openDatabase(pgUrl!, { postgresSchema: rows[0]!.schema });
    });

    afterEach(async () => {
      await other?.close();
      await app?.close();
    });

    it("never gives the same delivery to two claimers (FOR UPDATE SKIP LOCKED)", async () => {
      for (let round = 0; round < 5; round += 1) {
        const now = at(round * 1_000);
        const created = new Set<number>();
        for (let i = 0; i < 40; i += 1) {
          created.add((await createLead(app.db, sampleLead(), { now })).id);
        }
        const options = { now: at(round * 1_000 + 1), leaseMs: 3_600_000, limit: 25 };
        const claimers = [
          leadOutbox.claim(app.db, { ...options, workerId: `a${round}` }),
          leadOutbox.claim(other.db, { ...options, workerId: `b${round}` }),
          leadOutbox.claim(app.db, { ...options, workerId: `c${round}` }),
          leadOutbox.claim(other.db, { ...options, workerId: `d${round}` }),
        ];
        const results = await Promise.all(claimers);
        const ids = results.flat().map((c) => c.leadId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(created);

        // The database agrees with what each claimer was told.
        const rows = await app.db
          .selectFrom("lead_deliveries")
          .select(["lead_id", "claimed_by"])
          .where("lead_id", "in", [...created])
          .execute();
        const owner = new Map(rows.map((row) => [row.lead_id, row.claimed_by]));
        for (const [index, claims] of results.entries()) {
          for (const c of claims) expect(owner.get(c.leadId)).toBe(c.claimedBy);
          expect(claims.every((c) => c.claimedBy === `${"abcd"[index]}${round}`)).toBe(true);
        }
      }
    });
  });
});
