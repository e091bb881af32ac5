import { describe, expect, it } from "vitest";
import { fillBlanks, isCompleteQuery, sortFromQuery, valuesFromQuery } from "./rates-query.ts";

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
    expect(isCompleteQuery(values)).toBe(false);
  });

  it("is complete only with all six fields", () => {
    const params = new URLSearchParams(
      "origin=06700&destination=44100&length=30&height=20&width=15&weight=2",
    );
    expect(isCompleteQuery(valuesFromQuery(params))).toBe(true);
  });

  it("sorts by cheapest unless the URL asks for fastest", () => {
    expect(sortFromQuery(new URLSearchParams("sort=fastest"))).toBe("fastest");
    expect(sortFromQuery(new URLSearchParams("sort=whatever"))).toBe("cheapest");
    expect(sortFromQuery(new URLSearchParams(""))).toBe("cheapest");
  });
});

describe("fillBlanks", () => {
  it("keeps every field that has a value and takes the others from the fallback", () => {
    const typed = valuesFromQuery(new URLSearchParams("length=30&width=15"));
    const fromUrl = valuesFromQuery(new URLSearchParams("origin=06700&length=40"));
    expect(fillBlanks(typed, fromUrl)).toEqual({
      origin: "06700",
      destination: "",
      length: "30",
      height: "",
      width: "15",
      weight: "",
    });
  });
});
