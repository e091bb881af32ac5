import { describe, expect, it } from "vitest";
import { initialNavbarScrollState, nextNavbarScrollState } from "./navbar.ts";

const scrollThrough = (...positions: number[]) =>
  positions.reduce(nextNavbarScrollState, initialNavbarScrollState);

describe("navbar scroll state", () => {
  it("hides when scrolling down by more than 10 px", () => {
    expect(scrollThrough(11).hidden).toBe(true);
  });

  it("ignores movements of 10 px or less", () => {
    expect(scrollThrough(10).hidden).toBe(false);
    expect(scrollThrough(200, 195, 191).hidden).toBe(true);
  });

  it("measures small steps from the last decision, so a slow scroll still counts", () => {
    expect(scrollThrough(4, 8, 12).hidden).toBe(true);
  });

  it("shows again when scrolling up by more than 10 px", () => {
    expect(scrollThrough(300, 289).hidden).toBe(false);
  });

  it("gets a background only past 100 px", () => {
    expect(scrollThrough(100).withBackground).toBe(false);
    expect(scrollThrough(101).withBackground).toBe(true);
    expect(scrollThrough(101, 99).withBackground).toBe(false);
  });

  it("updates the background even inside the direction threshold", () => {
    expect(scrollThrough(95, 102)).toMatchObject({ withBackground: true });
  });

  it("returns the same object when nothing changes, so React skips the render", () => {
    const state = scrollThrough(50);
    expect(nextNavbarScrollState(state, 52)).toBe(state);
  });
});
