import { describe, expect, it } from "vitest";
import type { MarketId } from "../site.ts";
import {
  chargeableWeightOf,
  isSubmittedQuery,
  quoteQuery,
  showAllFromQuery,
  sortFromQuery,
  valuesFromQuery,
} from "./query.ts";

describe("rates query", () => {
  it("reads every field from the URL, empty when absent", () => {
    const values = valuesFromQuery(new URLSearchParams("origin=06700&weight=2"));
    expect(values).toEqual({
      origin: "06700",
      destination: "",
      length: "",
      height: "",
      width: "",
      weight: "2",
    });
  });

  it("counts a form sent with blanks as sent, and the bare page or other parameters as not", () => {
    expect(isSubmittedQuery(new URLSearchParams("origin=&destination="))).toBe(true);
    expect(isSubmittedQuery(new URLSearchParams("weight=2"))).toBe(true);
    expect(isSubmittedQuery(new URLSearchParams(""))).toBe(false);
    expect(isSubmittedQuery(new URLSearchParams("sort=fastest&utm_source=mail"))).toBe(false);
  });

  it("sorts by cheapest unless the URL asks for fastest", () => {
    expect(sortFromQuery(new URLSearchParams("sort=fastest"))).toBe("fastest");
    expect(sortFromQuery(new URLSearchParams("sort=whatever"))).toBe("cheapest");
    expect(sortFromQuery(new URLSearchParams(""))).toBe("cheapest");
  });
});

describe("quoteQuery", () => {
  const values = valuesFromQuery(
    new URLSearchParams("origin= 06700 &destination=44100&length=30&height=20&width=15&weight=2"),
  );

  it("carries every field trimmed, and the order only when it is not the default", () => {
    expect(quoteQuery(values, "cheapest").toString()).toBe(
      "origin=06700&destination=44100&length=30&height=20&width=15&weight=2",
    );
    expect(quoteQuery(values, "fastest").get("sort")).toBe("fastest");
  });

  it("reads back as the same values and order", () => {
    const query = quoteQuery(values, "fastest");
    expect(valuesFromQuery(query)).toEqual({ ...values, origin: "06700" });
    expect(sortFromQuery(query)).toBe("fastest");
    expect(showAllFromQuery(query)).toBe(false);
  });

  it("asks for every offer only when told, and reads it back", () => {
    const query = quoteQuery(values, "cheapest", true);
    expect(query.get("all")).toBe("1");
    expect(showAllFromQuery(query)).toBe(true);
    expect(showAllFromQuery(new URLSearchParams("all=yes"))).toBe(false);
  });
});

describe("chargeableWeightOf", () => {
  const withSides = (market: MarketId, length: string, height: string, width: string) =>
    chargeableWeightOf(
      { ...valuesFromQuery(new URLSearchParams()), length, height, width },
      market,
    );

  it("is the market's rule, to two decimals, once the three sides are positive numbers", () => {
    expect(withSides("mx", "30", "20", "15")).toBe(2.25);
    expect(withSides("ar", " 10 ", "10", "10")).toBe(0.25);
    expect(withSides("us", "12", "6", "8")).toBe(4.14); // L × W × H / 139
  });

  it("reads sides as the market's visitors write them", () => {
    expect(withSides("ar", "30,5", "20", "15")).toBe(2.29); // 2.2875
    expect(withSides("mx", "30,5", "20", "15")).toBe(2.29);
    expect(withSides("us", "12,5", "6", "8")).toBeNull();
  });

  it("is null while a side is missing, zero, negative or not a number", () => {
    expect(withSides("mx", "30", "20", "")).toBeNull();
    expect(withSides("mx", "30", "0", "15")).toBeNull();
    expect(withSides("mx", "30", "-2", "15")).toBeNull();
    expect(withSides("mx", "30", "veinte", "15")).toBeNull();
    expect(withSides("mx", "1.000", "20", "15")).toBeNull();
  });
});
