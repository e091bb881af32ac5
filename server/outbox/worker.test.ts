import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { registry } from "../metrics.ts";
import type { Attempt } from "./decision.ts";
import type { OutboxPromise } from "./outbox.ts";
import {
  queue,
  rowOf,
  testOutbox,
  withTestOutbox,
  type TestDb,
  type TestItem,
  type TestOutboxDatabase,
  type TestStatus,
} from "./test-helpers.ts";
import { createOutboxWorker, type OutboxAdapter, type OutboxWorkerOptions } from "./worker.ts";

const T0 = new Date("2030-01-01T00:00:00.000Z");

/** This process's count of an outbox's sends of unknown outcome. */
async function outcomesUnknown(outbox: "leads" | "mail"): Promise<number> {
  const metric = registry.getSingleMetric("anden_outbox_outcome_unknown_total");
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => value.labels.outbox === outbox)?.value ?? 0;
}

/** This process's count of the test outbox's attempts with `outcome` (it counts as "leads"). */
async function attempts(outcome: string): Promise<number> {
  const metric = registry.getSingleMetric("anden_lead_deliveries_total");
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

const MESSAGES = {
  subject: "test item",
  done: "test item sent",
  retry: "test item not sent: will retry",
  rejected: "test item refused",
  gaveUp: "test item given up",
};

describe("the outbox worker", () => {
  let app: TestDatabase;
  let db: TestDb;
  let clock: Date;
  let lines: Record<string, unknown>[];
  /** What the fake other side does with each send, by item; "done" when unset. */
  let replies: Map<number, (commit: () => Promise<boolean>) => Promise<Attempt>>;
  let sent: number[];
  const workers: { stop(): Promise<void> }[] = [];

  beforeEach(async () => {
    app = await openTestDatabase();
    db = await withTestOutbox(app.db);
    clock = T0;
    lines = [];
    replies = new Map();
    sent = [];
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await app?.close();
  });

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  const adapter: OutboxAdapter<TestItem> = {
    async send(item, commit) {
      sent.push(item.itemId);
      const reply = replies.get(item.itemId);
      return reply ? reply(commit) : { kind: "done", response: "ok" };
    },
    logFields: (item) => ({ batch: item.itemId % 2 === 0 ? "even" : "odd" }),
    messages: MESSAGES,
  };

  function worker(
    promise: OutboxPromise = "at-least-once",
    options: Partial<
      Pick<
        OutboxWorkerOptions<TestOutboxDatabase, TestStatus, TestItem>,
        "leaseMs" | "now" | "pollIntervalMs" | "sweepIntervalMs"
      >
    > = {},
  ) {
    const logger = pino(
      { level: "info" },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
          done();
        },
      }),
    );
    const created = createOutboxWorker({
      db,
      outbox: testOutbox(promise),
      adapter,
      logger,
      maxAttempts: 3,
      backoffBaseMs: 1_000,
      backoffCapMs: 60_000,
      leaseMs: 60_000,
      sendTimeoutMs: 10_000,
      now: () => clock,
      random: () => 0.5,
      ...options,
    });
    workers.push(created);
    return created;
  }

  const outcomes = () =>
    lines.filter((line) => "outcome" in line).map(({ itemId, outcome }) => [itemId, outcome]);

  it("sends each due item once and records it done, with its answer", async () => {
    await queue(db, 1, T0);
    await queue(db, 2, T0);
    const before = await attempts("done");
    const w = worker();
    expect(await w.runOnce()).toBe(2);
    expect(sent).toEqual([1, 2]);
    expect(await rowOf(db, 1)).toMatchObject({ status: "done", attempts: 1, answer: "ok" });
    expect(await attempts("done")).toBe(before + 2);
    expect(lines.find((line) => line.itemId === 2)).toMatchObject({
      workerId: w.workerId,
      batch: "even",
      attempt: 1,
      outcome: "done",
      recorded: true,
      msg: "test item sent",
    });
    expect(await w.runOnce()).toBe(0);
  });

  it("retries with backoff, then gives up once the attempts reach the maximum", async () => {
    replies.set(1, async () => ({ kind: "retry", error: "busy", log: { reason: "HTTP 503" } }));
    await queue(db, 1, T0);
    const w = worker();
    await w.runOnce();
    expect(await rowOf(db, 1)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "busy",
      next_attempt_at: new Date(T0.getTime() + 500).toISOString(),
    });
    expect(await w.runOnce()).toBe(0);
    for (const wait of [500, 1_000]) {
      advance(wait);
      expect(await w.runOnce()).toBe(1);
    }
    expect(await rowOf(db, 1)).toMatchObject({ status: "failed", attempts: 3 });
    expect(lines.filter((line) => "outcome" in line)).toMatchObject([
      { outcome: "retry", reason: "HTTP 503", msg: MESSAGES.retry },
      { outcome: "retry" },
      { outcome: "failed", why: "gave_up", msg: MESSAGES.gaveUp },
    ]);
  });

  it("fails a rejected item at once, and retries one whose send threw", async () => {
    replies.set(1, async () => ({ kind: "rejected", error: "HTTP 400", response: "no" }));
    replies.set(2, async () => {
      throw new Error("a bug");
    });
    await queue(db, 1, T0);
    await queue(db, 2, T0);
    await worker().runOnce();
    expect(await rowOf(db, 1)).toMatchObject({ status: "failed", answer: "no" });
    expect(await rowOf(db, 2)).toMatchObject({ status: "pending", last_error: "unexpected error" });
    expect(outcomes()).toEqual([
      [1, "failed"],
      [2, "retry"],
    ]);
  });

  it("at least once: counts an item its worker died in as outcome unknown, once, and sends it again", async () => {
    const before = await outcomesUnknown("leads");
    await queue(db, 1, T0);
    await testOutbox("at-least-once").claim(db, {
      workerId: "dead",
      now: T0,
      leaseMs: 60_000,
      limit: 1,
    });
    advance(60_001);
    const w = worker();
    expect(await w.runOnce()).toBe(1);
    expect(await outcomesUnknown("leads")).toBe(before + 1);
    expect(outcomes()).toEqual([
      [1, "outcome_unknown"],
      [1, "done"],
    ]);
    expect(await rowOf(db, 1)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("at most once: sends only what it committed, and records the answer after", async () => {
    replies.set(1, async (commit) => {
      expect(await commit()).toBe(true);
      return { kind: "done", response: "250 queued" };
    });
    replies.set(2, async (commit) => {
      // Meanwhile another worker took it over: the commit says no, nothing is let go.
      await app.db
        .withTables<{ test_outbox: { item_id: number; claimed_by: string } }>()
        .updateTable("test_outbox")
        .set({ claimed_by: "other" })
        .where("item_id", "=", 2)
        .execute();
      return (await commit()) ? { kind: "done" } : { kind: "not_committed" };
    });
    await queue(db, 1, T0);
    await queue(db, 2, T0);
    await worker("at-most-once").runOnce();
    expect(await rowOf(db, 1)).toMatchObject({
      status: "done",
      attempts: 1,
      answer: "250 queued",
      claimed_by: expect.any(String),
    });
    expect(await rowOf(db, 2)).toMatchObject({ status: "held", claimed_by: "other", attempts: 0 });
    expect(outcomes()).toEqual([
      [1, "done"],
      [2, "lost_claim"],
    ]);
  });

  it("at most once: undoes the commit of a refused item, and keeps one left unanswered", async () => {
    const before = await outcomesUnknown("mail");
    replies.set(1, async (commit) => {
      await commit();
      return { kind: "retry", error: "451 later" };
    });
    replies.set(2, async (commit) => {
      await commit();
      return { kind: "unconfirmed", error: "no answer to the final dot" };
    });
    await queue(db, 1, T0);
    await queue(db, 2, T0);
    await worker("at-most-once").runOnce();
    expect(await rowOf(db, 1)).toMatchObject({ status: "pending", attempts: 1, done_at: null });
    expect(await rowOf(db, 2)).toMatchObject({
      status: "done",
      answer: "",
      last_error: "no answer to the final dot",
      outcome_unknown_at: T0.toISOString(),
    });
    expect(await outcomesUnknown("mail")).toBe(before + 1);
  });

  it("at most once: finds each item cut at its commit point once, a sweep interval after starting", async () => {
    const before = await outcomesUnknown("mail");
    await queue(db, 1, T0);
    const outbox = testOutbox("at-most-once");
    await outbox.claim(db, { workerId: "dead", now: T0, leaseMs: 60_000, limit: 1 });
    await outbox.commit(db, 1, { workerId: "dead", now: T0 });
    const w = worker("at-most-once", { sweepIntervalMs: 120_000 });
    advance(60_000);
    await w.runOnce();
    expect(await outcomesUnknown("mail")).toBe(before);
    advance(60_001);
    await w.runOnce();
    expect(await outcomesUnknown("mail")).toBe(before + 1);
    expect(await rowOf(db, 1)).toMatchObject({ status: "done", answer: "" });
    expect(outcomes()).toEqual([[1, "outcome_unknown"]]);
    advance(120_000);
    await w.runOnce();
    expect(await outcomesUnknown("mail")).toBe(before + 1);
    expect(sent).toEqual([]);
  });

  it("cancels an item the adapter no longer wants sent, without counting an attempt", async () => {
    replies.set(1, async () => ({ kind: "cancelled", why: "unsubscribed" }));
    await queue(db, 1, T0);
    await worker("at-most-once").runOnce();
    expect(await rowOf(db, 1)).toMatchObject({ status: "cancelled", attempts: 0 });
    expect(lines.find((line) => line.outcome === "cancelled")).toMatchObject({
      why: "unsubscribed",
    });
  });

  it("polls in the background, wakes at once when told, and stop() waits for the batch in flight", async () => {
    let release = () => {};
    replies.set(1, () => new Promise((resolve) => (release = () => resolve({ kind: "done" }))));
    const w = worker("at-least-once", { now: () => new Date(), pollIntervalMs: 3_600_000 });
    w.start();
    w.start();
    await vi.waitFor(() =>
      expect(lines.some((line) => line.msg === "test item worker started")).toBe(true),
    );
    await queue(db, 1, new Date());
    w.wake();
    await vi.waitFor(() => expect(sent).toEqual([1]));
    const stopped = w.stop();
    release();
    await stopped;
    // The answer came after stop() was called; it was still recorded.
    expect((await rowOf(db, 1)).status).toBe("done");
  });

  it("refuses a lease no longer than the send timeout", () => {
    expect(() => worker("at-least-once", { leaseMs: 10_000 })).toThrow(/leaseMs/);
  });
});
