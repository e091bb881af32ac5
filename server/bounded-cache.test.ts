import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache.ts";

describe("BoundedCache", () => {
  it("drops the least recently used entry past maxEntries", () => {
    const cache = new BoundedCache<string, number>({ maxEntries: 2 });
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1); // a is now the most recently used
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.get("c")).toBe(3);
    expect(cache.size).toBe(2);
  });

  it("keeps the sum of sizes within maxSize and refuses a value larger than it", () => {
    const cache = new BoundedCache<string, string>({
      maxEntries: 100,
      maxSize: 10,
      sizeOf: (value) => value.length,
    });
    cache.set("a", "xxxx");
    cache.set("b", "yyyy");
    cache.set("c", "zzzz");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.totalValueSize).toBe(8);
    cache.set("huge", "x".repeat(11));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.totalValueSize).toBe(8);
  });

  it("replaces a key's value and forgets a deleted one", () => {
    const cache = new BoundedCache<string, string>({
      maxEntries: 10,
      maxSize: 100,
      sizeOf: (value) => value.length,
    });
    cache.set("a", "12345");
    cache.set("a", "12");
    expect(cache.get("a")).toBe("12");
    expect(cache.totalValueSize).toBe(2);
    cache.delete("a");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalValueSize).toBe(0);
  });

  it("stays bounded under many distinct keys", () => {
    const cache = new BoundedCache<number, number>({ maxEntries: 50 });
    for (let key = 0; key < 10_000; key += 1) cache.set(key, key);
    expect(cache.size).toBe(50);
    expect(cache.get(9_999)).toBe(9_999);
    expect(cache.get(9_949)).toBeUndefined();
  });
});
