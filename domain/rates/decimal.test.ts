import { describe, expect, it } from "vitest";
import { readDecimal } from "./decimal.ts";

describe("readDecimal", () => {
  it.each<[string, number | undefined, number | undefined]>([
    // [as typed, in Mexico and Argentina, in the US]
    ["2", 2, 2],
    [" 2.5 ", 2.5, 2.5],
    ["2,5", 2.5, undefined], // a decimal comma where visitors write one
    ["2,25", 2.25, undefined],
    [",5", 0.5, undefined],
    [".5", 0.5, 0.5],
    ["30.", 30, 30],
    ["30,", 30, undefined],
    ["-5", -5, -5], // left for the schema to call not positive
    ["2.255", undefined, undefined], // three decimals
    ["1.000", undefined, undefined], // a thousands separator, not one
    ["1,000", undefined, undefined],
    ["1.000,5", undefined, undefined],
    ["1,000.5", undefined, undefined],
    ["2,5,0", undefined, undefined],
    ["3e1", undefined, undefined],
    ["veinte", undefined, undefined],
    ["", undefined, undefined],
  ])("%j: %s in es-MX and es-AR, %s in the US", (text, spanish, us) => {
    expect(readDecimal(text, "mx")).toBe(spanish);
    expect(readDecimal(text, "ar")).toBe(spanish);
    expect(readDecimal(text, "us")).toBe(us);
  });
});
