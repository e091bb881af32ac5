import { describe, expect, it } from "vitest";
import { pageBudgetOf } from "./page-budget.ts";

const budgetOf = (path: string) => pageBudgetOf(new URL(path, "https://anden.example"));

describe("pageBudgetOf", () => {
  it("makes a tracking result spend a tracking lookup", () => {
    expect(budgetOf("/tracking/AND-DEMO-1001")).toBe("tracking");
    expect(budgetOf("/tracking/AND-DEMO-1001?historial=completo")).toBe("tracking");
  });

  it("makes a quote spend a rates request, whatever its query holds", () => {
    expect(
      budgetOf("/cotizador?origin=06700&destination=44100&length=30&height=20&width=10&weight=3"),
    ).toBe("rates");
    expect(budgetOf("/cotizador?utm_source=mail")).toBe("rates");
  });

  it("spends nothing on the bare forms, the search redirect or any other page", () => {
    for (const path of [
      "/cotizador",
      "/tracking",
      "/tracking/buscar?numero=AND-1",
      "/",
      "/contacto",
    ]) {
      expect(budgetOf(path), path).toBeUndefined();
    }
    expect(budgetOf("/tracking/AND-DEMO-1001/extra")).toBeUndefined();
  });
});
