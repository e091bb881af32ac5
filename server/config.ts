import { z } from "zod";
import { MARKET_IDS } from "../app/site.ts";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((url) => url.replace(/\/+$/, ""));

const databaseUrl = z
  .string()
  .regex(/^(file:.+|postgres(ql)?:\/\/.+)$/, "must be file:PATH or postgres://...");

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_MARKET: z.enum(MARKET_IDS).default("mx"),
  PUBLIC_BASE_URL: httpUrl.default("http://localhost:3000"),
  DATABASE_URL: databaseUrl.default("file:data/anden.sqlite"),
  MERCHANT_APP_URL: httpUrl.default("https://app.anden.example"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the configuration from the environment. Throws a ConfigError whose message names every
 * bad variable, so a misconfigured deployment stops at start instead of failing later.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(configSchema.shape).map((key) => [key, emptyAsUndefined(env[key])]),
  );
  const result = configSchema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return result.data;
}

/** Each market is its own build (copy and settings are baked in), so builds of several coexist. */
export function buildDirectoryFor(market: Config["SITE_MARKET"]): string {
  return `build/${market}`;
}
