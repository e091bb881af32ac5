import { randomBytes } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import type { Challenge, Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { openTestDatabase, postgresTestUrl, type TestDatabase } from "../db/test-database.ts";
import {
  ALTCHA_ALGORITHM,
  createAltchaService,
  DEFAULT_ALTCHA_COMPLEXITY,
  type AltchaComplexity,
  type AltchaService,
} from "./altcha.ts";

const pgUrl = await postgresTestUrl();

/** Cheap enough that the many solves below stay fast; the default is exercised once. */
const TEST_COMPLEXITY: AltchaComplexity = { cost: 50, counterMin: 0, counterMax: 40 };
const TEN_MINUTES = 10 * 60_000;

async function solve(challenge: Challenge): Promise<Solution> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error("altcha-lib could not solve the challenge");
  return solution;
}

/** Exactly what the widget (altcha 3, dist/main/altcha.js) puts in its hidden form field. */
function widgetPayload(challenge: Challenge, solution: Solution): string {
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}

function decode(payload: string): { challenge: Challenge; solution: Solution } {
  return JSON.parse(atob(payload)) as { challenge: Challenge; solution: Solution };
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

/** A clock tests can move; starts at the real time (altcha-lib also checks expiry against it). */
function testClock() {
  let current = Date.now();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}

function altchaSuite(kind: DialectName) {
  let app: TestDatabase;
  const hmacKey = randomBytes(32).toString("hex");

  beforeAll(async () => {
    app = await openTestDatabase(kind);
  });

  afterAll(async () => {
    await app?.close();
  });

  function service(options: { now?: () => Date; complexity?: AltchaComplexity } = {}) {
    return createAltchaService({
      db: app.db,
      hmacKey,
      complexity: TEST_COMPLEXITY,
      ...options,
    });
  }

  async function solvedPayload(altcha: AltchaService): Promise<string> {
    const challenge = await altcha.createChallenge();
    return widgetPayload(challenge, await solve(challenge));
  }

  async function redemptionCount(): Promise<number> {
    const { count } = await app.db
      .selectFrom("captcha_redemptions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it("accepts a solved default challenge once, then refuses it as replayed", async () => {
    const altcha = service({ complexity: DEFAULT_ALTCHA_COMPLEXITY });
    const challenge = await altcha.createChallenge();
    const payload = widgetPayload(challenge, await solve(challenge));

    await expect(altcha.verify(payload)).resolves.toEqual({ ok: true });
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: false, reason: "replayed" });

    const row = await app.db
      .selectFrom("captcha_redemptions")
      .selectAll()
      .where("expires_at", "=", new Date(challenge.parameters.expiresAt! * 1000).toISOString())
      .executeTakeFirst();
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a replay from another service instance (the record is in the database)", async () => {
    const payload = await solvedPayload(service());
    await expect(service().verify(payload)).resolves.toEqual({ ok: true });
    await expect(service().verify(payload)).resolves.toEqual({ ok: false, reason: "replayed" });
  });

  it("accepts each challenge once whatever the solution says beside it", async () => {
    const altcha = service();
    const payload = await solvedPayload(altcha);
    const { challenge, solution } = decode(payload);
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: true });
    const retimed = widgetPayload(challenge, { ...solution, time: (solution.time ?? 0) + 1 });
    await expect(altcha.verify(retimed)).resolves.toEqual({ ok: false, reason: "replayed" });
  });

  it("logs a replay as one short debug line, never a warning with a stack", async () => {
    const lines: Array<{ level: string; details: object; message: string }> = [];
    const capture = (level: string) => (details: object, message: string) =>
      lines.push({ level, details, message });
    const logged = await openDatabase(app.env.DATABASE_URL, {
      postgresSchema: app.env.DATABASE_SCHEMA || undefined,
      logger: { debug: capture("debug"), warn: capture("warn"), error: capture("error") },
    });
    try {
      const altcha = createAltchaService({ db: logged.db, hmacKey, complexity: TEST_COMPLEXITY });
      const payload = await solvedPayload(altcha);
      await expect(altcha.verify(payload)).resolves.toEqual({ ok: true });
      const replays = await Promise.all(Array.from({ length: 10 }, () => altcha.verify(payload)));
      expect(replays).toEqual(Array(10).fill({ ok: false, reason: "replayed" }));
    } finally {
      await logged.close();
    }
    expect(lines.filter((line) => line.level !== "debug")).toEqual([]);
    const duplicates = lines.filter((line) => line.message === "database query hit a unique key");
    expect(duplicates).toHaveLength(10);
    for (const line of duplicates) expect(line.details).not.toHaveProperty("err");
  });

  it("accepts only one of two simultaneous submissions of the same payload", async () => {
    const altcha = service();
    const payload = await solvedPayload(altcha);
    const results = await Promise.all([altcha.verify(payload), altcha.verify(payload)]);
    expect(results).toContainEqual({ ok: true });
    expect(results).toContainEqual({ ok: false, reason: "replayed" });
  });

  it("refuses expired challenges without recording them", async () => {
    const clock = testClock();
    const altcha = service({ now: clock.now });
    const payload = await solvedPayload(altcha);
    const before = await redemptionCount();
    clock.advance(TEN_MINUTES + 1_000);
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: false, reason: "expired" });
    expect(await redemptionCount()).toBe(before);
  });

  it("purges redemptions whose challenge has expired", async () => {
    const clock = testClock();
    const altcha = service({ now: clock.now });
    await expect(altcha.verify(await solvedPayload(altcha))).resolves.toEqual({ ok: true });
    const expiredBefore = new Date(clock.now().getTime() + TEN_MINUTES + 60_000).toISOString();
    const countExpired = async () =>
      Number(
        (
          await app.db
            .selectFrom("captcha_redemptions")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("expires_at", "<", expiredBefore)
            .executeTakeFirstOrThrow()
        ).count,
      );
    expect(await countExpired()).toBeGreaterThan(0);

    clock.advance(TEN_MINUTES + 2 * 60_000);
    await expect(altcha.verify(await solvedPayload(altcha))).resolves.toEqual({ ok: true });
    expect(await countExpired()).toBe(0);
    expect(await redemptionCount()).toBeGreaterThan(0);
  });
}

describe("ALTCHA on SQLite", () => altchaSuite("sqlite"));

describe.skipIf(!pgUrl)("ALTCHA on PostgreSQL", () => altchaSuite("postgres"));

describe("ALTCHA challenges and payload checks", () => {
  let app: TestDatabase;
  let altcha: AltchaService;
  const hmacKey = randomBytes(32).toString("hex");

  beforeAll(async () => {
    app = await openTestDatabase();
    altcha = createAltchaService({ db: app.db, hmacKey, complexity: TEST_COMPLEXITY });
  });

  afterAll(async () => {
    await app?.close();
  });

  async function solvedPayload(): Promise<string> {
    const challenge = await altcha.createChallenge();
    return widgetPayload(challenge, await solve(challenge));
  }

  it("issues signed PBKDF2 challenges that expire in 10 minutes and hide the key", async () => {
    const before = Date.now();
    const challenge = await createAltchaService({ db: app.db, hmacKey }).createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: ALTCHA_ALGORITHM,
      cost: DEFAULT_ALTCHA_COMPLEXITY.cost,
      keyLength: 32,
    });
    // Half of the derived key is the target; the other half stays secret.
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/);
    const expiresAtMs = challenge.parameters.expiresAt! * 1000;
    expect(expiresAtMs).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + TEN_MINUTES);
    expect(expiresAtMs).toBeLessThanOrEqual(Date.now() + TEN_MINUTES);
    expect(JSON.parse(JSON.stringify(challenge))).toEqual(challenge);
  });

  it("draws a different secret counter each time within the complexity's range", async () => {
    const counters = new Set<number>();
    for (let i = 0; i < 8; i += 1) {
      const challenge = await altcha.createChallenge();
      const { counter } = await solve(challenge);
      expect(counter).toBeGreaterThanOrEqual(TEST_COMPLEXITY.counterMin);
      expect(counter).toBeLessThanOrEqual(TEST_COMPLEXITY.counterMax);
      counters.add(counter);
    }
    expect(counters.size).toBeGreaterThan(1);
  });

  it.each([
    ["undefined", undefined],
    ["an empty field", ""],
    ["blanks", "  \n"],
  ])("reports %s as missing", async (_label, payload) => {
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: false, reason: "missing" });
  });

  it.each([
    ["garbage", "not a payload!"],
    ["base64 of text", btoa("hello")],
    ["an empty JSON object", encode({})],
    ["a JSON array", encode([1, 2])],
    [
      "an ALTCHA v1 payload",
      encode({ algorithm: "SHA-256", challenge: "ab", number: 1, salt: "x", signature: "cd" }),
    ],
    ["an oversized payload", "A".repeat(20_000)],
  ])("reports %s as malformed", async (_label, payload) => {
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: false, reason: "malformed" });
  });

  it("reports a solution of the wrong shape as malformed", async () => {
    const { challenge, solution } = decode(await solvedPayload());
    const payload = encode({
      challenge,
      solution: { ...solution, counter: String(solution.counter) },
    });
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses forged and tampered payloads as invalid", async () => {
    const original = decode(await solvedPayload());
    const { challenge, solution } = original;
    const flip = (hexText: string) => (hexText[0] === "0" ? "1" : "0") + hexText.slice(1);

    const forgeries: Record<string, unknown> = {
      "another counter": { challenge, solution: { ...solution, counter: solution.counter + 1 } },
      "another derived key": {
        challenge,
        solution: { ...solution, derivedKey: flip(solution.derivedKey) },
      },
      "a tampered signature": {
        challenge: { ...challenge, signature: flip(challenge.signature!) },
        solution,
      },
      "no signature": { challenge: { parameters: challenge.parameters }, solution },
      "a later expiry": {
        challenge: {
          ...challenge,
          parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 600 },
        },
        solution,
      },
      "an easier cost": {
        challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } },
        solution,
      },
    };
    for (const [label, forged] of Object.entries(forgeries)) {
      const result = await altcha.verify(encode(forged));
      expect({ label, result }).toEqual({
        label,
        result: { ok: false, reason: label === "no signature" ? "malformed" : "invalid" },
      });
    }

    // The original still works: forgeries did not burn it.
    await expect(altcha.verify(encode(original))).resolves.toEqual({ ok: true });
  });

  it("refuses a challenge signed with another key", async () => {
    const other = createAltchaService({
      db: app.db,
      hmacKey: randomBytes(32).toString("hex"),
      complexity: TEST_COMPLEXITY,
    });
    const challenge = await other.createChallenge();
    const payload = widgetPayload(challenge, await solve(challenge));
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a solution that belongs to another challenge", async () => {
    const first = decode(await solvedPayload());
    const second = await altcha.createChallenge();
    const payload = widgetPayload(second, first.solution);
    await expect(altcha.verify(payload)).resolves.toEqual({ ok: false, reason: "invalid" });
  });

  it("rejects a nonsensical complexity at start", () => {
    expect(() =>
      createAltchaService({
        db: app.db,
        hmacKey,
        complexity: { cost: 100, counterMin: 10, counterMax: 5 },
      }),
    ).toThrow(/complexity/);
  });
});
