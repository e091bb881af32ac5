import { createHash } from "node:crypto";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { renderSprite } from "./sprite-plugin.ts";

describe("renderSprite", () => {
  it("names the file by its content, under /assets/ (cached for good)", async () => {
    const { url, svg } = await renderSprite(path.resolve(import.meta.dirname, ".."));
    const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 8);
    expect(url).toBe(`/assets/sprite-${hash}.svg`);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="/);
  });
});
