import { parseArgs, type ParseArgsConfig } from "node:util";
import { isMarketId, MARKET_IDS, type MarketId } from "../domain/site.ts";
import { describeError, UsageError } from "../server/cli/commands.ts";

export { UsageError };

type Parsed<T extends ParseArgsConfig> = ReturnType<typeof parseArgs<T>>;

/** What a developer script's command line asks for: its usage, or a run with these options. */
export type ScriptCommandLine<T extends ParseArgsConfig> =
  { help: true } | ({ help: false } & Parsed<T>);

/**
 * Reads a developer script's command line (`npm run bench:pages -- …`) with node:util's
 * parseArgs, strict: `--help` or `-h` anywhere asks for the usage; an option the script does not
 * take, or one missing its value, is a UsageError.
 */
export function readScriptOptions<T extends ParseArgsConfig>(
  config: T,
  args: readonly string[],
): ScriptCommandLine<T> {
  if (args.some((arg) => arg === "--help" || arg === "-h")) return { help: true };
  try {
    const parsed = parseArgs({ ...config, args: [...args], strict: true }) as Parsed<T>;
    return { help: false, ...parsed };
  } catch (error) {
    throw new UsageError(describeError(error));
  }
}

/**
 * A developer script's options, or its end: the usage on standard output for `--help` (exit code
 * 0), what is wrong and the usage on standard error for a mistyped command line (exit code 2),
 * as the operator commands answer (server/cli), never a stack trace. `check` reads the values
 * further (a market's name, a number) and throws UsageError for a wrong one.
 */
export function scriptOptions<T extends ParseArgsConfig, R>(
  usage: string,
  config: T,
  check: (parsed: Parsed<T>) => R,
  args: readonly string[] = process.argv.slice(2),
): R {
  try {
    const line = readScriptOptions(config, args);
    if (line.help) {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    }
    return check(line);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`Error: ${error.message}\n\n${usage}\n`);
    process.exit(2);
  }
}

/** `--market`, else SITE_MARKET, else Mexico; a name that is not a market is a UsageError. */
export function marketOption(given: string | undefined): MarketId {
  const market = given ?? process.env.SITE_MARKET ?? "mx";
  if (!isMarketId(market)) {
    throw new UsageError(`Unknown market "${market}": use ${MARKET_IDS.join(", ")}.`);
  }
  return market;
}
