import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildDirectoryFor, loadConfig, type Config } from "../server/config.ts";
import { BUILD_STAMP_FILE, buildTimeConfig } from "../server/build-settings.ts";

// Whether a market's build is current, and building it in a process of its own. Nothing here loads
// React, Vite or the content check: `npm start` serves from the process that imports this, and React
// must be loaded there only once the server has settled NODE_ENV (ADR 50).

const ROOT = path.resolve(import.meta.dirname, "..");

const stampFile = (config: Config) =>
  path.join(ROOT, buildDirectoryFor(config.SITE_MARKET), BUILD_STAMP_FILE);

const BUILD_INPUTS = [
  "app",
  // The code and content both sides share: the copy and the fact sheet are bundled from here.
  "domain",
  "tooling",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package-lock.json",
  // What the build does to the prerendered pages after React Router (critical CSS).
  "scripts/build.ts",
  "scripts/critical-css-plans.ts",
  "server/http/critical-css.ts",
];

/** A hash of everything the client and server bundles are made from. */
export async function sourceHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const input of BUILD_INPUTS) {
    const inputPath = path.join(ROOT, input);
    const entries = await readdir(inputPath, { recursive: true, withFileTypes: true }).catch(
      () => null,
    );
    const files = entries
      ? entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
      : [inputPath];
    for (const file of files.sort()) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash
        .update(path.relative(ROOT, file))
        .update("\0")
        .update(await readFile(file));
    }
  }
  return hash.digest("hex");
}

const stampFor = async (config: Config) =>
  JSON.stringify({ ...buildTimeConfig(config), sourceHash: await sourceHash() }, null, 2);

/** A build is current when it was made from the same sources with the same baked-in settings. */
export async function buildIsCurrent(config: Config): Promise<boolean> {
  try {
    return (await readFile(stampFile(config), "utf8")) === (await stampFor(config));
  } catch {
    return false;
  }
}

/** Records what a finished build was made from (scripts/build.ts, once everything is written). */
export async function writeBuildStamp(config: Config): Promise<void> {
  await writeFile(stampFile(config), await stampFor(config));
}

/**
 * Builds the site for the configuration in `env` unless its build is current, with
 * `node scripts/build.ts` in a child process (its output goes to this process's). Resolves to
 * whether it built; rejects when the build fails.
 */
export async function ensureBuild(
  env: Record<string, string | undefined> = process.env,
  options: { onBuild?: () => void } = {},
): Promise<boolean> {
  if (await buildIsCurrent(loadConfig(env))) return false;
  options.onBuild?.();
  const child = spawn(process.execPath, [path.join(ROOT, "scripts/build.ts")], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`The build failed (node scripts/build.ts exited ${code})`);
  return true;
}
