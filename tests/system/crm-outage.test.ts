import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { listLeads } from "../../server/contact/lead-repository.ts";
import {
  OK_REPLY,
  startFakeHubSpot,
  TEST_FORM_ID,
  TEST_PORTAL_ID,
  waitFor,
  type FakeHubSpot,
  type FakeReply,
  type FakeRequest,
} from "../../server/contact/test-helpers.ts";
import { openDatabase, type AppDatabase } from "../../server/db/database.ts";
import { countBy, crmEmail, expectedCrmBody, solvedCaptchas, submission } from "./contact-leads.ts";
import {
  startServer,
  SYSTEM_PORTS,
  systemServerEnv,
  type ServerProcess,
} from "./server-process.ts";

/**
 * The CRM down for a while, then back, with one server process (one worker's run) throughout:
 * first it answers with every kind of failure the client retries (5xx, 429 with Retry-After, a
 * dropped connection, no answer until the client's timeout), then it is not listening at all
 * (connection refused), then it accepts. Every lead must end up delivered, and accepted once.
 */

/** More than one batch of the worker (10). */
const LEADS = 12;
/** The outage lasts until every lead has been refused at least this many times. */
const FAILURES_PER_LEAD = 2;
const REFUSED_MS = 2_500;

const FAILURES: FakeReply[] = [
  { status: 503, body: "Service Unavailable" },
  { status: 502, body: "<html>Bad Gateway</html>", headers: { "Content-Type": "text/html" } },
  { status: 429, body: '{"status":"error"}', headers: { "Retry-After": "1" } },
  "destroy",
  "hang",
  { status: 500, body: "" },
];

const env = systemServerEnv({
  PORT: String(SYSTEM_PORTS.outageServer),
  HUBSPOT_PORTAL_ID: TEST_PORTAL_ID,
  HUBSPOT_FORM_ID: TEST_FORM_ID,
  HUBSPOT_FORMS_BASE_URL: `http://127.0.0.1:${SYSTEM_PORTS.outageCrm}`,
  HUBSPOT_TIMEOUT_MS: "500",
  LEAD_DELIVERY_LEASE_MS: "2000",
  LEAD_DELIVERY_BACKOFF_BASE_MS: "100",
  LEAD_DELIVERY_BACKOFF_CAP_MS: "400",
  // Room for every retry of the outage: none of these leads may be given up on.
  LEAD_DELIVERY_MAX_ATTEMPTS: "40",
  CONTACT_RATE_LIMIT: "1000",
});
const config = loadConfig(env);

interface Received extends FakeRequest {
  phase: "failing" | "accepting";
  reply: FakeReply;
}

let directory: string;
let crm: FakeHubSpot | undefined;
let server: ServerProcess | undefined;
let database: AppDatabase | undefined;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "anden-system-outage-"));
  env.DATABASE_URL = `file:${path.join(directory, "anden.sqlite")}`;
});

afterAll(async () => {
  await server?.kill();
  await database?.close();
  await crm?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("the CRM down for a while, then back", () => {
  it("delivers every lead, and none twice in the worker's run", async () => {
    const received: Received[] = [];
    crm = await startFakeHubSpot(
      (request, index) => {
        const reply = FAILURES[index % FAILURES.length]!;
        received.push({ ...request, phase: "failing", reply });
        return reply;
      },
      { port: SYSTEM_PORTS.outageCrm },
    );
    server = await startServer(env, { cwd: directory });
    database = await openDatabase(env.DATABASE_URL!);
    const db = database.db;

    const captchas = await solvedCaptchas(server.baseUrl, LEADS);
    const submissions = captchas.map((captcha, index) => submission("outage", index, captcha));
    const byEmail = new Map(submissions.map((item) => [item.email, item]));
    for (const item of submissions) {
      const response = await fetch(`${server.baseUrl}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(item.body),
      });
      expect(response.status, await response.text()).toBe(201);
    }

    // Failing answers until every lead has had its share of them.
    await waitFor(() => {
      const failures = countBy(received.map((request) => crmEmail(request.body)));
      return submissions.every((item) => (failures.get(item.email) ?? 0) >= FAILURES_PER_LEAD);
    }, 60_000);
    // Then nobody listening at all.
    await crm.close();
    await new Promise((resolve) => setTimeout(resolve, REFUSED_MS));
    const leadsWhileDown = await listLeads(db);
    // Back, accepting everything.
    crm = await startFakeHubSpot(
      (request) => {
        received.push({ ...request, phase: "accepting", reply: OK_REPLY });
        return OK_REPLY;
      },
      { port: SYSTEM_PORTS.outageCrm },
    );
    await waitFor(async () => {
      const leads = await listLeads(db);
      return leads.every((lead) => lead.delivery.status === "delivered");
    }, 30_000);
    // Longer than a poll interval: a resend of a delivered lead would show up by now.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(server.isRunning()).toBe(true);
    expect(await server.stop()).toBe(0);
    const leads = await listLeads(db, { order: "asc" });

    const attempts = leads.map((lead) => lead.delivery.attempts);
    console.log(
      `outage test: ${received.filter((r) => r.phase === "failing").length} failed requests, ` +
        `${received.filter((r) => r.phase === "accepting").length} accepted; attempts per lead ` +
        `(including refused connections) ${attempts.join(" ")}`,
    );

    expect(leads.map((lead) => lead.email).sort()).toEqual([...byEmail.keys()].sort());
    // While the CRM was away nothing was delivered, and nothing given up on.
    for (const lead of leadsWhileDown) expect(lead.delivery.status).not.toMatch(/delivered|failed/);

    for (const lead of leads) {
      const mine = received.filter((request) => crmEmail(request.body) === lead.email);
      const accepted = mine.filter((request) => request.phase === "accepting");
      // Delivered, and accepted exactly once: nothing after the accepted request.
      expect(lead.delivery.status, lead.email).toBe("delivered");
      expect(accepted, `${lead.email} accepted`).toHaveLength(1);
      expect(mine.at(-1), `${lead.email}: its last request is the accepted one`).toBe(accepted[0]);
      expect(mine.length, `${lead.email}: failed attempts before`).toBeGreaterThan(
        FAILURES_PER_LEAD,
      );
      // Every request the worker made is counted as an attempt; refused connections are too.
      expect(lead.delivery.attempts).toBeGreaterThanOrEqual(mine.length);
      for (const request of mine) {
        expect(request.body).toEqual(expectedCrmBody(byEmail.get(lead.email)!.body, config));
      }
    }
    // The refused connections were retried too (counted as attempts the CRM never saw).
    const unseen = leads.reduce(
      (sum, lead) =>
        sum +
        lead.delivery.attempts -
        received.filter((request) => crmEmail(request.body) === lead.email).length,
      0,
    );
    expect(unseen).toBeGreaterThan(0);
  });
});
