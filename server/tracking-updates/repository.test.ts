import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DialectName } from "../db/dialect.ts";
import { openTestDatabase, postgresTestUrl, type TestDatabase } from "../db/test-database.ts";
import type { RecordEventInput } from "../tracking/repository.ts";
import { recordEventWithUpdates } from "./test-helpers.ts";
import { listNotifications, mailOutbox } from "./mail-outbox.ts";
import { purgeSubscriptions } from "./purge.ts";
import { confirmSubscription, subscribe, subscriptionsOf, unsubscribe } from "./subscriptions.ts";

const pgUrl = await postgresTestUrl();

const T0 = new Date("2030-01-01T12:00:00.000Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

function suite(kind: DialectName) {
  let app: TestDatabase;
  let minute = 0;

  beforeEach(async () => {
    app = await openTestDatabase(kind);
    minute = 0;
  });
  afterEach(async () => {
    await app?.close();
  });

  /** An event of AND-1, a minute after the one before. */
  const ingest = (status: RecordEventInput["status"], extra: Partial<RecordEventInput> = {}) =>
    recordEventWithUpdates(
      app.db,
      {
        trackingNumber: "AND-1",
        carrier: "Estafeta",
        status,
        message: `Evento ${status}`,
        occurredAt: at(++minute * 60_000).toISOString(),
        ...extra,
      },
      { now: at(minute * 60_000) },
    );

  /** A confirmed subscription of `email` to AND-1. */
  async function confirmed(shipmentId: number, email: string) {
    const outcome = await subscribe(app.db, {
      shipmentId,
      email,
      maxPerParcel: 10,
      confirmTtlMs: DAY,
      now: T0,
    });
    if (outcome.outcome !== "accepted") throw new Error("not accepted");
    expect(await confirmSubscription(app.db, outcome.subscriptionId, { now: T0 })).toBe(
      "confirmed",
    );
    return outcome.subscriptionId;
  }

  const updates = async () =>
    (await listNotifications(app.db, { order: "asc" })).filter((mail) => mail.kind === "update");

  it("queues one update per confirmed subscriber when an event moves the parcel to a new topic", async () => {
    const { shipmentId } = await ingest("picked_up");
    await confirmed(shipmentId, "ana@example.com");
    await confirmed(shipmentId, "bea@example.com");
    const pending = await subscribe(app.db, {
      shipmentId,
      email: "cai@example.com",
      maxPerParcel: 10,
      confirmTtlMs: DAY,
      now: T0,
    });
    expect(pending.outcome).toBe("accepted");

    expect((await ingest("in_transit", { estimatedDelivery: "2030-01-03" })).updatesQueued).toBe(2);
    const queued = await updates();
    expect(queued.map((mail) => [mail.email, mail.topic, mail.status])).toEqual([
      ["ana@example.com", "with_courier", "pending"],
      ["bea@example.com", "with_courier", "pending"],
    ]);
  });

  it("queues nothing for the same topic, a repeated event or a late one", async () => {
    const { shipmentId } = await ingest("in_transit");
    await confirmed(shipmentId, "ana@example.com");
    // Out for delivery is the same topic as in transit: with the courier.
    expect((await ingest("out_for_delivery")).updatesQueued).toBe(0);
    const event: RecordEventInput = {
      trackingNumber: "AND-1",
      carrier: "Estafeta",
      status: "delivery_failed",
      message: "Nadie en casa",
      occurredAt: at(10 * 60_000).toISOString(),
    };
    expect((await recordEventWithUpdates(app.db, event, { now: T0 })).updatesQueued).toBe(1);
    // The same event again (a carrier's retry): stored once, queued once.
    expect(await recordEventWithUpdates(app.db, event, { now: T0 })).toMatchObject({
      created: false,
      updatesQueued: 0,
    });
    // An older event arriving late does not move the parcel.
    expect(
      (
        await recordEventWithUpdates(
          app.db,
          { ...event, status: "picked_up", occurredAt: at(30_000).toISOString() },
          { now: T0 },
        )
      ).updatesQueued,
    ).toBe(0);
    expect((await updates()).map((mail) => mail.topic)).toEqual(["failed_attempt"]);
  });

  it("tells each subscriber of each topic once, even when the parcel comes back to it", async () => {
    const { shipmentId } = await ingest("out_for_delivery");
    await confirmed(shipmentId, "ana@example.com");
    await ingest("delivery_failed");
    await ingest("out_for_delivery");
    await ingest("delivery_failed");
    expect((await updates()).map((mail) => mail.topic)).toEqual(["failed_attempt", "with_courier"]);
  });

  it("sends a last e-mail when the parcel closes, then ends every subscription", async () => {
    const { shipmentId } = await ingest("out_for_delivery");
    await confirmed(shipmentId, "ana@example.com");
    await subscribe(app.db, {
      shipmentId,
      email: "cai@example.com",
      maxPerParcel: 10,
      confirmTtlMs: DAY,
      now: T0,
    });
    await ingest("delivered");
    expect((await updates()).map((mail) => mail.topic)).toEqual(["delivered"]);
    const subscriptions = await subscriptionsOf(app.db, shipmentId);
    expect(subscriptions.map((row) => [row.email, row.status])).toEqual([
      ["ana@example.com", "ended"],
      ["cai@example.com", "ended"],
    ]);
    // The pending one's confirmation is not sent any more.
    const confirmations = (await listNotifications(app.db)).filter(
      (mail) => mail.kind === "confirm",
    );
    expect(confirmations.find((mail) => mail.email === "cai@example.com")?.status).toBe(
      "cancelled",
    );
    // Nothing after the end.
    await ingest("exception");
    expect((await updates()).map((mail) => mail.topic)).toEqual(["delivered"]);
  });

  it("caps a parcel's subscriptions, counting pending and confirmed ones", async () => {
    const { shipmentId } = await ingest("in_transit");
    const ask = (email: string) =>
      subscribe(app.db, { shipmentId, email, maxPerParcel: 2, confirmTtlMs: DAY, now: T0 });
    expect((await ask("a@example.com")).outcome).toBe("accepted");
    expect((await ask("b@example.com")).outcome).toBe("accepted");
    expect(await ask("c@example.com")).toEqual({ outcome: "full" });
    expect(await ask("a@example.com")).toEqual({ outcome: "full" });
    // One who leaves makes room.
    const [first] = await subscriptionsOf(app.db, shipmentId);
    await unsubscribe(app.db, first!.id, { now: T0 });
    expect((await ask("c@example.com")).outcome).toBe("accepted");
  });

  it("unsubscribing cancels the e-mails not yet handed over", async () => {
    const { shipmentId } = await ingest("picked_up");
    const id = await confirmed(shipmentId, "ana@example.com");
    await ingest("in_transit");
    expect(await unsubscribe(app.db, id, { now: T0 })).toBe(true);
    expect(await unsubscribe(app.db, id, { now: T0 })).toBe(false);
    expect((await updates()).map((mail) => mail.status)).toEqual(["cancelled"]);
    await ingest("delivery_failed");
    expect(await updates()).toHaveLength(1);
  });

  it("purges addresses the retention after their parcel closed, and unconfirmed ones once their link expired", async () => {
    const { shipmentId } = await ingest("out_for_delivery");
    await confirmed(shipmentId, "ana@example.com");
    await subscribe(app.db, {
      shipmentId,
      email: "late@example.com",
      maxPerParcel: 10,
      confirmTtlMs: DAY,
      now: T0,
    });
    // AND-2 stays open: its confirmed subscriber is kept however old.
    const open = await recordEventWithUpdates(app.db, {
      trackingNumber: "AND-2",
      carrier: "DHL",
      status: "in_transit",
      message: "En camino",
      occurredAt: T0.toISOString(),
    });
    const outcome = await subscribe(app.db, {
      shipmentId: open.shipmentId,
      email: "kept@example.com",
      maxPerParcel: 10,
      confirmTtlMs: DAY,
      now: T0,
    });
    if (outcome.outcome !== "accepted") throw new Error("not accepted");
    await confirmSubscription(app.db, outcome.subscriptionId, { now: T0 });

    const closedAt = at(10 * 60_000);
    await recordEventWithUpdates(
      app.db,
      {
        trackingNumber: "AND-1",
        carrier: "Estafeta",
        status: "delivered",
        message: "Entregado",
        occurredAt: closedAt.toISOString(),
      },
      { now: closedAt },
    );
    const policy = { retentionDays: 30, confirmTtlMs: DAY };

    // A day later: the unconfirmed address ended with the parcel, and waits like the others.
    expect(await purgeSubscriptions(app.db, { ...policy, now: at(DAY + HOUR) })).toEqual({
      ended: 0,
      unconfirmed: 0,
    });
    // Thirty days after the parcel closed, both addresses of AND-1 go, with their e-mails.
    expect(
      await purgeSubscriptions(app.db, { ...policy, now: new Date(closedAt.getTime() + 30 * DAY) }),
    ).toEqual({ ended: 2, unconfirmed: 0 });
    expect(await subscriptionsOf(app.db, shipmentId)).toEqual([]);
    expect((await listNotifications(app.db)).map((mail) => mail.email)).toEqual([
      "kept@example.com",
    ]);
    expect((await subscriptionsOf(app.db, open.shipmentId)).map((row) => row.email)).toEqual([
      "kept@example.com",
    ]);
  });

  it("purges a never-confirmed address once its link has expired", async () => {
    const { shipmentId } = await ingest("in_transit");
    await subscribe(app.db, {
      shipmentId,
      email: "never@example.com",
      maxPerParcel: 10,
      confirmTtlMs: DAY,
      now: T0,
    });
    const policy = { retentionDays: 30, confirmTtlMs: DAY };
    expect(await purgeSubscriptions(app.db, { ...policy, now: at(DAY - 1) })).toEqual({
      ended: 0,
      unconfirmed: 0,
    });
    expect(await purgeSubscriptions(app.db, { ...policy, now: at(DAY) })).toEqual({
      ended: 0,
      unconfirmed: 1,
    });
    expect(await listNotifications(app.db)).toEqual([]);
  });

  it("leaves a subscription whose e-mail is being sent to the next purge", async () => {
    const { shipmentId } = await ingest("out_for_delivery");
    await confirmed(shipmentId, "ana@example.com");
    await ingest("delivered");
    await mailOutbox.claim(app.db, {
      workerId: "w",
      now: at(HOUR),
      leaseMs: 60_000,
      limit: 10,
    });
    const later = { retentionDays: 0, confirmTtlMs: DAY, now: at(2 * HOUR) };
    expect(await purgeSubscriptions(app.db, later)).toEqual({ ended: 0, unconfirmed: 0 });
  });

  it("hands each due e-mail to one worker at a time, and a sent one to none again", async () => {
    const { shipmentId } = await ingest("picked_up");
    await confirmed(shipmentId, "ana@example.com");
    await ingest("in_transit");
    const other = await app.connectAgain();
    try {
      const claims = await Promise.all([
        mailOutbox.claim(app.db, { workerId: "a", now: at(HOUR), leaseMs: 60_000, limit: 10 }),
        mailOutbox.claim(other.db, {
          workerId: "b",
          now: at(HOUR),
          leaseMs: 60_000,
          limit: 10,
        }),
      ]);
      expect(claims.flat().filter((claim) => claim.kind === "update")).toHaveLength(1);
      const claim = claims.flat().find((c) => c.kind === "update")!;
      const holder = claims[0].includes(claim) ? "a" : "b";
      const loser = holder === "a" ? "b" : "a";
      // The lease expires: another worker takes it over, and the first may no longer hand it over.
      const later = at(HOUR + 120_000);
      const [takenOver] = (
        await mailOutbox.claim(app.db, {
          workerId: loser,
          now: later,
          leaseMs: 60_000,
          limit: 10,
        })
      ).filter((c) => c.kind === "update");
      expect(takenOver?.id).toBe(claim.id);
      expect(await mailOutbox.commit(app.db, claim.id, { workerId: holder, now: later })).toBe(
        false,
      );
      expect(await mailOutbox.commit(app.db, claim.id, { workerId: loser, now: later })).toBe(true);
      // Sent is final: no claim, no resend.
      expect(
        await mailOutbox.claim(app.db, {
          workerId: "c",
          now: at(DAY),
          leaseMs: 60_000,
          limit: 10,
        }),
      ).toEqual(expect.not.arrayContaining([expect.objectContaining({ id: claim.id })]));
      expect(await mailOutbox.retry(app.db, claim.id)).toEqual({
        outcome: "not_retryable",
        status: "sent",
      });
    } finally {
      await other.close();
    }
  });

  it("sums the outbox for the metrics", async () => {
    const { shipmentId } = await ingest("picked_up");
    await confirmed(shipmentId, "ana@example.com");
    await ingest("in_transit");
    const summary = await mailOutbox.summary(app.db, at(HOUR));
    expect(summary.pending).toBe(1);
    expect(summary.failed).toBe(0);
    expect(summary.oldestPendingAgeSeconds).toBeGreaterThan(3000);
  });
}

describe("tracking updates repository on SQLite", () => suite("sqlite"));
describe.runIf(pgUrl)("tracking updates repository on PostgreSQL", () => suite("postgres"));
