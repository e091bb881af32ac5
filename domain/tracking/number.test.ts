import { describe, expect, it } from "vitest";
import { cleanTrackingNumber, normaliseTrackingNumber, TRACKING_NUMBER_PATTERN } from "./number.ts";

describe("tracking numbers", () => {
  it.each(["AND-DEMO-1004", "12345", "a-b-c", "X".repeat(40)])("accepts %s", (number) => {
    expect(TRACKING_NUMBER_PATTERN.test(number)).toBe(true);
  });

  it.each(["1234", "X".repeat(41), "AND_1004", "AND/1004", "ÑANDÚ-1", "", "   ", "-----", "AB C"])(
    "rejects %j",
    (number) => {
      expect(TRACKING_NUMBER_PATTERN.test(number)).toBe(false);
      expect(normaliseTrackingNumber(number)).toBeUndefined();
    },
  );

  it("stores numbers trimmed and in upper case", () => {
    expect(normaliseTrackingNumber(" and-demo-1004 ")).toBe("AND-DEMO-1004");
  });

  it("takes a number as it is pasted: spaces inside, odd dashes, full-width, invisible characters", () => {
    expect(normaliseTrackingNumber("\u00a0and-demo -\t1004\n")).toBe("AND-DEMO-1004");
    expect(normaliseTrackingNumber("AND\u2011DEMO\u20131004")).toBe("AND-DEMO-1004");
    expect(normaliseTrackingNumber("AND\u2212DEMO\u20141004")).toBe("AND-DEMO-1004");
    expect(normaliseTrackingNumber("ＡＮＤ－ＤＥＭＯ－１００４")).toBe("AND-DEMO-1004");
    expect(normaliseTrackingNumber("\u200bAND-DEMO-1004\u00ad")).toBe("AND-DEMO-1004");
  });

  it("reads spaces as the dashes they stand for: AND DEMO 1006 is AND-DEMO-1006", () => {
    expect(normaliseTrackingNumber("AND DEMO 1006")).toBe("AND-DEMO-1006");
    expect(normaliseTrackingNumber(" and  demo\u00a01006 ")).toBe("AND-DEMO-1006");
    expect(normaliseTrackingNumber("AND\tDEMO\n1006")).toBe("AND-DEMO-1006");
    expect(normaliseTrackingNumber("AND\u200b DEMO 1006")).toBe("AND-DEMO-1006");
    expect(normaliseTrackingNumber("ＡＮＤ　ＤＥＭＯ　１００６")).toBe("AND-DEMO-1006");
    expect(normaliseTrackingNumber("AND - DEMO - 1006")).toBe("AND-DEMO-1006");
    expect(normaliseTrackingNumber("AND-DEMO 1006")).toBe("AND-DEMO-1006");
  });

  it("cleans a number but keeps its case, for an upstream whose numbers may be case-sensitive", () => {
    expect(cleanTrackingNumber(" and demo–1006 ")).toBe("and-demo-1006");
  });
});
