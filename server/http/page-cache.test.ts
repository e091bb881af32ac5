import { describe, expect, it } from "vitest";
import {
  createPageCache,
  isCurrent,
  joinWith,
  keptBytes,
  marketDay,
  pageCacheKey,
  splitAt,
  type RenderedPage,
} from "./page-cache.ts";

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
      await isCurrent({ ...page(notFound), lookups: [] }, async () => ({ kind: "unavailable" })),
    ).toBe(true);
  });
});

describe("the cache's size", () => {
  const rendered = (body: Uint8Array, headers: Array<[string, string]> = []): RenderedPage => ({
    status: 200,
    headers,
    parts: splitAt(body, "PH"),
    lookups: [],
  });

  it("counts the whole buffer a page's parts are views of, its headers and its key", () => {
    // A body rendered into a larger buffer (a stream's chunk): its parts keep all of it alive.
    const buffer = new ArrayBuffer(10_000);
    const body = new Uint8Array(buffer, 0, 100).fill(97);
    const headers: Array<[string, string]> = [["content-type", "text/html; charset=utf-8"]];
    const bytes = keptBytes("mx 2026-11-27 /cotizador?weight=1", rendered(body, headers));
    expect(bytes).toBeGreaterThanOrEqual(10_000 + 2 * "content-type".length);
    expect(bytes).toBeLessThan(10_000 + 500);
  });

  it("keeps no more bytes than it is sized for, however the pages hold them", () => {
    const cache = createPageCache(100_000);
    for (let index = 0; index < 50; index += 1) {
      const body = new Uint8Array(new ArrayBuffer(10_000), 0, 10);
      cache.set(`mx 2026-11-27 /cotizador?weight=${index}`, rendered(body));
    }
    let held = 0;
    for (const [key, page] of cache.entries()) held += keptBytes(key, page);
    expect(held).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeLessThan(10);
  });
});

describe("pageCacheKey and marketDay", () => {
  it("key a page by market, day and path with query, never by host", () => {
    expect(pageCacheKey("mx", "2026-11-27", "http://a.example/cotizador?weight=1")).toBe(
      pageCacheKey("mx", "2026-11-27", "https://b.example/cotizador?weight=1"),
    );
    expect(pageCacheKey("mx", "2026-11-27", "http://a.example/cotizador?weight=1")).not.toBe(
      pageCacheKey("mx", "2026-11-28", "http://a.example/cotizador?weight=1"),
    );
  });

  it("give the market's date, which changes at its midnight", () => {
    let clock = new Date("2026-11-27T05:59:00Z");
    const today = marketDay("mx", () => clock);
    expect(today()).toBe("2026-11-26");
    clock = new Date("2026-11-27T06:00:00Z");
    expect(today()).toBe("2026-11-27");
  });
});
