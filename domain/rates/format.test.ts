import { describe, expect, it } from "vitest";
import { formatMeasure, formatMoney, formatNumber, unitLabel, unitName } from "./format.ts";

/** Intl separates a number from its unit or currency with a (no-break) space. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("the rates page's figures, through Intl in the market's locale", () => {
  it.each<[Parameters<typeof formatMeasure>, string]>([
    [[2.25, "kg", "es-MX"], "2.25 kg"],
    [[2.25, "kg", "es-AR"], "2,25 kg"],
    [[2.5, "kg", "es-AR"], "2,5 kg"],
    [[4.14, "lb", "en-US"], "4.14 lb"],
    [[2200, "lb", "en-US"], "2,200 lb"],
    [[108, "in", "en-US"], "108 in"],
    [[240, "cm", "es-MX"], "240 cm"],
    [[1000, "kg", "es-MX"], "1,000 kg"],
    [[9.256, "kg", "es-MX"], "9.26 kg"],
  ])("formatMeasure(%j) = %s", (args, text) => {
    expect(plain(formatMeasure(...args))).toBe(text);
  });

  it("keeps a figure and its unit on one line", () => {
    expect(formatMeasure(240, "cm", "es-AR")).toBe("240\u00a0cm");
    expect(formatMeasure(2200, "lb", "en-US")).toBe("2,200\u00a0lb");
  });

  it("names each unit as the locale writes it", () => {
    expect(unitLabel("cm", "es-MX")).toBe("cm");
    expect(unitLabel("kg", "es-AR")).toBe("kg");
    expect(unitLabel("in", "en-US")).toBe("in");
    expect(unitLabel("lb", "en-US")).toBe("lb");
    expect(unitName("cm", "es-MX")).toBe("centímetros");
    expect(unitName("kg", "es-AR")).toBe("kilogramos");
    expect(unitName("in", "en-US")).toBe("inches");
    expect(unitName("lb", "en-US")).toBe("pounds");
  });

  it("writes plain numbers, grouped or not", () => {
    expect(formatNumber(0.5, "es-AR")).toBe("0,5");
    expect(formatNumber(4000, "es-MX")).toBe("4,000");
    expect(formatNumber(4000, "es-MX", { grouping: false })).toBe("4000");
    expect(formatNumber(139, "en-US", { grouping: false })).toBe("139");
  });

  it("writes prices from minor units in the market's currency", () => {
    expect(plain(formatMoney(20600, "MXN", "es-MX"))).toBe("$206.00");
    expect(plain(formatMoney(123450, "ARS", "es-AR"))).toBe("$1.234,50");
    expect(plain(formatMoney(2220, "USD", "en-US"))).toBe("$22.20");
  });

  it("writes the symbol against the figure in every market, whatever its first digit", () => {
    expect(formatMoney(1274600, "ARS", "es-AR")).toBe("$12.746,00");
    expect(formatMoney(267666, "ARS", "es-AR")).toBe("$2.676,66");
  });

  it("drops the zero cents of a whole amount when asked, and keeps other cents", () => {
    expect(formatMoney(879000, "ARS", "es-AR", { whole: true })).toBe("$8.790");
    expect(formatMoney(8500, "USD", "en-US", { whole: true })).toBe("$85");
    expect(formatMoney(760, "USD", "en-US", { whole: true })).toBe("$7.60");
    expect(formatMoney(879050, "ARS", "es-AR", { whole: true })).toBe("$8.790,50");
  });
});
