import { describe, expect, it } from "vitest";
import { pageBudgetIn } from "./pages.ts";

const budgetIn = (market: "mx" | "ar" | "us", path: string) =>
  pageBudgetIn(market)(new URL(path, "https://anden.example"));

const QUOTE = "origin=06700&destination=44100&length=30&height=20&width=10&weight=3";

describe("pageBudgetIn", () => {
  it("makes a tracking result and its updates page spend a tracking lookup, in the market's words", () => {
    for (const market of ["mx", "ar", "us"] as const) {
      expect(budgetIn(market, "/tracking/AND-DEMO-1001")).toBe("tracking");
    }
    for (const market of ["mx", "ar"] as const) {
      expect(budgetIn(market, "/tracking/AND-DEMO-1001?historial=completo")).toBe("tracking");
      expect(budgetIn(market, "/tracking/AND-DEMO-1001/avisos?avisos=enviado")).toBe("tracking");
    }
    expect(budgetIn("us", "/tracking/AND-DEMO-1001?history=full")).toBe("tracking");
    expect(budgetIn("us", "/tracking/AND-DEMO-1001/updates?updates=sent")).toBe("tracking");
  });

  it("spends nothing on the US build's former Spanish words: they are only redirected", () => {
    expect(budgetIn("us", "/tracking/AND-DEMO-1001/avisos?avisos=enviado")).toBeUndefined();
    expect(budgetIn("mx", "/tracking/AND-DEMO-1001/updates")).toBeUndefined();
  });

  it("makes a quote spend a rates request, whatever its query holds, at the market's path", () => {
    expect(budgetIn("mx", `/cotizador?${QUOTE}`)).toBe("rates");
    expect(budgetIn("mx", "/cotizador?utm_source=mail")).toBe("rates");
    expect(budgetIn("ar", `/cotizador?${QUOTE}`)).toBe("rates");
    expect(budgetIn("us", `/rates?${QUOTE}`)).toBe("rates");
    expect(budgetIn("us", "/rates?utm_source=mail")).toBe("rates");
  });

  it("spends nothing on another market's path of the calculator: it is only redirected", () => {
    expect(budgetIn("us", `/cotizador?${QUOTE}`)).toBeUndefined();
    expect(budgetIn("mx", `/rates?${QUOTE}`)).toBeUndefined();
  });

  it("spends nothing on the bare forms, the search redirect or any other page", () => {
    for (const path of [
      "/cotizador",
      "/tracking",
      "/tracking/buscar?numero=AND-1",
      "/",
      "/contacto",
    ]) {
      expect(budgetIn("mx", path), path).toBeUndefined();
    }
    expect(budgetIn("us", "/rates")).toBeUndefined();
    expect(budgetIn("us", "/tracking/search?number=AND-1")).toBeUndefined();
    expect(budgetIn("mx", "/tracking/AND-DEMO-1001/extra")).toBeUndefined();
  });
});
