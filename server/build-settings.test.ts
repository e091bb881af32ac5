import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTimeConfig, checkBuildSettings } from "./build-settings.ts";
import { loadConfig } from "./config.ts";

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "anden-build-settings-"));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A build directory stamped as scripts/build.ts stamps it, for `env`. */
async function buildMadeWith(env: Record<string, string>): Promise<string> {
  const buildDir = await mkdtemp(path.join(dir, "build-"));
  const stamp = { ...buildTimeConfig(loadConfig(env)), sourceHash: "abc" };
  await writeFile(path.join(buildDir, "site-config.json"), JSON.stringify(stamp, null, 2));
  return buildDir;
}

describe("checkBuildSettings", () => {
  it("accepts a build made with the settings the server runs with", async () => {
    const env = { PUBLIC_BASE_URL: "https://anden.example", GTM_ID: "GTM-ABC123" };
    const buildDir = await buildMadeWith(env);
    await expect(checkBuildSettings(buildDir, loadConfig(env))).resolves.toBeUndefined();
    // Settings that are not baked in may differ.
    await expect(
      checkBuildSettings(buildDir, loadConfig({ ...env, PORT: "4000", LOG_LEVEL: "warn" })),
    ).resolves.toBeUndefined();
  });

  it("refuses a build made for other settings, naming each variable with both values", async () => {
    const buildDir = await buildMadeWith({});
    const running = loadConfig({
      PUBLIC_BASE_URL: "https://anden.example",
      PUBLIC_BASE_URL_AR: "https://anden.example.ar",
      CAPTCHA_PROVIDER: "turnstile",
      TURNSTILE_SITE_KEY: "0x4AAAAAAA",
      TURNSTILE_SECRET: "secret-secret",
    });
    const error = await checkBuildSettings(buildDir, running).then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toMatch(/other settings/);
    expect(error?.message).toContain(
      "PUBLIC_BASE_URL: built with http://localhost:3000, now https://anden.example",
    );
    expect(error?.message).toContain(
      "PUBLIC_BASE_URL_AR: built with (unset), now https://anden.example.ar",
    );
    expect(error?.message).toContain("CAPTCHA_PROVIDER: built with altcha, now turnstile");
    expect(error?.message).toContain("TURNSTILE_SITE_KEY: built with (unset), now 0x4AAAAAAA");
    expect(error?.message).not.toContain("secret-secret");
  });

  it("refuses a build without its settings stamp", async () => {
    const empty = await mkdtemp(path.join(dir, "empty-"));
    await expect(checkBuildSettings(empty, loadConfig({}))).rejects.toThrow(/site-config\.json/);
  });
});
