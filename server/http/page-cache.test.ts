import { describe, expect, it } from "vitest";
import { isCurrent, joinWith, splitAt, type RenderedPage } from "./page-cache.ts";

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString("utf8");
const encode = (value: string) => new TextEncoder().encode(value);

describe("splitAt and joinWith", () => {
  it("put the nonce wherever the placeholder was, at the ends too", () => {
    for (const body of ["PH<a nonce=PH>é</a>PH", "<p>no script</p>", "PHPH", ""]) {
      const parts = splitAt(encode(body), "PH");
      expect(text(joinWith(parts, "n0nce=="))).toBe(body.replaceAll("PH", "n0nce=="));
    }
  });
});

describe("isCurrent", () => {
  const notFound = { kind: "not_found" } as const;
  const page = (answer: object): RenderedPage => ({
    status: 200,
    headers: [],
    parts: [],
    lookups: [["AND-1", new WeakRef(answer as typeof notFound)]],
  });

  it("holds while every lookup answers the very same result", async () => {
    expect(await isCurrent(page(notFound), async () => notFound)).toBe(true);
    expect(await isCurrent(page(notFound), async () => ({ kind: "not_found" }))).toBe(false);
    expect(
      await isCurrent({ ...page(notFound), lookups: [] }, async () => ({ kind: "rate_limited" })),
    ).toBe(true);
  });
});
