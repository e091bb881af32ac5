import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../../server/contact/test-helpers.ts";
import { openDatabase, type AppDatabase } from "../../server/db/database.ts";
import { listNotifications } from "../../server/tracking-updates/mail-outbox.ts";
import {
  startTestSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from "../../server/tracking-updates/test-smtp-server.ts";
import tracking from "../../domain/locales/es-MX/tracking.json";
import {
  startServer,
  SYSTEM_PORTS,
  systemServerEnv,
  type ServerProcess,
} from "./server-process.ts";

/**
 * SIGKILL twice in the middle of a burst of ingested events, each time restarting on the same
 * database (ADR 49). Every parcel has confirmed subscribers; its events take it with the courier,
 * to a failed attempt, back with the courier (a topic already told) and delivered, and some are
 * ingested twice (a carrier's retry, and the events left unanswered by a kill). The SMTP server is
 * slow to take recipients, so kills land in the middle of conversations. Each subscriber must
 * receive each topic's e-mail exactly once: none lost, none twice.
 */

const PARCELS = 6;
const SUBSCRIBERS = 4;
const TOKEN = "system-ingest-token-0123456789";
/** The events after the subscriptions, in order, and the topic each tells (null: none). */
const EVENTS = [
  ["in_transit", "with_courier"],
  ["delivery_failed", "failed_attempt"],
  ["out_for_delivery", null],
  ["delivered", "delivered"],
] as const;
const TOPICS = EVENTS.flatMap(([, topic]) => (topic ? [topic] : []));
/** Kills, after this many events of the burst have been answered (of PARCELS × EVENTS). */
const KILL_AFTER = [6, 14];

const env = systemServerEnv({
  PORT: String(SYSTEM_PORTS.updatesServer),
  SMTP_URL: `smtp://127.0.0.1:${SYSTEM_PORTS.updatesSmtp}`,
  MAIL_FROM: "Andén <avisos@anden.example>",
  TRACKING_UPDATES_SECRET: "system-tracking-updates-secret-0123456789",
  TRACKING_INGEST_TOKEN: TOKEN,
  TRACKING_UPDATES_RATE_LIMIT: "10000",
  TRACKING_UPDATES_PARCEL_DAILY_LIMIT: "10000",
  TRACKING_UPDATES_EMAIL_DAILY_LIMIT: "1000",
  TRACKING_UPDATES_UNVERIFIED_HOURLY_LIMIT: "10000",
  TRACKING_RATE_LIMIT: "10000",
  // A killed worker's e-mails are taken over soon after the restart.
  SMTP_TIMEOUT_MS: "2000",
  MAIL_DELIVERY_LEASE_MS: "2500",
  MAIL_DELIVERY_BACKOFF_BASE_MS: "100",
  MAIL_DELIVERY_BACKOFF_CAP_MS: "400",
  MAIL_DELIVERY_MAX_ATTEMPTS: "50",
});

let directory: string;
let smtp: TestSmtpServer;
let server: ServerProcess | undefined;
let database: AppDatabase | undefined;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "anden-system-updates-"));
  env.DATABASE_URL = `file:${path.join(directory, "anden.sqlite")}`;
  smtp = await startTestSmtpServer({ port: SYSTEM_PORTS.updatesSmtp });
});

afterAll(async () => {
  await server?.kill();
  await database?.close();
  await smtp?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

const parcel = (index: number) => `AND-CRASH-${index + 1}`;
const address = (parcelIndex: number, index: number) =>
  `p${parcelIndex + 1}s${index + 1}@example.test`;
const subjectOf = (topic: string, number: string) =>
  `${tracking.updates.mail.topics[topic as keyof typeof tracking.updates.mail.topics].subject} · ${number}`;

/** The events' instants: each parcel's in order, an hour ago onwards. */
const START = Date.now() - 3_600_000;
const eventBody = (status: string, step: number) => ({
  carrier: "Estafeta",
  status,
  message: `Evento ${status}`,
  location: "Guadalajara, Jal.",
  occurredAt: new Date(START + step * 60_000).toISOString(),
});

async function ingest(baseUrl: string, number: string, status: string, step: number) {
  const response = await fetch(`${baseUrl}/api/v1/shipments/${number}/events`, {
    method: "POST",
    headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify(eventBody(status, step)),
  });
  await response.arrayBuffer();
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`ingest ${number} ${status}: ${response.status}`);
  }
}

const count = (messages: ReceivedMail[]) => {
  const counts = new Map<string, number>();
  for (const mail of messages) {
    const key = `${mail.to[0]} | ${mail.subject}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
};

describe("SIGKILL twice during a burst of ingested events", () => {
  it("tells each confirmed subscriber of each topic exactly once", async () => {
    server = await startServer(env, { cwd: directory });
    const base = server.baseUrl;
    database = await openDatabase(env.DATABASE_URL!);
    const db = database.db;

    // Parcels picked up, subscribers through the plain form's body (no captcha), confirmed
    // through their links. Node's fetch says it is a script (Sec-Fetch-Mode: cors): JSON back.
    for (let p = 0; p < PARCELS; p += 1) await ingest(base, parcel(p), "picked_up", 0);
    for (let p = 0; p < PARCELS; p += 1) {
      for (let s = 0; s < SUBSCRIBERS; s += 1) {
        const response = await fetch(`${base}/api/tracking/${parcel(p)}/updates`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ email: address(p, s), consent: "on" }).toString(),
          redirect: "manual",
        });
        expect(response.status, await response.text()).toBe(202);
      }
    }
    await waitFor(() => smtp.messages.length === PARCELS * SUBSCRIBERS, 20_000);
    for (const mail of [...smtp.messages]) {
      const token = /\?confirmar=([^#\s]+)#/.exec(mail.text)?.[1];
      expect(token, mail.text).toBeDefined();
      const response = await fetch(`${base}/api/tracking-updates/confirm`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ token: decodeURIComponent(token!) }),
      });
      expect(response.status).toBe(200);
    }
    const confirmations = smtp.messages.length;

    // The burst: every parcel's events in order on a lane of its own, some sent twice; the SMTP
    // server slow to take recipients, so that e-mails are in flight when the kills land.
    smtp.rcptDelayMs = 120;
    let current = server;
    let answered = 0;
    let kills = 0;
    let ready: Promise<ServerProcess> = Promise.resolve(current);
    const statesAtKills: Record<string, number>[] = [];
    const killAndRestart = async () => {
      kills += 1;
      const killed = current;
      ready = (async () => {
        await killed.kill();
        const tally: Record<string, number> = {};
        for (const row of await listNotifications(db)) {
          tally[row.status] = (tally[row.status] ?? 0) + 1;
        }
        statesAtKills.push(tally);
        current = await startServer(env, { cwd: directory });
        return current;
      })();
      await ready;
    };
    const lane = async (p: number) => {
      for (let step = 0; step < EVENTS.length; step += 1) {
        const [status] = EVENTS[step]!;
        const times = step % 2 === 0 ? 2 : 1;
        for (let time = 0; time < times; time += 1) {
          for (;;) {
            const target = await ready;
            try {
              await ingest(target.baseUrl, parcel(p), status, step + 1);
              break;
            } catch (error) {
              // Killed while this event was on its way: the carrier sends it again.
              if (target.isRunning() && kills === 0) throw error;
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
          }
          answered += 1;
          if (KILL_AFTER[kills] !== undefined && answered >= KILL_AFTER[kills]!) {
            await killAndRestart();
          }
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      }
    };
    await Promise.all(Array.from({ length: PARCELS }, (_, p) => lane(p)));
    expect(kills).toBe(2);

    // Until the outbox is done: every update sent, nothing waiting or being sent.
    const expectedUpdates = PARCELS * SUBSCRIBERS * TOPICS.length;
    await waitFor(async () => {
      const rows = await listNotifications(db);
      const updates = rows.filter((row) => row.kind === "update");
      return updates.length === expectedUpdates && updates.every((row) => row.status === "sent");
    }, 60_000);
    // A lease and more, so that a wrong resend would have happened before we count.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(await current.stop()).toBe(0);

    const updates = smtp.messages.slice(confirmations);
    const received = count(updates);
    console.log(
      `updates crash test: ${updates.length} update e-mails received, ${smtp.cut} conversations ` +
        `cut by a kill, ${smtp.aborted} messages cut before their dot; outbox at the kills: ` +
        statesAtKills.map((state) => JSON.stringify(state)).join(", "),
    );
    const expected = new Map<string, number>();
    for (let p = 0; p < PARCELS; p += 1) {
      for (let s = 0; s < SUBSCRIBERS; s += 1) {
        for (const topic of TOPICS) {
          expected.set(`${address(p, s)} | ${subjectOf(topic, parcel(p))}`, 1);
        }
      }
    }
    // Exactly once each: nothing lost, nothing twice, nothing else.
    expect(new Map([...received].sort())).toEqual(new Map([...expected].sort()));
    // The kills hit the outbox with e-mails in flight (claimed, not yet handed over: the window
    // where an at-least-once outbox sends twice), so the crash window was really exercised. How
    // many SMTP conversations a kill cut (printed above) depends on where in them it landed.
    expect(statesAtKills.some((state) => (state.sending ?? 0) > 0)).toBe(true);
    // The subscriptions ended with the deliveries.
    const subscriptions = await db.selectFrom("tracking_subscriptions").select("status").execute();
    expect(subscriptions.every((row) => row.status === "ended")).toBe(true);
  });
});
