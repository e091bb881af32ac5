import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createRateLimiter } from "../http/rate-limit.ts";
import { createLinkSigner } from "./links.ts";
import { listNotifications } from "./mail-outbox.ts";
import { createTrackingUpdatesService } from "./service.ts";
import { linkKeyOf } from "./subscriptions.ts";
import { recordEventWithUpdates } from "./test-helpers.ts";

const log = pino({ level: "silent" });
const links = createLinkSigner("s".repeat(40), "mx");
let database: TestDatabase;

beforeEach(async () => {
  database = await openTestDatabase();
  for (const [trackingNumber, status] of [
    ["AND-OPEN-1", "in_transit"],
    ["AND-DONE-1", "delivered"],
  ] as const) {
    await recordEventWithUpdates(database.db, {
      trackingNumber,
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

function makeService({ parcel = 100, email = 100, maxPerParcel = 5 } = {}) {
  const onQueued = vi.fn<() => void>();
  const service = createTrackingUpdatesService({
    config: { TRACKING_UPDATES_CONFIRM_HOURS: 48, TRACKING_UPDATES_MAX_PER_PARCEL: maxPerParcel },
    db: database.db,
    links,
    budgets: {
      parcel: createRateLimiter({ limit: parcel, windowMs: 60_000 }),
      email: createRateLimiter({ limit: email, windowMs: 60_000 }),
    },
    onQueued,
  });
  return { service, onQueued };
}

const tokenFor = async (
  purpose: "confirm" | "unsubscribe",
  subscriptionId: number,
  expiresAt?: Date,
) =>
  links.sign(
    purpose,
    { subscriptionId, linkKey: (await linkKeyOf(database.db, subscriptionId))! },
    expiresAt,
  );

describe("subscribing", () => {
  it("queues a confirmation e-mail for a parcel on its way, and wakes the worker", async () => {
    const { service, onQueued } = makeService();
    expect(await service.subscribe("AND-OPEN-1", "ana@example.com", log)).toEqual({
      kind: "accepted",
    });
    const [mail] = await listNotifications(database.db);
    expect(mail).toMatchObject({ kind: "confirm", email: "ana@example.com" });
    expect(onQueued).toHaveBeenCalledTimes(1);
  });

  it("tells an unknown parcel and a delivered one", async () => {
    const { service } = makeService();
    expect(await service.subscribe("AND-NOPE-9", "ana@example.com", log)).toEqual({
      kind: "not_found",
    });
    expect(await service.subscribe("AND-DONE-1", "ana@example.com", log)).toEqual({
      kind: "parcel_closed",
    });
  });

  it("holds a parcel to its day's requests, telling when to come back", async () => {
    const { service } = makeService({ parcel: 1 });
    await service.subscribe("AND-OPEN-1", "ana@example.com", log);
    expect(await service.subscribe("AND-OPEN-1", "bea@example.com", log)).toEqual({
      kind: "parcel_limited",
      retryAfterSeconds: expect.any(Number),
    });
  });

  it("answers an address past its day's e-mails as accepted, sending nothing", async () => {
    const { service, onQueued } = makeService({ email: 1 });
    await service.subscribe("AND-OPEN-1", "ana@example.com", log);
    expect(await service.subscribe("AND-OPEN-1", "ana@example.com", log)).toEqual({
      kind: "accepted",
    });
    expect(await listNotifications(database.db)).toHaveLength(1);
    expect(onQueued).toHaveBeenCalledTimes(1);
  });

  it("refuses a parcel its most subscriptions", async () => {
    const { service } = makeService({ maxPerParcel: 1 });
    await service.subscribe("AND-OPEN-1", "ana@example.com", log);
    expect(await service.subscribe("AND-OPEN-1", "bea@example.com", log)).toEqual({
      kind: "full",
    });
  });
});

describe("the links", () => {
  async function subscription() {
    await makeService().service.subscribe("AND-OPEN-1", "ana@example.com", log);
    const [mail] = await listNotifications(database.db);
    return mail!.subscriptionId;
  }

  it("confirm the subscription they name, with its parcel; an expired one is told apart", async () => {
    const id = await subscription();
    const { service } = makeService();
    const expired = await tokenFor("confirm", id, new Date(Date.now() - 1_000));
    expect(await service.confirm(expired, log)).toEqual({
      kind: "expired",
      subscriptionId: id,
      trackingNumber: "AND-OPEN-1",
    });
    const token = await tokenFor("confirm", id, new Date(Date.now() + 60_000));
    expect(await service.confirm(token, log)).toEqual({
      kind: "confirmed",
      subscriptionId: id,
      trackingNumber: "AND-OPEN-1",
    });
    expect(await service.confirm("nonsense", log)).toEqual({ kind: "invalid" });
    expect(await service.confirm(await tokenFor("unsubscribe", id), log)).toEqual({
      kind: "invalid",
    });
  });

  it("end the subscription they name, the same answer again; the parcel found without acting", async () => {
    const id = await subscription();
    const { service } = makeService();
    const token = await tokenFor("unsubscribe", id);
    expect(await service.unsubscribeLinkParcel(token)).toBe("AND-OPEN-1");
    expect((await listNotifications(database.db))[0]!.subscriptionStatus).toBe("pending");
    for (const oneClick of [true, false]) {
      expect(await service.unsubscribe(token, oneClick, log)).toEqual({
        kind: "unsubscribed",
        subscriptionId: id,
        trackingNumber: "AND-OPEN-1",
      });
    }
    expect((await listNotifications(database.db))[0]!.subscriptionStatus).toBe("unsubscribed");
    expect(await service.unsubscribe("nonsense", true, log)).toEqual({ kind: "invalid" });
    expect(await service.unsubscribeLinkParcel("nonsense")).toBeUndefined();
  });
});
