import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { recordEventWithUpdates } from "./test-helpers.ts";
import { listNotifications, mailOutbox } from "./mail-outbox.ts";
import { confirmSubscription, subscribe, subscriptionsOf } from "./subscriptions.ts";
import { runUpdatesCli } from "./updates-cli.ts";

describe("npm run tracking:updates", () => {
  let app: TestDatabase;
  let env: Record<string, string>;
  let failedId: number;
  let sentId: number;
  let shipmentId: number;

  beforeAll(async () => {
    app = await openTestDatabase();
    env = { ...app.env };
    ({ shipmentId } = await recordEventWithUpdates(app.db, {
      trackingNumber: "AND-CLI-1",
      carrier: "Estafeta",
      status: "in_transit",
      message: "En camino",
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    }));
    for (const email of ["failed@example.com", "sent@example.com\u001b[31m"]) {
      const outcome = await subscribe(app.db, {
        shipmentId,
        email,
        maxPerParcel: 5,
        confirmTtlMs: 3_600_000,
      });
      if (outcome.outcome === "accepted") await confirmSubscription(app.db, outcome.subscriptionId);
    }
    await recordEventWithUpdates(app.db, {
      trackingNumber: "AND-CLI-1",
      carrier: "Estafeta",
      status: "delivery_failed",
      message: "Nadie en casa",
      occurredAt: new Date().toISOString(),
    });
    const claims = await mailOutbox.claim(app.db, {
      workerId: "w",
      now: new Date(),
      leaseMs: 60_000,
      limit: 10,
    });
    const updates = claims.filter((claim) => claim.kind === "update");
    failedId = updates.find((claim) => claim.email.startsWith("failed"))!.id;
    sentId = updates.find((claim) => claim.email.startsWith("sent"))!.id;
    await mailOutbox.fail(app.db, failedId, { workerId: "w", error: "550 No such user" });
    await mailOutbox.commit(app.db, sentId, { workerId: "w" });
  });

  afterAll(async () => {
    await app?.close();
  });

  async function run(...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runUpdatesCli(argv, {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      env,
    });
    return { code, stdout, stderr };
  }

  it("lists the e-mails with their parcel, address, status and error, control characters blanked", async () => {
    const { code, stdout } = await run("list");
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^ID\s+QUEUED \(UTC\)\s+PARCEL\s+EMAIL\s+KIND\s+TOPIC\s+STATUS/);
    expect(stdout).toMatch(
      new RegExp(
        `^${failedId}\\s.*AND-CLI-1\\s+failed@example.com\\s+update\\s+failed_attempt\\s+failed\\s+1\\s.*550 No such user$`,
        "m",
      ),
    );
    expect(stdout).toContain("sent@example.com [31m");
    expect(stdout).not.toContain("\u001b");
    const failedOnly = await run("list", "--status", "failed");
    expect(failedOnly.stdout.trim().split("\n")).toHaveLength(2);
  });

  it("sends a failed e-mail again, never a sent one", async () => {
    const sent = await run("resend", String(sentId));
    expect(sent.code).toBe(1);
    expect(sent.stderr).toContain("is not sent twice");
    const failed = await run("resend", String(failedId));
    expect(failed.code).toBe(0);
    expect(failed.stdout).toContain(`E-mail ${failedId} (was failed) is due now.`);
    const row = (await listNotifications(app.db)).find((mail) => mail.id === failedId);
    expect(row?.status).toBe("pending");
    expect((await run("resend", "999999")).code).toBe(1);
    expect((await run("resend", "--all-failed")).stdout).toBe("No failed tracking e-mails.\n");
  });

  it("purges what is past its retention, and keeps an open parcel's subscribers", async () => {
    const { code, stdout } = await run("purge");
    expect(code).toBe(0);
    expect(stdout).toContain("Purged 0 ended subscription(s)");
    expect(await subscriptionsOf(app.db, shipmentId)).toHaveLength(2);
    await app.db
      .updateTable("tracking_subscriptions")
      .set({ status: "ended", ended_at: "2000-01-01T00:00:00.000Z" })
      .execute();
    expect((await run("purge")).stdout).toContain("Purged 2 ended subscription(s) (over 30 days)");
    expect(await subscriptionsOf(app.db, shipmentId)).toEqual([]);
  });

  it("says how it is used, and refuses what it does not take", async () => {
    expect((await run("help")).stdout).toContain("npm run tracking:updates -- <command>");
    expect((await run()).code).toBe(2);
    expect((await run("resend")).code).toBe(2);
    expect((await run("list", "--status", "lost")).code).toBe(2);
    expect((await run("purge", "--limit", "3")).code).toBe(2);
  });
});
