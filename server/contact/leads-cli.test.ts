import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import { createLead, getLead, leadOutbox } from "./lead-repository.ts";
import { runLeadsCli } from "./leads-cli.ts";
import { sampleLead } from "./test-helpers.ts";

const ROOT = join(import.meta.dirname, "../..");
const T0 = new Date("2030-01-01T10:30:00.000Z");

describe("npm run leads", () => {
  let directory: string;
  let env: Record<string, string>;
  let app: TestDatabase;
  let failedId: number;
  let deliveredId: number;
  let pendingId: number;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "anden-leads-cli-"));
    app = await openTestDatabase();
    env = { ...app.env };
    failedId = (await createLead(app.db, sampleLead({ email: "failed@example.com" }), { now: T0 }))
      .id;
    deliveredId = (await createLead(app.db, sampleLead({ email: "done@example.com" }), { now: T0 }))
      .id;
    pendingId = (
      await createLead(
        app.db,
        sampleLead({
          email: "later@example.com",
          name: "Eve\u001b[31m",
          companyName: '=HYPERLINK("http://x")',
        }),
        { now: new Date(T0.getTime() + 60_000) },
      )
    ).id;
    await leadOutbox.claim(app.db, { workerId: "w", now: T0, leaseMs: 60_000, limit: 2 });
    await leadOutbox.fail(app.db, failedId, {
      workerId: "w",
      error: "rejected by the CRM: HTTP 400",
      response: '{"status":"error"}',
    });
    await leadOutbox.complete(app.db, deliveredId, { workerId: "w", response: "{}" });
  });

  afterAll(async () => {
    await app?.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function run(...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runLeadsCli(argv, {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      env,
    });
    return { code, stdout, stderr };
  }

  it("lists leads newest first as a table", async () => {
    const { code, stdout } = await run("list");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(
      /^ID\s+CREATED \(UTC\)\s+NAME\s+COMPANY\s+EMAIL\s+STATUS\s+ATTEMPTS\s+LAST ERROR$/,
    );
    expect(lines.slice(1).map((line) => line.split(/\s{2,}/)[0])).toEqual(
      [pendingId, deliveredId, failedId].map(String),
    );
    expect(lines[3]).toContain("2030-01-01 10:30");
    expect(lines[3]).toContain("María Pérez Gómez");
    expect(lines[3]).toContain("failed@example.com");
    expect(lines[3]).toMatch(/failed\s+1\s+rejected by the CRM: HTTP 400$/);
    // Terminal escape sequences typed into the form are not passed to the terminal.
    expect(stdout).not.toContain("\u001b");
  });

  it("filters the list by status", async () => {
    const { code, stdout } = await run("list", "--status", "failed");
    expect(code).toBe(0);
    expect(stdout).toContain("failed@example.com");
    expect(stdout).not.toContain("done@example.com");
    expect((await run("list", "--status", "delivering")).stdout).toBe("No leads.\n");
  });

  it("shows one lead with its delivery state", async () => {
    const { code, stdout } = await run("show", String(failedId));
    expect(code).toBe(0);
    expect(stdout).toContain(`Lead ${failedId}`);
    expect(stdout).toMatch(/email\s+failed@example\.com/);
    expect(stdout).toMatch(/company types\s+ecommerce, marketplace/);
    expect(stdout).toContain("    ¿Recolectan en Guadalajara?\n    Gracias.");
    expect(stdout).toMatch(/status\s+failed/);
    expect(stdout).toMatch(/last error\s+rejected by the CRM: HTTP 400/);
    expect(stdout).toContain('  CRM response\n    {"status":"error"}');
  });

  it("exports every lead as CSV, to stdout or to a private file", async () => {
    const { code, stdout } = await run("export", "--csv");
    expect(code).toBe(0);
    const rows = stdout.split("\r\n");
    expect(rows[0]).toMatch(/^id,created_at,market,name,/);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toMatch(new RegExp(`^${failedId},`));
    expect(stdout).toContain(`"'=HYPERLINK(""http://x"")"`);

    const out = join(directory, "leads.csv");
    const written = await run("export", "--csv", "--out", out, "--status", "failed");
    expect(written.code).toBe(0);
    expect(written.stderr).toBe(`Wrote 1 lead(s) to ${out}\n`);
    expect((await readFile(out, "utf8")).split("\r\n")).toHaveLength(3);
    expect((await stat(out)).mode & 0o777).toBe(0o600);
  });

  it("retries a failed lead, and refuses delivered or unknown ones", async () => {
    const retried = await run("retry", String(failedId));
    expect(retried).toMatchObject({ code: 0, stderr: "" });
    expect(retried.stdout).toContain(`Lead ${failedId} (was failed) is due for delivery now.`);
    expect((await getLead(app.db, failedId))?.delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      attemptsAtRetry: 1,
    });

    const delivered = await run("retry", String(deliveredId));
    expect(delivered.code).toBe(1);
    expect(delivered.stderr).toContain("already delivered");

    const unknown = await run("retry", "99999");
    expect(unknown).toMatchObject({ code: 1, stderr: "Error: no lead with ID 99999.\n" });
    expect(await run("show", "99999")).toMatchObject({
      code: 1,
      stderr: "Error: no lead with ID 99999.\n",
    });
  });

  it("retries every failed lead with retry --all-failed, and says how many", async () => {
    // A database of its own, so the count does not depend on the other tests.
    const other = await openTestDatabase();
    try {
      const ids: number[] = [];
      for (const email of ["a@example.com", "b@example.com", "c@example.com", "d@example.com"]) {
        ids.push((await createLead(other.db, sampleLead({ email }), { now: T0 })).id);
      }
      const [rejected, gaveUp, delivered, pending] = ids as [number, number, number, number];
      await leadOutbox.claim(other.db, { workerId: "w", now: T0, leaseMs: 60_000, limit: 3 });
      await leadOutbox.fail(other.db, rejected, {
        workerId: "w",
        error: "rejected by the CRM: HTTP 400",
      });
      await leadOutbox.fail(other.db, gaveUp, {
        workerId: "w",
        error: "gave up after 15 attempts",
      });
      await leadOutbox.complete(other.db, delivered, { workerId: "w" });

      const runOn = async (...argv: string[]) => {
        let stdout = "";
        let stderr = "";
        const code = await runLeadsCli(argv, {
          stdout: (text) => (stdout += text),
          stderr: (text) => (stderr += text),
          env: { ...other.env },
        });
        return { code, stdout, stderr };
      };
      const first = await runOn("retry", "--all-failed");
      expect(first).toMatchObject({ code: 0, stderr: "" });
      expect(first.stdout).toBe(
        "Re-queued 2 failed lead(s): due for delivery now.\n" +
          "Note: HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID are not set here; " +
          "they are sent once the running site has them.\n",
      );
      for (const id of [rejected, gaveUp]) {
        expect((await getLead(other.db, id))?.delivery).toMatchObject({
          status: "pending",
          attempts: 1,
          attemptsAtRetry: 1,
        });
      }
      expect((await getLead(other.db, delivered))?.delivery.status).toBe("delivered");
      expect((await getLead(other.db, pending))?.delivery).toMatchObject({
        status: "pending",
        attempts: 0,
        nextAttemptAt: T0.toISOString(),
      });

      expect(await runOn("retry", "--all-failed")).toEqual({
        code: 0,
        stdout: "No failed leads.\n",
        stderr: "",
      });
    } finally {
      await other.close();
    }
  });

  it("explains usage errors with exit code 2", async () => {
    for (const argv of [
      [],
      ["frobnicate"],
      ["list", "--status", "lost"],
      ["list", "--limit", "0"],
      ["list", "--bogus"],
      ["show"],
      ["show", "abc"],
      ["show", "1", "2"],
      ["retry", "-1"],
      ["retry"],
      ["retry", "--all-failed", "12"],
      ["list", "--all-failed"],
      ["list", "--out", "x.csv"],
    ]) {
      const result = await run(...argv);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stderr, argv.join(" ")).toMatch(/^Error: .+\n\nUsage: npm run leads/);
    }
    expect((await run("frobnicate")).stderr).toContain('Unknown command "frobnicate".');
    expect((await run("retry")).stderr).toContain(
      '"retry" takes exactly one lead ID, or --all-failed.',
    );
    expect(await run("--help")).toMatchObject({ code: 0, stderr: "" });
  });

  it("reports a bad configuration with exit code 1", async () => {
    let stderr = "";
    const code = await runLeadsCli(["list"], {
      stdout: () => {},
      stderr: (text) => (stderr += text),
      env: { DATABASE_URL: "mysql://localhost/x" },
    });
    expect(code).toBe(1);
    expect(stderr).toContain("DATABASE_URL");
  });

  it("runs as scripts/leads.ts", async () => {
    const script = join(ROOT, "scripts/leads.ts");
    const { stdout } = await promisify(execFile)(process.execPath, [script, "list"], {
      env: { ...process.env, ...env },
    });
    expect(stdout).toContain("failed@example.com");
    const failure = await promisify(execFile)(process.execPath, [script, "nope"], {
      env: { ...process.env, ...env },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain('Unknown command "nope"');
  });
});
