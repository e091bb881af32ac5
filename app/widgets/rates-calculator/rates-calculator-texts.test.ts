import { describe, expect, it } from "vitest";
import type { MarketId } from "../../../domain/site.ts";
import { valuesFromQuery } from "../../../domain/rates/query.ts";
import { chargeableView, rateErrorText } from "./rates-calculator.ts";

describe("rateErrorText", () => {
  const templates = { too_heavy: "Máximo {max}", required: "Campo obligatorio" };

  it("fills the field's bound into its code's template", () => {
    expect(rateErrorText(templates, "too_heavy", "70 kg")).toBe("Máximo 70 kg");
    expect(rateErrorText(templates, "required", "70 kg")).toBe("Campo obligatorio");
  });

  it("shows the code of an error the locale has no text for", () => {
    expect(rateErrorText(templates, "unknown_code", "70 kg")).toBe("unknown_code");
  });
});

describe("chargeableView", () => {
  const text = (market: MarketId, query: string) =>
    chargeableView(valuesFromQuery(new URLSearchParams(query)), market, {
      chargeableEmpty: "empty",
    }).text;

  it.each<[MarketId, string, string]>([
    ["mx", "length=30&height=20&width=15", "2.25 kg"],
    ["mx", "length=30&height=20&width=15,5", "2.33 kg"],
    ["ar", "length=30&height=20&width=15", "2,25 kg"],
    ["ar", "length=30,5&height=20&width=15", "2,29 kg"],
    ["us", "length=12&width=8&height=6", "4.14 lb"],
    ["us", "length=12,5&width=8&height=6", "empty"],
    ["mx", "length=30&height=20", "empty"],
  ])("%s %s: %s", (market, query, shown) => {
    expect(text(market, query).replace(/\s/g, " ")).toBe(shown);
  });

  it("marks the hint shown until the three sides are typed", () => {
    const view = (query: string) =>
      chargeableView(valuesFromQuery(new URLSearchParams(query)), "mx", {
        chargeableEmpty: "empty",
      }).attributes;
    expect(view("length=30&height=20")).toEqual({ "data-empty": "true" });
    expect(view("length=30&height=20&width=15")).toEqual({ "data-empty": undefined });
  });
});
