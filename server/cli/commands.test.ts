import { describe, expect, it } from "vitest";
import {
  commandOf,
  fileName,
  flag,
  oneId,
  oneIdOr,
  oneOf,
  runCommandTable,
  usageOf,
  UsageError,
  wholeNumber,
  type CommandTable,
} from "./commands.ts";

interface Context {
  log: string[];
  write(text: string): void;
}

const command = commandOf<Context>();

function table(events: string[], open: CommandTable<Context>["open"] | undefined = undefined) {
  const cli: CommandTable<Context> = {
    invocation: "npm run things",
    notes: ["COLOUR is red or blue."],
    open:
      open ??
      (async (io) => {
        events.push("open");
        return {
          ok: true,
          context: { log: events, write: io.stdout },
          close: async () => {
            events.push("close");
          },
        };
      }),
    commands: [
      command({
        name: "list",
        usage: [["list [--colour COLOUR] [--limit N]", "things, newest first"]],
        options: { colour: oneOf(["red", "blue"] as const), limit: wholeNumber(99) },
        async run({ values }, { write }) {
          const colour: "red" | "blue" | undefined = values.colour;
          write(`list ${colour ?? "-"} ${values.limit ?? 10}\n`);
          return 0;
        },
      }),
      command({
        name: "paint",
        usage: [
          ["paint ID", "paint one thing"],
          ["paint --everything", "paint them all;\nslowly"],
        ],
        options: { everything: flag, colour: oneOf(["red", "blue"] as const) },
        args: (words, raw) =>
          oneIdOr(words, raw.everything, {
            command: "paint",
            noun: "thing ID",
            alternative: "everything",
          }),
        async run({ args }, { write }) {
          if (args === 13) throw new Error("unlucky");
          write(`paint ${args}\n`);
          return args === "all" ? 0 : 1;
        },
      }),
      command({
        name: "a-command-with-a-long-synopsis",
        usage: [["a-command-with-a-long-synopsis [--out FILE]", "writes a file"]],
        options: { out: fileName },
        async run() {
          return 0;
        },
      }),
    ],
  };
  return cli;
}

async function run(argv: string[], cli = table([])) {
  let stdout = "";
  let stderr = "";
  const code = await runCommandTable(cli, argv, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: {},
  });
  return { code, stdout, stderr };
}

const USAGE = `Usage: npm run things -- <command>

Commands:
  list [--colour COLOUR] [--limit N]   things, newest first
  paint ID                             paint one thing
  paint --everything                   paint them all;
                                       slowly
  a-command-with-a-long-synopsis [--out FILE]
                                       writes a file

COLOUR is red or blue.`;

describe("a command table", () => {
  it("writes its usage: synopses in a column, a long one on its own line, then the notes", () => {
    expect(usageOf(table([]))).toBe(USAGE);
  });

  it("answers help, --help and -h with the usage, exit 0, opening nothing", async () => {
    const events: string[] = [];
    for (const argv of [["help"], ["--help"], ["-h"], ["list", "-h"]]) {
      expect(await run(argv, table(events))).toEqual({ code: 0, stdout: `${USAGE}\n`, stderr: "" });
    }
    expect(events).toEqual([]);
  });

  it("runs a command with its words and options read, and closes what it opened", async () => {
    const events: string[] = [];
    expect(await run(["list", "--limit", "5", "--colour", "red"], table(events))).toEqual({
      code: 0,
      stdout: "list red 5\n",
      stderr: "",
    });
    expect((await run(["list"], table(events))).stdout).toBe("list - 10\n");
    expect(await run(["paint", "7"], table(events))).toMatchObject({
      code: 1,
      stdout: "paint 7\n",
    });
    expect(await run(["paint", "--everything"], table(events))).toMatchObject({
      code: 0,
      stdout: "paint all\n",
    });
    expect(events).toEqual(["open", "close", "open", "close", "open", "close", "open", "close"]);
  });

  it("reports what a command threw with exit 1, and still closes", async () => {
    const events: string[] = [];
    expect(await run(["paint", "13"], table(events))).toEqual({
      code: 1,
      stdout: "",
      stderr: "Error: unlucky\n",
    });
    expect(events).toEqual(["open", "close"]);
  });

  it("returns the exit code of an open that failed, running nothing", async () => {
    const result = await run(
      ["list"],
      table([], async (io) => {
        io.stderr("no database\n");
        return { ok: false, exitCode: 1 };
      }),
    );
    expect(result).toEqual({ code: 1, stdout: "", stderr: "no database\n" });
  });

  it("answers a usage error with the error and the usage on stderr, exit 2, opening nothing", async () => {
    const events: string[] = [];
    const cases: [string[], string][] = [
      [[], "No command given."],
      [["frobnicate"], 'Unknown command "frobnicate".'],
      [["list", "--everything"], '"list" does not take --everything.'],
      [["list", "extra"], 'Unexpected argument "extra" for "list".'],
      // The words are read before the options' values.
      [["list", "extra", "--colour", "green"], 'Unexpected argument "extra" for "list".'],
      [["list", "--colour", "green"], 'Unknown colour "green": use red, blue.'],
      [["list", "--limit", "100"], "--limit must be a whole number from 1 to 99."],
      [["list", "--limit", "07"], "--limit must be a whole number from 1 to 99."],
      [["paint"], '"paint" takes exactly one thing ID, or --everything.'],
      [["paint", "1", "2"], '"paint" takes exactly one thing ID, or --everything.'],
      [["paint", "-1"], "Unknown option '-1'"],
      [["paint", "x1"], '"x1" is not a thing ID.'],
      [["paint", "--everything", "1"], '"paint --everything" takes no thing ID.'],
      [["a-command-with-a-long-synopsis", "--out", ""], "--out needs a file name."],
    ];
    for (const [argv, message] of cases) {
      const result = await run(argv, table(events));
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr, argv.join(" ")).toContain(`Error: ${message}`);
      expect(result.stderr.endsWith(`\n\n${USAGE}\n`)).toBe(true);
    }
    expect(events).toEqual([]);
  });

  it("refuses a table whose commands give one option two types", async () => {
    const cli = table([]);
    const broken: CommandTable<Context> = {
      ...cli,
      commands: [
        ...cli.commands,
        command({ name: "x", usage: [], options: { limit: flag }, run: async () => 0 }),
      ],
    };
    await expect(run(["list"], broken)).rejects.toThrow(/--limit/);
  });
});

describe("the ID readers", () => {
  it("take one ID from 1, naming it with its article", () => {
    expect(oneId(["42"], { command: "show", noun: "lead ID" })).toBe(42);
    expect(() => oneId(["0"], { command: "show", noun: "lead ID" })).toThrow(
      new UsageError('"0" is not a lead ID.'),
    );
    expect(() => oneId(["1.5"], { command: "resend", noun: "ID" })).toThrow(
      new UsageError('"1.5" is not an ID.'),
    );
    expect(() => oneId([], { command: "show", noun: "lead ID" })).toThrow(
      new UsageError('"show" takes exactly one lead ID.'),
    );
    expect(() => oneId(["1".repeat(16)], { command: "show", noun: "ID" })).toThrow(UsageError);
  });
});
