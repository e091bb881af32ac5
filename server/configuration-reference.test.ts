import { readFile } from "node:fs/promises";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { describe, expect, it } from "vitest";
import { BUILD_TIME_VARIABLES, buildTimeConfig } from "./build-settings.ts";
import { configSchema, loadConfig } from "./config.ts";
import { CONFIGURATION_REFERENCE_FILE, configurationReference } from "./configuration-reference.ts";

const ROOT = path.join(import.meta.dirname, "..");

/** A buildTimeConfig entry that is not itself a variable, and the variables it comes from. */
const DERIVED_BUILD_VALUES: Record<string, string[]> = {
  CAPTCHA_SITE_KEY: ["TURNSTILE_SITE_KEY", "RECAPTCHA_SITE_KEY"],
  MARKET_BASE_URLS: [
    "PUBLIC_BASE_URL",
    "PUBLIC_BASE_URL_MX",
    "PUBLIC_BASE_URL_AR",
    "PUBLIC_BASE_URL_US",
  ],
};

describe("docs/configuration.md", () => {
  it("is the reference the schema generates (npm run docs:config writes it)", async () => {
    const file = path.join(ROOT, CONFIGURATION_REFERENCE_FILE);
    const options = await resolveConfig(file);
    const expected = await format(configurationReference(), { ...options, filepath: file });
    const committed = await readFile(file, "utf8");
    expect(committed, "docs/configuration.md is stale: run `npm run docs:config`").toBe(expected);
  });

  it("documents every variable of the schema, with its default", () => {
    const reference = configurationReference();
    const defaults = loadConfig({});
    for (const name of Object.keys(configSchema.shape) as Array<keyof typeof defaults>) {
      const row = reference.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      const value = defaults[name];
      if (value !== undefined && name !== "TRUST_PROXY") {
        expect(row, name).toMatch(
          new RegExp(`\\| \`${String(value).replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\` \\|$`),
        );
      }
    }
  });
});

describe("the variables baked into the build", () => {
  it("are buildTimeConfig's and those its derived values come from", () => {
    const fromBuild = Object.keys(buildTimeConfig(loadConfig({}))).flatMap(
      (key) => DERIVED_BUILD_VALUES[key] ?? [key],
    );
    expect([...BUILD_TIME_VARIABLES].sort()).toEqual([...new Set(fromBuild)].sort());
  });

  it("are marked (build) in the reference, and no other", () => {
    const marked = configurationReference()
      .split("\n")
      .filter((line) => line.startsWith("| `") && line.includes("_(build)_"))
      .map((line) => /^\| `(\w+)`/.exec(line)?.[1]);
    expect(marked.sort()).toEqual([...BUILD_TIME_VARIABLES].sort());
  });

  it("are passed by the Dockerfile to the build stage and the runtime", async () => {
    const dockerfile = await readFile(path.join(ROOT, "Dockerfile"), "utf8");
    const stage = (name: string) => {
      const start = dockerfile.search(new RegExp(`^FROM .+ AS ${name}$`, "m"));
      expect(start, `stage ${name}`).toBeGreaterThan(-1);
      const next = dockerfile.slice(start + 1).search(/^FROM /m);
      return next === -1 ? dockerfile.slice(start) : dockerfile.slice(start, start + 1 + next);
    };
    const args = (text: string) => [...text.matchAll(/^ARG (\w+)/gm)].map((match) => match[1]);
    const build = stage("build");
    const runtime = stage("runtime");
    for (const name of BUILD_TIME_VARIABLES) {
      expect(args(build), `ARG ${name} in the build stage`).toContain(name);
      expect(args(runtime), `ARG ${name} in the runtime stage`).toContain(name);
      expect(runtime, `ENV ${name} in the runtime stage`).toContain(`${name}=\${${name}}`);
    }
  });
});
