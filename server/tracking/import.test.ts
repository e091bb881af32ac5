import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../db/test-database.ts";
import {
  csvRows,
  ImportFileError,
  jsonRows,
  parseCsv,
  runTrackingImportCli,
  validateRows,
  type TrackingImportHooks,
} from "./import.ts";
import { findShipment } from "./repository.ts";

const NOW = new Date("2025-11-26T20:30:00.000Z");

describe("parseCsv", () => {
  it("reads RFC 4180 quoting: commas, doubled quotes and line breaks inside quotes", () => {
    const text = 'a,b,c\r\n"1,5","say ""hi""","two\r\nlines"\r\nplain,,"last"\n' + "\n" + "x,y,z";
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1,5", 'say "hi"', "two\nlines"] },
      { line: 4, fields: ["plain", "", "last"] },
      { line: 6, fields: ["x", "y", "z"] },
    ]);
  });

  it("reads CR line endings as well, and counts lines through multi-line fields", () => {
    expect(parseCsv('a\rb\r\n"c\rd"\re\n"f\r\n\r\ng",h\ni')).toEqual([
      { line: 1, fields: ["a"] },
      { line: 2, fields: ["b"] },
      { line: 3, fields: ["c\nd"] },
      { line: 5, fields: ["e"] },
      { line: 6, fields: ["f\n\ng", "h"] },
      { line: 9, fields: ["i"] },
    ]);
  });

  it("skips a byte order mark and keeps an empty last field", () => {
    expect(parseCsv("\uFEFFa,b\n1,\n")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", ""] },
    ]);
  });

  it("refuses broken quoting, naming the line", () => {
    expect(() => parseCsv('x\n\na,"b\n1,2')).toThrow(/^Line 3: a quoted field is never closed\.$/);
    expect(() => parseCsv('x\r\n"y"\r\na,"b"c')).toThrow(
      /^Line 3: unexpected character after a closing quote\.$/,
    );
    expect(() => parseCsv('x\n"y\nz"\na,b"c')).toThrow(
      /^Line 4: a quote inside an unquoted field\.$/,
    );
    expect(() => parseCsv('a,"b"c')).toThrow(ImportFileError);
  });
});

const HEADER = "trackingNumber,carrier,status,message,occurredAt,location,estimatedDelivery";

describe("csvRows and jsonRows", () => {
  it("maps CSV columns by the header, in any order, optional columns may be absent", () => {
    const rows = csvRows("status,trackingNumber,carrier,message,occurredAt\nENVI,AND-1,DHL,m,t\n");
    expect(rows).toEqual([
      {
        where: "line 2",
        values: {
          status: "ENVI",
          trackingNumber: "AND-1",
          carrier: "DHL",
          message: "m",
          occurredAt: "t",
        },
      },
    ]);
  });

  it("refuses unknown or missing columns", () => {
    expect(() => csvRows(`${HEADER},color\n`)).toThrow(/Unknown CSV column\(s\): color/);
    expect(() => csvRows("trackingNumber,carrier\n")).toThrow(/Missing CSV column\(s\): status/);
    expect(() => csvRows("")).toThrow(ImportFileError);
  });

  it("flags rows with the wrong number of fields", () => {
    const rows = csvRows(`${HEADER}\nAND-1,DHL\n`);
    expect(rows[0]?.problem).toMatch(/2 field\(s\), the header 7/);
  });

  it("reads a JSON array and numbers its items", () => {
    expect(jsonRows('[{"a":1}, 2]')).toEqual([
      { where: "item 1", values: { a: 1 } },
      { where: "item 2", values: {}, problem: "the item is not an object" },
    ]);
    expect(() => jsonRows('{"a":1}')).toThrow(/array/);
    expect(() => jsonRows("[")).toThrow(/not valid JSON/);
  });
});

describe("validateRows", () => {
  it("keeps the good rows and reports the bad ones with their place", () => {
    const rows = csvRows(
      [
        HEADER,
        'and-imp-1,Estafeta,INLD,"Tu paquete está en el almacén del vendedor",2025-11-24T09:00:00-06:00,,',
        "AND-IMP-1,Estafeta,LOST,Perdido,2025-11-24T09:00:00-06:00,,",
        'A B,Estafeta,ENVI,"En camino, ya sale",2025-11-25T09:00:00-06:00,"Monterrey, N.L.",2025-11-28',
      ].join("\n"),
    );
    const { valid, rejected } = validateRows(rows, () => NOW);
    expect(valid).toEqual([
      {
        where: "line 2",
        event: {
          trackingNumber: "AND-IMP-1",
          carrier: "Estafeta",
          status: "pending",
          carrierStatusCode: "INLD",
          message: "Tu paquete está en el almacén del vendedor",
          occurredAt: "2025-11-24T15:00:00.000Z",
        },
      },
    ]);
    expect(rejected).toEqual([
      { where: "line 3", errors: [expect.stringMatching(/^status is not a known status/)] },
      {
        where: "line 4",
        errors: ["trackingNumber must be 5 to 40 letters, digits or -, with a letter or a digit"],
      },
    ]);
  });
});

describe("npm run tracking:import", () => {
  let directory: string;
  let database: TestDatabase;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "anden-tracking-import-"));
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function run(...argv: string[]) {
    return runWith({}, ...argv);
  }

  async function runWith(hooks: TrackingImportHooks, ...argv: string[]) {
    let stdout = "";
    let stderr = "";
    const code = await runTrackingImportCli(
      argv,
      {
        stdout: (text) => (stdout += text),
        stderr: (text) => (stderr += text),
        env: { ...database.env },
      },
      hooks,
    );
    return { code, stdout, stderr };
  }

  it("imports a JSON file, then counts the same events as duplicates", async () => {
    const file = join(directory, "events.json");
    await writeFile(
      file,
      JSON.stringify([
        {
          trackingNumber: "AND-IMP-2001",
          carrier: "DHL",
          status: "ENTR",
          message: "Entregado con éxito",
          occurredAt: "2025-11-25T12:00:00-06:00",
        },
        {
          trackingNumber: "AND-IMP-2001",
          carrier: "DHL",
          status: "RETI",
          message: "Retirado por el mensajero",
          occurredAt: "2025-11-24T12:00:00-06:00",
          location: "Puebla, Pue.",
        },
      ]),
    );
    expect(await run(file)).toEqual({
      code: 0,
      stdout: `Imported ${file}: 2 created, 0 duplicate, 0 rejected.\n`,
      stderr: "",
    });
    expect((await run(file)).stdout).toBe(
      `Imported ${file}: 0 created, 2 duplicate, 0 rejected.\n`,
    );

    const shipment = await findShipment(database.db, "AND-IMP-2001");
    expect(shipment?.status).toBe("delivered");
    expect(shipment?.events.map((event) => event.carrierStatusCode)).toEqual(["RETI", "ENTR"]);
  });

  it("imports the good CSV rows, reports the bad ones by line and exits 1", async () => {
    const file = join(directory, "events.csv");
    await writeFile(
      file,
      [
        HEADER,
        "AND-IMP-3001,Estafeta,COLE,Listo para ser despachado,2025-11-24T09:00:00-06:00,,2025-11-28",
        "AND-IMP-3001,Estafeta,COLE,Listo,2025-11-24 09:00,,",
        "",
      ].join("\r\n"),
    );
    const result = await run(file);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      "Rejected line 3: occurredAt must be an ISO 8601 date and time with an offset, e.g. 2025-11-26T14:05:00-06:00\n",
    );
    expect(result.stdout).toBe(`Imported ${file}: 1 created, 0 duplicate, 1 rejected.\n`);
  });

  it("hands each stored event to the hook its entry composes in (the e-mail updates')", async () => {
    const file = join(directory, "hooked.csv");
    await writeFile(
      file,
      `${HEADER}\nAND-IMP-5001,DHL,ENVI,En camino,2025-11-24T09:00:00Z,,\nAND-IMP-5001,DHL,ENTR,Entregado,2025-11-25T09:00:00Z,,\n`,
    );
    const statuses: string[] = [];
    const result = await runWith(
      {
        onEventRecorded: async (_trx, { event }) => {
          statuses.push(event.status);
          return 0;
        },
      },
      file,
    );
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(statuses).toEqual(["in_transit", "delivered"]);
  });

  it("validates only with --dry-run", async () => {
    const file = join(directory, "dry.csv");
    await writeFile(file, `${HEADER}\nAND-IMP-4001,DHL,ENVI,En camino,2025-11-24T09:00:00Z,,\n`);
    const result = await run(file, "--dry-run");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(
      /Dry run: 1 valid, 0 rejected, of 1 row\(s\)\. Nothing written\./,
    );
    expect(await findShipment(database.db, "AND-IMP-4001")).toBeUndefined();
  });

  it("explains its usage", async () => {
    expect((await run()).code).toBe(2);
    expect((await run("events.txt")).stderr).toMatch(/neither \.csv nor \.json/);
    expect((await run("--help")).stdout).toMatch(/^Usage: npm run tracking:import/);
    const missing = await run(join(directory, "missing.json"));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot read/);
  });
});
