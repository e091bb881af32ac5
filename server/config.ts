import { z } from "zod";
import { captchaConfig } from "./captcha/config.ts";
import { editorConfig } from "./cms/config.ts";
import { CONFIG_GROUPS, type ConfigDoc } from "./config-kinds.ts";
import { contactConfig } from "./contact/config.ts";
import { databaseConfig } from "./db/config.ts";
import { ratesConfig } from "./rates/config.ts";
import { siteConfig } from "./site-config.ts";
import { trackingConfig } from "./tracking/config.ts";
import { trackingUpdatesConfig } from "./tracking-updates/config.ts";

export { CONFIG_GROUPS, type ConfigDoc };
export { marketBaseUrls } from "./site-config.ts";

const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

/**
 * The whole configuration: each feature's slice (its variables, defaults, docs and checks), in
 * one schema that `loadConfig` reads the environment with.
 */
export const configSchema = z
  .object({
    ...siteConfig.shape,
    ...databaseConfig.shape,
    ...contactConfig.shape,
    ...captchaConfig.shape,
    ...trackingConfig.shape,
    ...trackingUpdatesConfig.shape,
    ...ratesConfig.shape,
    ...editorConfig.shape,
  })
  .superRefine((config, ctx) => {
    siteConfig.check?.(config, ctx);
    databaseConfig.check?.(config, ctx);
    contactConfig.check?.(config, ctx);
    captchaConfig.check?.(config, ctx);
    trackingUpdatesConfig.check?.(config, ctx);
    editorConfig.check?.(config, ctx);
  });

export type Config = z.infer<typeof configSchema>;

const CONFIG_KEYS = Object.keys(configSchema.shape);

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the configuration from the environment. Throws a ConfigError whose message names every
 * bad variable, so a misconfigured deployment stops at start instead of failing later.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(CONFIG_KEYS.map((key) => [key, emptyAsUndefined(env[key])]));
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
