import { parseArgs } from "node:util";

/** Where an operator command writes, and the environment it reads; tests pass their own. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  env: Record<string, string | undefined>;
}

export const processIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
};

/** An error's message for an operator's terminal. */
export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A mistake in the command line: reported with the usage, exit code 2. */
export class UsageError extends Error {}

/** `--name`, true when given. */
export interface CliFlag {
  type: "boolean";
}

/** `--name VALUE`, its text checked and turned into the command's value (throws UsageError). */
export interface CliValue<T> {
  type: "string";
  parse(text: string, name: string): T;
}

export type CliOption = CliFlag | CliValue<unknown>;
export type OptionsSchema = Record<string, CliOption>;

/** The options given, as node:util's parseArgs reads them. */
export type RawValues<S extends OptionsSchema> = {
  [K in keyof S]?: S[K] extends CliValue<unknown> ? string : boolean;
};
/** The options given, each through its parse. */
export type Values<S extends OptionsSchema> = {
  [K in keyof S]?: S[K] extends CliValue<infer T> ? T : boolean;
};

export const flag: CliFlag = { type: "boolean" };

/** One of `choices`: `Unknown status "x": use a, b.` otherwise. */
export function oneOf<T extends string>(choices: readonly T[]): CliValue<T> {
  return {
    type: "string",
    parse(text, name) {
      if (!(choices as readonly string[]).includes(text)) {
        throw new UsageError(`Unknown ${name} "${text}": use ${choices.join(", ")}.`);
      }
      return text as T;
    },
  };
}

/** A whole number from 1 to `max`, written without leading zeros. */
export function wholeNumber(max: number): CliValue<number> {
  return {
    type: "string",
    parse(text, name) {
      if (!/^[1-9]\d*$/.test(text) || Number(text) > max) {
        throw new UsageError(`--${name} must be a whole number from 1 to ${max}.`);
      }
      return Number(text);
    },
  };
}

/** A file to write to. */
export const fileName: CliValue<string> = {
  type: "string",
  parse(text, name) {
    if (text === "") throw new UsageError(`--${name} needs a file name.`);
    return text;
  },
};

const ID = /^[1-9]\d{0,14}$/;

/**
 * The words of a command that takes one ID (a row's, named `noun` in its errors: "lead ID") or,
 * instead, `--${alternative}`: the ID, or "all" when the alternative was given.
 */
export function oneIdOr(
  words: readonly string[],
  alternativeGiven: boolean | undefined,
  { command, noun, alternative }: { command: string; noun: string; alternative: string },
): number | "all" {
  if (alternativeGiven) {
    if (words.length > 0) throw new UsageError(`"${command} --${alternative}" takes no ${noun}.`);
    return "all";
  }
  return oneId(words, { command, noun, alternative });
}

/** The words of a command that takes exactly one ID (named `noun` in its errors). */
export function oneId(
  words: readonly string[],
  { command, noun, alternative }: { command: string; noun: string; alternative?: string },
): number {
  if (words.length !== 1) {
    const or = alternative ? `, or --${alternative}` : "";
    throw new UsageError(`"${command}" takes exactly one ${noun}${or}.`);
  }
  const [text] = words as [string];
  if (!ID.test(text)) {
    throw new UsageError(`"${text}" is not ${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}.`);
  }
  return Number(text);
}

/** One row of a command table. */
export interface CliCommand<Context, S extends OptionsSchema, A> {
  name: string;
  /** Its lines in the usage: a synopsis and what it does, on one line or more. */
  usage: readonly (readonly [synopsis: string, summary: string])[];
  /** The options it takes; a command line giving another is a usage error. */
  options?: S;
  /** Reads the words after its name (throws UsageError); without it, it takes none. */
  args?(words: readonly string[], raw: RawValues<S>): A;
  /** Runs the command; resolves to the exit code. */
  run(line: { args: A; values: Values<S> }, context: Context): Promise<number>;
}

type AnyCommand<Context> = CliCommand<Context, OptionsSchema, unknown>;

/** Types one command of a table whose commands get `Context` (options and args inferred). */
export function commandOf<Context>() {
  return <S extends OptionsSchema = Record<never, CliOption>, A = undefined>(
    command: CliCommand<Context, S, A>,
  ) => command as unknown as AnyCommand<Context>;
}

/** What a table's commands run with once the command line is known to be right, and its end. */
export type Opened<Context> =
  { ok: true; context: Context; close(): Promise<void> } | { ok: false; exitCode: number };

export interface CommandTable<Context> {
  /** How an operator runs it: "npm run leads". */
  invocation: string;
  commands: readonly AnyCommand<Context>[];
  /** Lines after the commands in the usage. */
  notes: readonly string[];
  /** Opens what the commands need (reporting its failure on io.stderr). */
  open(io: CliIo): Promise<Opened<Context>>;
}

const SYNOPSIS_WIDTH = 35;
const SUMMARY_INDENT = " ".repeat(2 + SYNOPSIS_WIDTH + 2);

/** The table's usage: its commands with what each does, then its notes. */
export function usageOf(table: CommandTable<unknown>): string {
  const lines = table.commands.flatMap((command) =>
    command.usage.flatMap(([synopsis, summary]) => {
      const [first, ...more] = summary.split("\n");
      const head =
        synopsis.length > SYNOPSIS_WIDTH
          ? [`  ${synopsis}`, `${SUMMARY_INDENT}${first}`]
          : [`  ${synopsis.padEnd(SYNOPSIS_WIDTH)}  ${first}`];
      return [...head, ...more.map((line) => `${SUMMARY_INDENT}${line}`)];
    }),
  );
  return [
    `Usage: ${table.invocation} -- <command>`,
    "",
    "Commands:",
    ...lines,
    "",
    ...table.notes,
  ].join("\n");
}

type Parsed<Context> =
  "help" | { command: AnyCommand<Context>; line: { args: unknown; values: Values<OptionsSchema> } };

function parseCommandLine<Context>(
  table: CommandTable<Context>,
  argv: readonly string[],
): Parsed<Context> {
  const options: Record<string, { type: "string" | "boolean"; short?: string }> = {
    help: { type: "boolean", short: "h" },
  };
  for (const command of table.commands) {
    for (const [name, option] of Object.entries(command.options ?? {})) {
      if (options[name] && options[name].type !== option.type) {
        throw new Error(`--${name} is a ${options[name].type} in one command, not in another`);
      }
      options[name] = { type: option.type };
    }
  }
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new UsageError(describeError(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return "help";
  const [name, ...words] = positionals;
  if (name === undefined) throw new UsageError("No command given.");
  if (name === "help") return "help";
  const command = table.commands.find((entry) => entry.name === name);
  if (!command) throw new UsageError(`Unknown command "${name}".`);
  const schema = command.options ?? {};
  for (const option of Object.keys(values)) {
    if (!Object.hasOwn(schema, option)) {
      throw new UsageError(`"${name}" does not take --${option}.`);
    }
  }
  const raw = values as RawValues<OptionsSchema>;
  let args: unknown;
  if (command.args) args = command.args(words, raw);
  else if (words.length > 0) {
    throw new UsageError(`Unexpected argument "${words[0]}" for "${name}".`);
  }
  const read: Record<string, unknown> = {};
  for (const [option, spec] of Object.entries(schema)) {
    const given = raw[option];
    if (given === undefined) continue;
    read[option] = spec.type === "string" ? spec.parse(String(given), option) : given;
  }
  return { command, line: { args, values: read as Values<OptionsSchema> } };
}

/**
 * Runs one operator command of `table`. The exit code: 0 done (the usage, too, when asked for),
 * 1 failed (what the command says, or what it threw, or what `open` reported), 2 usage error
 * (written with the usage).
 */
export async function runCommandTable<Context>(
  table: CommandTable<Context>,
  argv: readonly string[],
  io: CliIo,
): Promise<number> {
  let parsed: Parsed<Context>;
  try {
    parsed = parseCommandLine(table, argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(`Error: ${error.message}\n\n${usageOf(table)}\n`);
    return 2;
  }
  if (parsed === "help") {
    io.stdout(`${usageOf(table)}\n`);
    return 0;
  }
  const opened = await table.open(io);
  if (!opened.ok) return opened.exitCode;
  try {
    return await parsed.command.run(parsed.line, opened.context);
  } catch (error) {
    io.stderr(`Error: ${describeError(error)}\n`);
    return 1;
  } finally {
    await opened.close();
  }
}
