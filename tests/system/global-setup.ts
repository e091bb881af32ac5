import { build, buildIsCurrent } from "../../scripts/build.ts";
import { loadConfig } from "../../server/config.ts";
import { systemBuildEnv } from "./server-process.ts";

/** Vitest global setup of the system tests: build/mx, rebuilt only when it is not current. */
export default async function setup(): Promise<void> {
  const env = systemBuildEnv();
  if (!(await buildIsCurrent(loadConfig(env)))) {
    console.log("tests/system: build/mx is missing or stale, building it");
    await build(env);
  }
}
