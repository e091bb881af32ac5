import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildTimeConfig } from "../tooling/site-config-plugin.ts";
import { configSchema, loadConfig } from "./config.ts";

const ROOT = path.join(import.meta.dirname, "..");
const SCHEMA_KEYS = Object.keys(configSchema.shape).sort();

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

/** How the README writes a default that is not the parsed value's text. */
const DOCUMENTED_DEFAULTS: Record<string, string> = { TRUST_PROXY: "false" };

interface Row {
  name: string;
  meaning: string;
  defaultValue: string;
}

/** The rows of the tables in the README's Configuration section, by variable. */
async function configurationRows(): Promise<Row[]> {
  const readme = await readFile(path.join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("\n## Configuration\n");
  expect(start, "README.md has a Configuration section").toBeGreaterThan(-1);
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return section
    .split("\n")
    .filter((line) => /^\|\s*`/.test(line))
    .map((line) => {
      const cells = line
        .split(/(?<!\\)\|/)
        .slice(1, -1)
        .map((cell) => cell.trim());
      expect(cells, line).toHaveLength(3);
      const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0]!)?.[1];
      expect(name, `one variable per row: ${line}`).toBeDefined();
      return { name: name!, meaning: cells[1]!, defaultValue: cells[2]! };
    });
}

/** The variables whose values are baked into the build. */
function buildTimeVariables(): string[] {
  const names = Object.keys(buildTimeConfig(loadConfig({}))).flatMap((key) => {
    if (SCHEMA_KEYS.includes(key)) return [key];
    const sources = DERIVED_BUILD_VALUES[key];
    expect(sources, `buildTimeConfig's ${key}: say which variables it comes from`).toBeDefined();
    return sources!;
  });
  return [...new Set(names)].sort();
}

describe("the README's configuration tables", () => {
  it("list every variable of the schema once, and nothing else", async () => {
    const names = (await configurationRows()).map((row) => row.name);
    expect(
      SCHEMA_KEYS.filter((key) => !names.includes(key)),
      "missing from README.md",
    ).toEqual([]);
    expect(
      names.filter((name) => !SCHEMA_KEYS.includes(name)),
      "not in configSchema",
    ).toEqual([]);
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      "listed twice",
    ).toEqual([]);
  });

  it("give each variable's default as the code has it", async () => {
    const defaults = loadConfig({});
    for (const row of await configurationRows()) {
      const value = defaults[row.name as keyof typeof defaults];
      if (value === undefined) {
        // No default: the cell says what happens instead ("unset"), not a value.
        expect(row.defaultValue, row.name).not.toMatch(/^`[^`]*`$/);
        continue;
      }
      const text = DOCUMENTED_DEFAULTS[row.name] ?? String(value);
      expect(row.defaultValue, row.name).toBe(`\`${text}\``);
    }
  });

  it("mark exactly the variables baked into the build with (build)", async () => {
    const marked = (await configurationRows())
      .filter((row) => row.meaning.includes("_(build)_"))
      .map((row) => row.name)
      .sort();
    expect(marked).toEqual(buildTimeVariables());
  });
});

describe("the Dockerfile", () => {
  it("passes every variable baked into the build to the build stage and the runtime", async () => {
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
    for (const name of buildTimeVariables()) {
      expect(args(build), `ARG ${name} in the build stage`).toContain(name);
      expect(args(runtime), `ARG ${name} in the runtime stage`).toContain(name);
      expect(runtime, `ENV ${name} in the runtime stage`).toContain(`${name}=\${${name}}`);
    }
  });
});
