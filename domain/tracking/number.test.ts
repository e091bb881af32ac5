import { describe, expect, it } from "vitest";
import { normaliseTrackingNumber, TRACKING_NUMBER_PATTERN } from "./number.ts";

describe("tracking numbers", () => {
  it.each(["AND-DEMO-1004", "12345", "a-b-c", "X".repeat(40)])("accepts %s", (number) => {
    expect(TRACKING_NUMBER_PATTERN.test(number)).toBe(true);
  });

  it.each(["1234", "X".repeat(41), "AND 1004", "AND_1004", "AND/1004", "ÑANDÚ-1", "", "-----"])(
    "rejects %j",
    (number) => {
      expect(TRACKING_NUMBER_PATTERN.test(number)).toBe(false);
      expect(normaliseTrackingNumber(number)).toBeUndefined();
    },
  );

  it("stores numbers trimmed and in upper case", () => {
    expect(normaliseTrackingNumber(" and-demo-1004 ")).toBe("AND-DEMO-1004");
  });
});
