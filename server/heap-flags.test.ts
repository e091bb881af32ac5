import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_HEAP_FLAGS } from "./heap-flags.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("the server's heap flags", () => {
  it("are the ones npm start runs the server with", async () => {
    const manifest = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toBe(`node ${SERVER_HEAP_FLAGS.join(" ")} scripts/start.ts`);
  });

  it("are the ones the container runs the server with", async () => {
    const dockerfile = await readFile(path.join(ROOT, "Dockerfile"), "utf8");
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? "[]")).toEqual(["node", ...SERVER_HEAP_FLAGS, "server/main.ts"]);
  });
});
