import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { openDatabase, type AppDatabase } from "../db/database.ts";
import type { DialectName } from "../db/dialect.ts";
import { openTestDatabase, postgresTestUrl, type TestDatabase } from "../db/test-database.ts";
import { createTrackingService } from "../tracking/service.ts";
import { createApp } from "./app.ts";
import {
  DatabaseRateLimitStore,
  MAX_STORED_KEY_LENGTH,
  storedKey,
  type DatabaseRateLimitStoreOptions,
} from "./database-rate-limit-store.ts";
import type { RateLimitStore } from "./rate-limit.ts";
import { TEST_PAGE_DEPENDENCIES } from "./page-test-helpers.ts";

const pgUrl = await postgresTestUrl();

const MINUTE = 60_000;
/** A window boundary (a multiple of a minute), so window arithmetic in the tests stays plain. */
const T0 = Date.UTC(2030, 0, 1, 10, 0, 0);

interface LogLine {
  level: "info" | "warn" | "error";
  details: unknown;
  message: string;
}

function capturingLogger() {
  const lines: LogLine[] = [];
  const at =
    (level: LogLine["level"]) =>
    (detailsOrMessage: unknown, message?: string): void => {
      lines.push(
        typeof detailsOrMessage === "string"
          ? { level, details: {}, message: detailsOrMessage }
          : { level, details: detailsOrMessage, message: message ?? "" },
      );
    };
  const logger = { info: at("info"), warn: at("warn"), error: at("error") };
  return { lines, logger: logger as unknown as DatabaseRateLimitStoreOptions["logger"] };
}

/** Makes every query of the Kysely instance it is added to fail, or hang, on demand. */
class FaultPlugin implements KyselyPlugin {
  mode: "ok" | "fail" | "hang" = "ok";
  private readonly hung: (() => void)[] = [];

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.mode === "fail") throw new Error("connect ECONNREFUSED 10.0.0.5:5432");
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.mode === "hang") await new Promise<void>((resolve) => this.hung.push(resolve));
    return args.result;
  }

  release() {
    for (const resolve of this.hung.splice(0)) resolve();
  }
}

function storeSuite(kind: DialectName) {
  let database: TestDatabase;
  let time: number;
  const stores: DatabaseRateLimitStore[] = [];

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    time = T0 + 15_000;
  });

  afterEach(async () => {
    await Promise.all(stores.splice(0).map((store) => store.close()));
    await database?.close();
  });

  function store(options: Partial<DatabaseRateLimitStoreOptions> = {}) {
    const created = new DatabaseRateLimitStore({
      db: database.db,
      logger: capturingLogger().logger,
      now: () => time,
      ...options,
    });
    stores.push(created);
    return created;
  }

  const rows = () =>
    database.db
      .selectFrom("rate_limit_windows")
      .selectAll()
      .orderBy("key")
      .orderBy("window_start")
      .execute();

  it("counts hits per key and window in the database", async () => {
    const counters = store();
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(1);
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(2);
    expect(await counters.increment("rates:10.0.0.2", T0, MINUTE)).toBe(1);
    expect(await counters.increment("contact:10.0.0.1", T0, 10 * MINUTE)).toBe(1);
    expect(await counters.increment("rates:10.0.0.1", T0 + MINUTE, MINUTE)).toBe(1);

    expect(await rows()).toEqual([
      {
        key: "contact:10.0.0.1",
        window_start: "2030-01-01T10:00:00.000Z",
        expires_at: "2030-01-01T10:10:00.000Z",
        hits: 1,
      },
      {
        key: "rates:10.0.0.1",
        window_start: "2030-01-01T10:00:00.000Z",
        expires_at: "2030-01-01T10:01:00.000Z",
        hits: 2,
      },
      {
        key: "rates:10.0.0.1",
        window_start: "2030-01-01T10:01:00.000Z",
        expires_at: "2030-01-01T10:02:00.000Z",
        hits: 1,
      },
      {
        key: "rates:10.0.0.2",
        window_start: "2030-01-01T10:00:00.000Z",
        expires_at: "2030-01-01T10:01:00.000Z",
        hits: 1,
      },
    ]);
  });

  it("gives concurrent hits distinct counts, as an atomic increment must", async () => {
    const counters = store();
    const other = await database.connectAgain();
    try {
      const second = store({ db: other.db });
      const counts = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 === 0 ? counters : second).increment("tracking:10.0.0.9", T0, MINUTE),
        ),
      );
      expect(counts.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      expect((await rows())[0]?.hits).toBe(40);
    } finally {
      await other.close();
    }
  });

  it("stores a long key as a bounded hash of the whole key", async () => {
    const counters = store();
    const long = (last: string) => `tracking:${"1".repeat(400)}${last}`;
    expect(await counters.increment(long("a"), T0, MINUTE)).toBe(1);
    expect(await counters.increment(long("a"), T0, MINUTE)).toBe(2);
    expect(await counters.increment(long("b"), T0, MINUTE)).toBe(1);
    const keys = (await rows()).map((row) => row.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key.length).toBeLessThanOrEqual(MAX_STORED_KEY_LENGTH);
      expect(key).toMatch(/^tracking:1+#[0-9a-f]{64}$/);
    }
    expect(storedKey("rates:10.0.0.1")).toBe("rates:10.0.0.1");
  });

  it("purges the windows that have ended and keeps the current ones", async () => {
    const counters = store();
    await counters.increment("a", T0 - MINUTE, MINUTE);
    await counters.increment("b", T0 - MINUTE, 2 * MINUTE);
    await counters.increment("a", T0, MINUTE);
    expect(await counters.purgeExpired(T0)).toBe(1);
    expect((await rows()).map((row) => [row.key, row.window_start])).toEqual([
      ["a", "2030-01-01T10:00:00.000Z"],
      ["b", "2030-01-01T09:59:00.000Z"],
    ]);
  });

  it("purges in the background once per interval, as hits come in", async () => {
    const counters = store({ purgeIntervalMs: 5 * MINUTE });
    await counters.increment("a", T0, MINUTE);
    time = T0 + 2 * MINUTE;
    await counters.increment("b", T0 + 2 * MINUTE, MINUTE);
    await counters.close();
    expect(await rows()).toHaveLength(2);

    time = T0 + 5 * MINUTE + 15_000;
    await counters.increment("c", T0 + 5 * MINUTE, MINUTE);
    await counters.close();
    expect((await rows()).map((row) => row.key)).toEqual(["c"]);
  });

  it("fails open to this process's counters while the database fails, then goes back to it", async () => {
    const faults = new FaultPlugin();
    const { lines, logger } = capturingLogger();
    const counters = store({ db: database.db.withPlugin(faults), logger, fallbackMs: 5_000 });
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(1);

    faults.mode = "fail";
    // Still counted, so one instance still limits one address; the failure is logged once.
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(1);
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(2);
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(3);
    expect(lines.filter((line) => line.level === "error")).toEqual([
      {
        level: "error",
        details: {
          err: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED/) }),
          fallbackMs: 5_000,
        },
        message: expect.stringMatching(/database unavailable.*fail open/),
      },
    ]);

    faults.mode = "ok";
    time += 4_000;
    // Within fallbackMs the database is left alone.
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(4);
    time += 1_000;
    expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(2);
    expect(lines.at(-1)).toMatchObject({
      level: "info",
      message: expect.stringMatching(/answers again/),
    });
    expect(lines.filter((line) => line.level === "error")).toHaveLength(1);
  });

  it("counts in this process when the database does not answer within timeoutMs", async () => {
    const faults = new FaultPlugin();
    const { lines, logger } = capturingLogger();
    const counters = store({ db: database.db.withPlugin(faults), logger, timeoutMs: 50 });
    faults.mode = "hang";
    try {
      expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(1);
      expect(lines).toEqual([
        expect.objectContaining({
          level: "error",
          details: expect.objectContaining({
            err: expect.objectContaining({ message: "no answer within 50 ms" }),
          }),
        }),
      ]);
    } finally {
      faults.release();
    }
  });
}

describe("database rate-limit store on SQLite", () => {
  storeSuite("sqlite");
});

describe.skipIf(!pgUrl)("database rate-limit store on PostgreSQL", () => {
  storeSuite("postgres");
});

describe("database rate-limit store without a database", () => {
  it("fails open when the PostgreSQL server refuses connections", async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const unreachable = await openDatabase("postgres://postgres@127.0.0.1:1/anden");
    const { lines, logger } = capturingLogger();
    try {
      const counters = new DatabaseRateLimitStore({
        db: unreachable.db,
        logger,
        timeoutMs: 10_000,
      });
      expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(1);
      expect(await counters.increment("rates:10.0.0.1", T0, MINUTE)).toBe(2);
      expect(lines.map((line) => line.level)).toEqual(["error"]);
    } finally {
      await unreachable.close();
    }
  });
});

/** Two app instances (two createApp, two connection pools) on one database. */
function sharedLimitSuite(kind: DialectName) {
  const LIMIT = 5;
  let database: TestDatabase;
  let other: AppDatabase;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    other = await database.connectAgain();
  });

  afterEach(async () => {
    await other?.close();
    await database?.close();
  });

  function instance(db: AppDatabase, rateLimitStore: RateLimitStore | undefined) {
    const config = loadConfig({
      TRUST_PROXY: "true",
      RATES_RATE_LIMIT: String(LIMIT),
      RATES_RATE_WINDOW_SECONDS: "3600",
    });
    return createApp({
      config,
      logger: pino({ level: "silent" }),
      database: db,
      renderPage: async () => new Response("page"),
      assets: new Map(),
      captcha: { provider: "altcha", verify: async () => ({ ok: true }) },
      tracking: createTrackingService({ db: db.db, config }),
      rateLimitStore,
      ...TEST_PAGE_DEPENDENCIES,
    });
  }

  /** Sends `count` quote requests from `address`, alternating instances; the statuses. */
  async function burst(apps: ReturnType<typeof instance>[], address: string, count: number) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const response = await apps[i % apps.length]!.request(
        "/api/rates?origin=01000&destination=64000&length=10&height=10&width=10&weight=1",
        { headers: { "X-Forwarded-For": address } },
      );
      statuses.push(response.status);
    }
    return statuses;
  }

  it("enforces one limit across instances with RATE_LIMIT_STORE=database", async () => {
    const logger = pino({ level: "silent" });
    const apps = [
      instance(database, new DatabaseRateLimitStore({ db: database.db, logger })),
      instance(other, new DatabaseRateLimitStore({ db: other.db, logger })),
    ];
    const statuses = await burst(apps, "203.0.113.7", 2 * LIMIT);
    expect(statuses.slice(0, LIMIT).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(LIMIT).fill(429));
    // Another address has its own count.
    expect((await burst(apps, "203.0.113.8", 1))[0]).not.toBe(429);
  });

  it("lets each instance allow the whole limit with in-process counters (the control)", async () => {
    const apps = [instance(database, undefined), instance(other, undefined)];
    const statuses = await burst(apps, "203.0.113.7", 2 * LIMIT);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
  });
}

describe("rate limit shared by two app instances on SQLite", () => {
  sharedLimitSuite("sqlite");
});

describe.skipIf(!pgUrl)("rate limit shared by two app instances on PostgreSQL", () => {
  sharedLimitSuite("postgres");
});
