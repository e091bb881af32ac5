import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assertReactProductionBuild,
  loadedReactDevelopmentBuilds,
  ProductionModeError,
  settleProductionMode,
} from "./production-mode.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const NODE = path.join(ROOT, "node_modules/.bin/node");

/** Runs Node at the project's root with `args`, and `env` over this process's. */
function runNode(args: string[], env: Record<string, string | undefined>) {
  const cleanEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(cleanEnv))
    if (value === undefined) delete cleanEnv[key];
  return spawnSync(NODE, args, { cwd: ROOT, env: cleanEnv, encoding: "utf8", timeout: 60_000 });
}

describe("settleProductionMode", () => {
  it("sets NODE_ENV to production when the shell has none, without a notice", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(settleProductionMode(env)).toBeUndefined();
    expect(env.NODE_ENV).toBe("production");
  });

  it.each(["development", "test"])("replaces NODE_ENV=%s and says so", (value) => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: value };
    expect(settleProductionMode(env)).toContain(`NODE_ENV=${value} is ignored`);
    expect(env.NODE_ENV).toBe("production");
  });
});

describe("which build of React a process has loaded", () => {
  const listLoaded = `
    const { loadedReactDevelopmentBuilds } = await import("./server/production-mode.ts");
    await import("react");
    await import("react-dom/server");
    console.log(JSON.stringify(loadedReactDevelopmentBuilds()));`;

  it("finds React's and React DOM's development builds loaded without NODE_ENV", () => {
    const run = runNode(["--input-type=module", "-e", listLoaded], { NODE_ENV: undefined });
    expect(run.stderr).toBe("");
    const loaded = JSON.parse(run.stdout) as string[];
    expect(loaded).toContain("react/cjs/react.development.js");
    expect(loaded).toContain("react-dom/cjs/react-dom-server.node.development.js");
  });

  it("finds none when they were loaded with NODE_ENV=production", () => {
    // Node also lists the development file it only read to find the ES module's export names.
    const run = runNode(["--input-type=module", "-e", listLoaded], { NODE_ENV: "production" });
    expect(run.stderr).toBe("");
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it("refuses a process whose NODE_ENV is not production", () => {
    expect(() => assertReactProductionBuild({ NODE_ENV: "development" }, {})).toThrow(
      ProductionModeError,
    );
    expect(() => assertReactProductionBuild({ NODE_ENV: "production" }, {})).not.toThrow();
    expect(loadedReactDevelopmentBuilds({})).toEqual([]);
  });
});

describe("the server's entry (server/main.ts)", () => {
  it("refuses to start, with a clear message, when React was loaded before it in development", () => {
    const run = runNode(["--require", "react", "server/main.ts"], {
      NODE_ENV: undefined,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("Refusing to serve: this process is on React's development build");
    expect(run.stderr).toContain("react/cjs/react.development.js");
    expect(run.stdout).not.toContain("listening");
  });
});
