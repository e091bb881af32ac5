import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderMail } from "../../app/mail/TrackingMail.tsx";
import { loadConfig } from "../config.ts";
import { registry } from "../metrics.ts";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import type { RecordEventInput } from "../tracking/repository.ts";
import { recordEventWithUpdates } from "./test-helpers.ts";
import { strictTranslator } from "../../tooling/locale-files.ts";
import type { RenderTrackingMail } from "../../domain/tracking/updates.ts";
import { createMailDeliveryWorker, type MailDeliveryWorker } from "./delivery-worker.ts";
import { createLinkSigner } from "./links.ts";
import { listNotifications, mailOutbox } from "./mail-outbox.ts";
import { confirmSubscription, linkKeyOf, subscribe } from "./subscriptions.ts";
import { createSmtpSender, type MailSender } from "./smtp-sender.ts";
import { startTestSmtpServer, waitUntil, type TestSmtpServer } from "./test-smtp-server.ts";

const translate = strictTranslator("es-MX");
const render: RenderTrackingMail = (mail) =>
  renderMail(mail, {
    t: (key, values) => translate(`tracking:${key}`, values),
    locale: "es-MX",
    timeZone: "America/Mexico_City",
  });
const links = createLinkSigner("k".repeat(40), "mx");
const silent = pino({ level: "silent" });

const config = loadConfig({
  PUBLIC_BASE_URL: "https://anden.example",
  SMTP_URL: "smtp://127.0.0.1:2525",
  MAIL_FROM: "Andén <avisos@anden.example>",
  TRACKING_UPDATES_SECRET: "k".repeat(40),
  MAIL_DELIVERY_BACKOFF_BASE_MS: "1",
  MAIL_DELIVERY_BACKOFF_CAP_MS: "1",
  MAIL_DELIVERY_MAX_ATTEMPTS: "3",
  SMTP_TIMEOUT_MS: "5000",
  MAIL_DELIVERY_LEASE_MS: "6000",
});

let smtp: TestSmtpServer;
let app: TestDatabase;
const workers: MailDeliveryWorker[] = [];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
});
beforeEach(async () => {
  app = await openTestDatabase();
  smtp.messages.length = 0;
  smtp.attempts = 0;
  smtp.aborted = 0;
  smtp.reply = () => "accept";
  smtp.refuseRecipients.clear();
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  await app?.close();
});

function worker(
  db = app.db,
  workerId?: string,
  options: Partial<Parameters<typeof createMailDeliveryWorker>[0]> = {},
) {
  const created = createMailDeliveryWorker({
    db,
    config,
    logger: silent,
    sender: createSmtpSender({ url: smtp.url, timeoutMs: 5_000 }),
    render,
    links,
    workerId,
    pollIntervalMs: 20,
    ...options,
  });
  workers.push(created);
  return created;
}

/** This process's count of sends whose outcome is unknown, for one outbox. */
async function outcomesUnknown(outbox: "leads" | "mail"): Promise<number> {
  const metric = registry.getSingleMetric("anden_outbox_outcome_unknown_total");
  const values = metric ? (await metric.get()).values : [];
  return values.find((value) => value.labels.outbox === outbox)?.value ?? 0;
}

let minute = 0;
const ingest = (status: RecordEventInput["status"], trackingNumber = "AND-1") =>
  recordEventWithUpdates(app.db, {
    trackingNumber,
    carrier: "Estafeta",
    status,
    message: "Salió a reparto",
    location: "Guadalajara",
    occurredAt: new Date(Date.now() - 3_600_000 + ++minute * 1000).toISOString(),
    estimatedDelivery: "2030-01-03",
  });

async function subscriber(shipmentId: number, email: string, confirm = true) {
  const outcome = await subscribe(app.db, {
    shipmentId,
    email,
    maxPerParcel: 50,
    confirmTtlMs: 3_600_000,
  });
  if (outcome.outcome !== "accepted") throw new Error("not accepted");
  if (confirm) await confirmSubscription(app.db, outcome.subscriptionId);
  return outcome.subscriptionId;
}

describe("the tracking e-mail worker", () => {
  it("sends the confirmation, in the market's language, with a signed link", async () => {
    const { shipmentId } = await ingest("in_transit");
    const id = await subscriber(shipmentId, "ana@example.com", false);
    expect(await worker().runOnce()).toBe(1);
    const [mail] = smtp.messages;
    expect(mail!.to).toEqual(["ana@example.com"]);
    expect(mail!.subject).toBe("Confirma tus avisos del envío AND-1");
    const link =
      /https:\/\/anden\.example\/tracking\/AND-1\/avisos\?confirmar=([^#\s]+)#avisos/.exec(
        mail!.text,
      );
    expect(link).not.toBeNull();
    const keyOf = (subscriptionId: number) => linkKeyOf(app.db, subscriptionId);
    expect(await links.verify(decodeURIComponent(link![1]!), "confirm", keyOf)).toEqual({
      ok: true,
      subscriptionId: id,
    });
    // A confirmation is not a list: no unsubscribe headers.
    expect(mail!.headers["list-unsubscribe"]).toBeUndefined();
    const [row] = await listNotifications(app.db);
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      smtpResponse: expect.stringContaining("queued"),
    });
  });

  it("sends an update with RFC 8058's one-click headers and the link in its body", async () => {
    const { shipmentId } = await ingest("picked_up");
    const id = await subscriber(shipmentId, "ana@example.com");
    await ingest("out_for_delivery");
    await worker().runOnce();
    const update = smtp.messages.find((mail) => mail.subject.startsWith("Tu paquete va en camino"));
    expect(update).toBeDefined();
    expect(update!.subject).toBe("Tu paquete va en camino · AND-1");
    expect(update!.messageId).toMatch(/^<tracking-update-\d+@anden\.example>$/);
    const header =
      /^<(https:\/\/anden\.example\/api\/tracking-updates\/unsubscribe\?token=([^&]+)&numero=AND-1)>$/.exec(
        update!.headers["list-unsubscribe"] ?? "",
      );
    expect(header).not.toBeNull();
    const keyOf = (subscriptionId: number) => linkKeyOf(app.db, subscriptionId);
    expect(await links.verify(decodeURIComponent(header![2]!), "unsubscribe", keyOf)).toEqual({
      ok: true,
      subscriptionId: id,
    });
    expect(update!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(update!.text).toContain("https://anden.example/tracking/AND-1/avisos?baja=");
    expect(update!.text).toContain("Guadalajara");
    expect(update!.text).toContain("Entrega estimada");
  });

  it("sends each e-mail once with two workers on two connections polling together", async () => {
    const { shipmentId } = await ingest("picked_up");
    for (let index = 0; index < 8; index += 1)
      await subscriber(shipmentId, `p${index}@example.com`);
    await ingest("in_transit");
    await ingest("delivery_failed");
    const other = await app.connectAgain();
    try {
      const first = worker(app.db, "first");
      const second = worker(other.db, "second");
      first.start();
      second.start();
      await waitUntil(async () => smtp.messages.length >= 16, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.stop();
      await second.stop();
      const sent = smtp.messages.map((mail) => `${mail.to[0]} ${mail.subject}`).sort();
      expect(sent).toHaveLength(16);
      expect(new Set(sent).size).toBe(16);
      const rows = await listNotifications(app.db);
      expect(
        rows.filter((row) => row.kind === "update").every((row) => row.status === "sent"),
      ).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("retries a refused message (a 4xx to its data) and delivers it once", async () => {
    const { shipmentId } = await ingest("in_transit");
    await subscriber(shipmentId, "ana@example.com", false);
    smtp.reply = (_mail, index) => (index === 0 ? { code: 451, message: "Try later" } : "accept");
    const sending = worker();
    await sending.runOnce();
    let [row] = await listNotifications(app.db);
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toContain("451");
    await new Promise((resolve) => setTimeout(resolve, 5));
    await sending.runOnce();
    [row] = await listNotifications(app.db);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
    expect(smtp.messages).toHaveLength(1);
  });

  it("marks failed a recipient the server refuses for good", async () => {
    const { shipmentId } = await ingest("in_transit");
    await subscriber(shipmentId, "nobody@example.com", false);
    smtp.refuseRecipients.add("nobody@example.com");
    await worker().runOnce();
    const [row] = await listNotifications(app.db);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.lastError).toContain("550");
  });

  it("gives up after MAIL_DELIVERY_MAX_ATTEMPTS temporary failures", async () => {
    const { shipmentId } = await ingest("in_transit");
    await subscriber(shipmentId, "ana@example.com", false);
    smtp.reply = () => ({ code: 421, message: "Busy" });
    const sending = worker();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await sending.runOnce();
    }
    const [row] = await listNotifications(app.db);
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(smtp.messages).toEqual([]);
  });

  it("counts an e-mail cut at its commit point as outcome unknown, once, and never sends it", async () => {
    const before = await outcomesUnknown("mail");
    const { shipmentId } = await ingest("in_transit");
    await subscriber(shipmentId, "ana@example.com", false);
    await subscriber(shipmentId, "bea@example.com", false);
    // A worker recorded Ana's e-mail as sent, then its process died before the final dot's answer.
    const [cut] = await mailOutbox.claim(app.db, {
      workerId: "crashed",
      now: new Date(),
      leaseMs: 6_000,
      limit: 1,
    });
    // Longer ago than a lease (6 s here): no living worker still waits for its answer.
    const cutAt = new Date(Date.now() - 7_000);
    expect(await mailOutbox.commit(app.db, cut!.id, { workerId: "crashed", now: cutAt })).toBe(
      true,
    );
    const sweeping = worker(app.db, "sweeping", { sweepIntervalMs: 0 });
    await sweeping.runOnce();
    expect(await outcomesUnknown("mail")).toBe(before + 1);
    const rows = await listNotifications(app.db, { order: "asc" });
    expect(rows[0]).toMatchObject({ id: cut!.id, status: "sent", smtpResponse: "" });
    expect(rows[0]!.lastError).toMatch(/^outcome unknown/);
    // Bea's e-mail went out as usual; Ana's is never sent again, nor counted twice, by anyone.
    expect(smtp.messages.map((mail) => mail.to[0])).toEqual(["bea@example.com"]);
    await sweeping.runOnce();
    await worker(app.db, "another", { sweepIntervalMs: 0 }).runOnce();
    expect(await outcomesUnknown("mail")).toBe(before + 1);
    expect(smtp.messages).toHaveLength(1);
  });

  it("counts an e-mail the server took without answering its final dot as outcome unknown", async () => {
    const before = await outcomesUnknown("mail");
    const { shipmentId } = await ingest("in_transit");
    await subscriber(shipmentId, "ana@example.com", false);
    const silentServer: MailSender = {
      send: async (_mail, handOver) =>
        (await handOver())
          ? { kind: "unconfirmed", error: "timeout after the final dot" }
          : { kind: "not_handed_over" },
      close: () => {},
    };
    await worker(app.db, undefined, { sender: silentServer }).runOnce();
    expect(await outcomesUnknown("mail")).toBe(before + 1);
    const [row] = await listNotifications(app.db);
    expect(row).toMatchObject({ status: "sent", smtpResponse: "" });
  });

  it("does not send a confirmation whose subscription was confirmed meanwhile", async () => {
    const { shipmentId } = await ingest("in_transit");
    // Two requests, two confirmation e-mails; the first link followed before the worker ran.
    await subscriber(shipmentId, "ana@example.com", false);
    await subscribe(app.db, {
      shipmentId,
      email: "ana@example.com",
      maxPerParcel: 5,
      confirmTtlMs: 3_600_000,
      now: new Date(Date.now() + 1),
    });
    const [one] = await listNotifications(app.db);
    await confirmSubscription(app.db, one!.subscriptionId);
    await worker().runOnce();
    expect(smtp.messages).toEqual([]);
    expect((await listNotifications(app.db)).map((row) => row.status)).toEqual([
      "cancelled",
      "cancelled",
    ]);
  });
});
