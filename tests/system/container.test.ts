import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, SYSTEM_PORTS } from "./server-process.ts";
import { checkSiteAnswers } from "./site-answers.ts";

/**
 * The container image (Dockerfile) answers as `npm start` does: built for Mexico with no build
 * argument, run with the image's own command, every kind of page and API in the market's text,
 * also with NODE_ENV=development given at `docker run`. Needs a Docker engine; where none answers,
 * the test says so and is skipped (docs/deploy.md, "Checking an image by hand", does it by hand).
 */

const MINUTE = 60_000;
const IMAGE = `anden-web:system-test-${process.pid}`;
const IMAGE_BASE_URL = "http://localhost:3000";

function dockerUnavailable(): string | undefined {
  const info = spawnSync("docker", ["info", "--format", "{{.ServerVersion}}"], {
    encoding: "utf8",
    timeout: 30_000,
  });
  if (info.error) return `no docker command (${info.error.message})`;
  if (info.status !== 0) {
    const why = info.stderr.trim().split("\n").at(-1) ?? `exit ${info.status}`;
    return `no Docker engine answers here (docker info: ${why})`;
  }
  return undefined;
}

function docker(args: string[], timeout = 2 * MINUTE) {
  const result = spawnSync("docker", args, { cwd: ROOT, encoding: "utf8", timeout });
  if (result.status !== 0) {
    throw new Error(`docker ${args[0]} exited ${result.status}:\n${result.stderr.slice(-4_000)}`);
  }
  return result.stdout.trim();
}

const unavailable = dockerUnavailable();
if (unavailable) {
  console.log(
    `Container test skipped: ${unavailable}. Run it where Docker runs, or check an image by hand ` +
      '(docs/deploy.md, section 1, "Checking an image by hand").',
  );
}

describe.skipIf(unavailable !== undefined)("the container image", () => {
  const containers: string[] = [];

  beforeAll(() => {
    docker(["build", "--build-arg", "SITE_MARKET=mx", "-t", IMAGE, "."], 20 * MINUTE);
  }, 20 * MINUTE);

  afterAll(() => {
    for (const container of containers) spawnSync("docker", ["rm", "-f", container]);
    spawnSync("docker", ["image", "rm", "-f", IMAGE]);
  });

  it.each([[[]], [["-e", "NODE_ENV=development"]]])(
    "serves every kind of page and API of Mexico with its own command (docker run %j)",
    async (runArgs: string[]) => {
      const port = SYSTEM_PORTS.container;
      const container = docker(["run", "-d", "-p", `127.0.0.1:${port}:3000`, ...runArgs, IMAGE]);
      containers.push(container);
      const baseUrl = `http://127.0.0.1:${port}`;
      const deadline = Date.now() + 2 * MINUTE;
      let ready = false;
      while (!ready && Date.now() < deadline) {
        ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
          (response) => response.ok,
          () => false,
        );
        if (!ready) await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      const logs = () => spawnSync("docker", ["logs", container], { encoding: "utf8" });
      expect(ready, logs().stdout + logs().stderr).toBe(true);
      expect(await checkSiteAnswers("mx", baseUrl, IMAGE_BASE_URL)).toEqual([]);
      const output = logs();
      expect(`${output.stdout}\n${output.stderr}`).not.toMatch(/"level":(50|60)\b/);
      docker(["rm", "-f", container]);
    },
    5 * MINUTE,
  );
});
