import { describe, expect, it } from "vitest";
import { nextSlide, previousSlide, slidePosition } from "./testimonials.ts";

describe("testimonial rotation", () => {
  it("advances one slide and wraps from the last to the first", () => {
    expect(nextSlide(0, 5)).toBe(1);
    expect(nextSlide(4, 5)).toBe(0);
    expect(previousSlide(0, 5)).toBe(4);
  });

  it("labels each slide active, next, previous or inactive", () => {
    expect([0, 1, 2, 3, 4].map((i) => slidePosition(i, 0, 5))).toEqual([
      "active",
      "next",
      "inactive",
      "inactive",
      "previous",
    ]);
    expect([0, 1, 2, 3, 4].map((i) => slidePosition(i, 4, 5))).toEqual([
      "next",
      "inactive",
      "inactive",
      "previous",
      "active",
    ]);
  });

  it("with two slides the other one is next, never also previous", () => {
    expect([0, 1].map((i) => slidePosition(i, 1, 2))).toEqual(["next", "active"]);
  });
});
