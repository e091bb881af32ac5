import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DialectName } from "../db/dialect.ts";
import { openTestDatabase, postgresTestUrl, type TestDatabase } from "../db/test-database.ts";
import { MAX_ERROR_CHARS } from "./outbox.ts";
import {
  queue,
  rowOf,
  testOutbox,
  withTestOutbox,
  type TestDb,
  type TestOutboxDatabase,
} from "./test-helpers.ts";

const pgUrl = await postgresTestUrl();

const T0 = new Date("2030-01-01T00:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);

function outboxSuite(kind: DialectName) {
  let app: TestDatabase;
  let db: TestDb;
  const leads = testOutbox("at-least-once");
  const mail = testOutbox("at-most-once");

  beforeEach(async () => {
    app = await openTestDatabase(kind);
    db = await withTestOutbox(app.db);
  });

  afterEach(async () => {
    await app?.close();
  });

  const claim = (workerId: string, now: Date, limit = 10, leaseMs = 60_000, outbox = leads) =>
    outbox.claim(db, { workerId, now, leaseMs, limit });

  it("claims due items oldest first, with their items, up to the limit", async () => {
    await queue(db, 1, at(5_000));
    await queue(db, 2, at(1_000));
    await queue(db, 3, at(60_000));

    const claims = await claim("w1", at(10_000));
    expect(claims.map((c) => c.itemId)).toEqual([2, 1]);
    expect(claims[0]).toEqual({
      id: expect.any(Number),
      key: 2,
      itemId: 2,
      attempts: 0,
      attemptsAtRetry: 0,
      claimedBy: "w1",
      claimedUntil: at(70_000).toISOString(),
      takenOver: false,
    });
    expect(await rowOf(db, 2)).toMatchObject({
      status: "held",
      claimed_by: "w1",
      claimed_until: at(70_000).toISOString(),
    });
    expect((await rowOf(db, 3)).status).toBe("pending");
    expect((await claim("w2", at(60_000), 1)).map((c) => c.itemId)).toEqual([3]);
    expect(await claim("w2", at(60_000), 0)).toEqual([]);
  });

  it("does not hand a held item to anyone else while its lease holds", async () => {
    await queue(db, 1, T0);
    expect(await claim("w1", T0, 10, 60_000)).toHaveLength(1);
    expect(await claim("w2", at(1_000))).toEqual([]);
    // Exactly at the lease's end it still holds (claimed_until < now reclaims).
    expect(await claim("w2", at(60_000))).toEqual([]);
    const [reclaimed] = await claim("w2", at(60_001));
    expect(reclaimed).toMatchObject({ itemId: 1, claimedBy: "w2", attempts: 0 });
  });

  it("at least once: marks an item taken over from a dead worker as of unknown outcome, once", async () => {
    await queue(db, 1, T0);
    await queue(db, 2, T0);
    await claim("dead", T0, 1, 1_000);
    const claims = await claim("w2", at(2_000));
    expect(claims.map((c) => [c.itemId, c.takenOver])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect((await rowOf(db, 1)).outcome_unknown_at).toBe(at(2_000).toISOString());
    expect((await rowOf(db, 2)).outcome_unknown_at).toBeNull();
    expect(await leads.complete(db, 1, { workerId: "w2", now: at(2_500) })).toBe(true);
    expect((await rowOf(db, 1)).outcome_unknown_at).toBe(at(2_000).toISOString());
  });

  it("at most once: takes a held item over as it is (it was never let go)", async () => {
    await queue(db, 1, T0);
    await claim("dead", T0, 1, 1_000, mail);
    const [again] = await claim("w2", at(2_000), 10, 1_000, mail);
    expect(again).toMatchObject({ itemId: 1, takenOver: false });
    expect((await rowOf(db, 1)).outcome_unknown_at).toBeNull();
  });

  it("records an outcome only while the worker holds the claim", async () => {
    await queue(db, 1, T0);
    await claim("crashed", T0, 10, 1_000);
    await claim("w2", at(2_000));
    expect(await leads.complete(db, 1, { workerId: "crashed", now: at(2_500) })).toBe(false);
    for (const record of [
      () => leads.reschedule(db, 1, { workerId: "crashed", nextAttemptAt: T0, error: "x" }),
      () => leads.fail(db, 1, { workerId: "crashed", error: "x" }),
      () => leads.cancel(db, 1, { workerId: "crashed" }),
      () => leads.commit(db, 1, { workerId: "crashed" }),
    ]) {
      expect(await record()).toBe(false);
    }
    expect(await rowOf(db, 1)).toMatchObject({ status: "held", claimed_by: "w2", attempts: 0 });
    expect(await leads.complete(db, 1, { workerId: "w2", response: "{}", now: at(3_000) })).toBe(
      true,
    );
    expect(await rowOf(db, 1)).toMatchObject({
      status: "done",
      attempts: 1,
      done_at: at(3_000).toISOString(),
      answer: "{}",
      claimed_by: null,
      claimed_until: null,
    });
    // Done is final: never claimed again.
    expect(await claim("w3", at(10_000_000))).toEqual([]);
  });

  it("reschedules a retry, counts every attempt and cuts long errors and answers", async () => {
    await queue(db, 1, T0);
    await claim("w1", T0);
    const error = "e".repeat(MAX_ERROR_CHARS + 10);
    expect(
      await leads.reschedule(db, 1, {
        workerId: "w1",
        nextAttemptAt: at(4_000),
        error,
        response: "a".repeat(30),
        now: at(100),
      }),
    ).toBe(true);
    expect(await rowOf(db, 1)).toMatchObject({
      status: "pending",
      attempts: 1,
      next_attempt_at: at(4_000).toISOString(),
      last_error: "e".repeat(MAX_ERROR_CHARS),
      answer: "a".repeat(20),
      claimed_by: null,
      claimed_until: null,
    });
    expect(await claim("w1", at(3_999))).toEqual([]);
    const [again] = await claim("w1", at(4_000));
    expect(again?.attempts).toBe(1);
    // Without an answer, the last one is kept.
    await leads.fail(db, 1, { workerId: "w1", error: "gave up" });
    expect(await rowOf(db, 1)).toMatchObject({
      status: "failed",
      attempts: 2,
      last_error: "gave up",
      answer: "a".repeat(20),
    });
    expect(await claim("w1", at(10_000_000))).toEqual([]);
  });

  it("cancels an item without counting an attempt", async () => {
    await queue(db, 1, T0);
    await claim("w1", T0, 10, 60_000, mail);
    expect(await mail.cancel(db, 1, { workerId: "w1" })).toBe(true);
    expect(await rowOf(db, 1)).toMatchObject({
      status: "cancelled",
      attempts: 0,
      claimed_by: null,
    });
    expect(await mail.retry(db, 1)).toEqual({ outcome: "not_retryable", status: "cancelled" });
  });

  it("at most once: commits before the answer, keeping who sent it, then records the answer", async () => {
    await queue(db, 1, T0);
    await claim("w1", T0, 10, 60_000, mail);
    expect(await mail.commit(db, 1, { workerId: "w2", now: at(1) })).toBe(false);
    expect(await mail.commit(db, 1, { workerId: "w1", now: at(1) })).toBe(true);
    expect(await rowOf(db, 1)).toMatchObject({
      status: "done",
      attempts: 1,
      done_at: at(1).toISOString(),
      claimed_by: "w1",
      claimed_until: null,
      answer: null,
    });
    // Committed is final for the claim: nobody takes it over, however late.
    expect(await claim("w2", at(10_000_000), 10, 60_000, mail)).toEqual([]);
    expect(await mail.recordAnswer(db, 1, { workerId: "w2", response: "250 ok" })).toBe(false);
    expect(await mail.recordAnswer(db, 1, { workerId: "w1", response: "250 queued" })).toBe(true);
    expect(await rowOf(db, 1)).toMatchObject({ answer: "250 queued", outcome_unknown_at: null });
    expect(await mail.retry(db, 1)).toEqual({ outcome: "not_retryable", status: "done" });
  });

  it("at most once: an answer that never came leaves the item done, of unknown outcome", async () => {
    await queue(db, 1, T0);
    await claim("w1", T0, 10, 60_000, mail);
    await mail.commit(db, 1, { workerId: "w1", now: at(1) });
    await mail.recordAnswer(db, 1, {
      workerId: "w1",
      response: "",
      error: "timeout after the final dot",
      now: at(2),
    });
    expect(await rowOf(db, 1)).toMatchObject({
      status: "done",
      answer: "",
      last_error: "timeout after the final dot",
      outcome_unknown_at: at(2).toISOString(),
    });
  });

  it("at most once: a refusal after the commit undoes it, counting the attempt once", async () => {
    await queue(db, 1, T0);
    await claim("w1", T0, 10, 60_000, mail);
    await mail.commit(db, 1, { workerId: "w1", now: at(1) });
    expect(
      await mail.reschedule(db, 1, {
        workerId: "w1",
        committed: true,
        nextAttemptAt: at(5_000),
        error: "451 try later",
        now: at(2),
      }),
    ).toBe(true);
    expect(await rowOf(db, 1)).toMatchObject({
      status: "pending",
      attempts: 1,
      done_at: null,
      answer: null,
      claimed_by: null,
      next_attempt_at: at(5_000).toISOString(),
      last_error: "451 try later",
    });
    await claim("w1", at(5_000), 10, 60_000, mail);
    await mail.commit(db, 1, { workerId: "w1" });
    expect(
      await mail.fail(db, 1, {
        workerId: "w1",
        committed: true,
        error: "554 refused",
        response: "554 refused",
      }),
    ).toBe(true);
    expect(await rowOf(db, 1)).toMatchObject({
      status: "failed",
      attempts: 2,
      done_at: null,
      answer: "554 refused",
    });
  });

  it("at most once: marks each item cut at the commit point once, a lease after its commit", async () => {
    for (const item of [1, 2, 3]) await queue(db, item, T0);
    await claim("w1", T0, 10, 60_000, mail);
    await mail.commit(db, 1, { workerId: "w1", now: at(1_000) });
    await mail.commit(db, 2, { workerId: "w1", now: at(1_000) });
    await mail.recordAnswer(db, 2, { workerId: "w1", response: "250 ok" });
    await mail.commit(db, 3, { workerId: "w1", now: at(50_000) });
    const sweep = (now: Date) =>
      mail.markCutCommitsUnknown(db, {
        committedBefore: new Date(now.getTime() - 60_000),
        error: "outcome unknown",
        now,
      });
    expect(await sweep(at(61_000))).toEqual([1]);
    expect(await rowOf(db, 1)).toMatchObject({
      status: "done",
      answer: "",
      last_error: "outcome unknown",
      outcome_unknown_at: at(61_000).toISOString(),
    });
    expect(await sweep(at(200_000))).toEqual([3]);
    expect(await sweep(at(300_000))).toEqual([]);
  });

  it("retries a failed or pending item now with a fresh budget, keeping the attempt count", async () => {
    await queue(db, 1, T0);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await claim("w1", at(attempt * 1000));
      await leads.reschedule(db, 1, {
        workerId: "w1",
        nextAttemptAt: at(attempt * 1000 + 1),
        error: "HTTP 500",
      });
    }
    await claim("w1", at(10_000));
    await leads.fail(db, 1, { workerId: "w1", error: "gave up" });

    expect(await leads.retry(db, 1, { now: at(20_000) })).toEqual({
      outcome: "scheduled",
      previousStatus: "failed",
    });
    expect(await rowOf(db, 1)).toMatchObject({
      status: "pending",
      attempts: 4,
      attempts_at_retry: 4,
      next_attempt_at: at(20_000).toISOString(),
      last_error: "gave up",
    });
    expect(await leads.retry(db, 1, { now: at(21_000) })).toEqual({
      outcome: "scheduled",
      previousStatus: "pending",
    });
    const [claimed] = await claim("w1", at(21_000));
    expect(claimed).toMatchObject({ attempts: 4, attemptsAtRetry: 4 });
    expect(await leads.retry(db, 1)).toEqual({ outcome: "not_retryable", status: "held" });
    await leads.complete(db, 1, { workerId: "w1" });
    expect(await leads.retry(db, 1)).toEqual({ outcome: "not_retryable", status: "done" });
    expect(await leads.retry(db, 999_999)).toEqual({ outcome: "not_found" });
  });

  it("retries every failed item at once, leaving the others alone", async () => {
    for (const item of [1, 2, 3, 4]) await queue(db, item, T0);
    await claim("w1", T0, 3);
    await leads.fail(db, 1, { workerId: "w1", error: "rejected" });
    await leads.fail(db, 2, { workerId: "w1", error: "gave up" });
    await leads.complete(db, 3, { workerId: "w1" });
    const pending = await rowOf(db, 4);

    expect(await leads.retryFailed(db, { now: at(60_000) })).toBe(2);
    for (const item of [1, 2]) {
      expect(await rowOf(db, item)).toMatchObject({
        status: "pending",
        attempts: 1,
        attempts_at_retry: 1,
        next_attempt_at: at(60_000).toISOString(),
        claimed_by: null,
      });
    }
    expect((await rowOf(db, 3)).status).toBe("done");
    expect(await rowOf(db, 4)).toEqual(pending);
    expect(await leads.retryFailed(db)).toBe(0);
  });

  it("sums up the outbox: items waiting (pending or held), the oldest one's age, failed", async () => {
    expect(await leads.summary(db, T0)).toEqual({
      pending: 0,
      failed: 0,
      oldestPendingAgeSeconds: 0,
    });
    for (const [item, offset] of [
      [1, 0],
      [2, 60_000],
      [3, 120_000],
      [4, 180_000],
    ] as const) {
      await queue(db, item, at(offset));
    }
    await claim("w1", at(200_000), 3);
    await leads.complete(db, 1, { workerId: "w1", now: at(201_000) });
    await leads.fail(db, 2, { workerId: "w1", error: "HTTP 400", now: at(201_000) });
    // 3 is held by w1, 4 pending.
    expect(await leads.summary(db, at(1_000_000))).toEqual({
      pending: 2,
      failed: 1,
      oldestPendingAgeSeconds: 880,
    });
  });

  it("never gives one item to two claimers on two connections", async () => {
    const other = await app.connectAgain();
    try {
      const otherDb = other.db.withTables<TestOutboxDatabase>();
      for (let item = 1; item <= 40; item += 1) await queue(db, item, T0);
      const options = { now: at(1), leaseMs: 3_600_000, limit: 25 };
      const results = await Promise.all([
        leads.claim(db, { ...options, workerId: "a" }),
        leads.claim(otherDb, { ...options, workerId: "b" }),
        leads.claim(db, { ...options, workerId: "c" }),
        leads.claim(otherDb, { ...options, workerId: "d" }),
      ]);
      const items = results.flat().map((c) => c.itemId);
      expect(new Set(items).size).toBe(items.length);
      expect(items).toHaveLength(40);
      for (const claims of results) {
        for (const c of claims) expect((await rowOf(db, c.itemId)).claimed_by).toBe(c.claimedBy);
      }
    } finally {
      await other.close();
    }
  });
}

describe("the outbox on SQLite", () => outboxSuite("sqlite"));
describe.runIf(pgUrl)("the outbox on PostgreSQL", () => outboxSuite("postgres"));
