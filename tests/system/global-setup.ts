import { ensureBuild } from "../../scripts/site-build.ts";
import { systemBuildEnv } from "./server-process.ts";

/** Vitest global setup of the system tests: build/mx, rebuilt only when it is not current. */
export default async function setup(): Promise<void> {
  await ensureBuild(systemBuildEnv(), {
    onBuild: () => console.log("tests/system: build/mx is missing or stale, building it"),
  });
}
