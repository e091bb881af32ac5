import { describe, expect, it } from "vitest";
import { formatFigure, formatPayload } from "./figures.ts";

const NBSP = "\u00a0";
const tonnes = (load: string) => `${load} t`;
const tons = (load: string) => `${load} tons`;

describe("formatFigure", () => {
  it("writes a count in the locale's own format, with its 'or more'", () => {
    const brands = { amount: 2000, plus: true };
    expect(formatFigure(brands, "es-MX")).toBe("2,000+");
    expect(formatFigure(brands, "es-AR")).toBe("2.000+");
    expect(formatFigure(brands, "en-US")).toBe("2,000+");
    expect(formatFigure({ amount: 3.2, plus: false }, "es-AR")).toBe("3,2");
  });

  it("puts a unit after the number and its plus, never on a line of its own", () => {
    expect(formatFigure({ amount: 430000, plus: true, unit: "sq ft" }, "en-US")).toBe(
      `430,000+${NBSP}sq ft`,
    );
    expect(formatFigure({ amount: 40000, plus: false, unit: "m²" }, "es-AR")).toBe(
      `40.000${NBSP}m²`,
    );
  });

  it("writes a share through Intl's percent style", () => {
    expect(formatFigure({ amount: 95, plus: false, unit: "%" }, "en-US")).toBe("95%");
    expect(formatFigure({ amount: 95, plus: false, unit: "%" }, "es-MX")).toMatch(/^95\s?%$/);
  });
});

describe("formatPayload", () => {
  it("states metric payloads in tonnes, in the locale's decimals", () => {
    expect(formatPayload({ min: 4000, max: 4000 }, "metric", "es-MX", tonnes)).toBe("4 t");
    expect(formatPayload({ min: 8000, max: 10000 }, "metric", "es-MX", tonnes)).toMatch(
      /^8\s?[-–]\s?10 t$/,
    );
    expect(formatPayload({ min: 1500, max: 1500 }, "metric", "es-AR", tonnes)).toBe("1,5 t");
  });

  it("states US payloads in pounds to the nearest hundred, trucks included", () => {
    expect(formatPayload({ min: 1000, max: 1000 }, "us", "en-US", tons)).toBe(`2,200${NBSP}lb`);
    expect(formatPayload({ min: 4000, max: 4000 }, "us", "en-US", tons)).toBe(`8,800${NBSP}lb`);
    expect(formatPayload({ min: 8000, max: 10000 }, "us", "en-US", tons)).toBe(
      `17,600–22,000${NBSP}lb`,
    );
    expect(formatPayload({ min: 18000, max: 20412 }, "us", "en-US", tons)).toBe(
      `39,700–45,000${NBSP}lb`,
    );
  });
});
