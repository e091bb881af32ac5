import { describe, expect, it } from "vitest";
import {
  claimBacking,
  FACT_IDS,
  isBacked,
  LITERAL_CLAIM,
  type FactId,
  type FactSheet,
} from "./facts.ts";
import { MARKET_IDS, MARKETS, type MarketId } from "./site.ts";
import mxFacts from "./locales/es-MX/facts.json";
import arFacts from "./locales/es-AR/facts.json";
import usFacts from "./locales/en-US/facts.json";
import mxPages from "./locales/es-MX/pages.json";
import arPages from "./locales/es-AR/pages.json";
import usPages from "./locales/en-US/pages.json";

const SHEETS: Record<MarketId, FactSheet> = { mx: mxFacts, ar: arFacts, us: usFacts };
const INTEGRATIONS = { mx: mxPages, ar: arPages, us: usPages };

const salesChannels = (market: MarketId) =>
  INTEGRATIONS[market].integrations.items.filter((item) => item.active).length;

const SQUARE_FEET_PER_SQUARE_METRE = 10.763_910_4;

describe("the fact sheets", () => {
  it.each(MARKET_IDS)("define every claim in %s, with its label and its scope", (market) => {
    const { items } = SHEETS[market];
    expect(Object.keys(items).sort()).toEqual([...FACT_IDS].sort());
    for (const id of FACT_IDS) {
      expect(items[id].amount, id).toBeGreaterThan(0);
      expect(items[id].label.trim(), id).not.toBe("");
      expect(items[id].scope.trim().length, id).toBeGreaterThan(20);
    }
  });

  it("state the company's own figures alike in every market", () => {
    for (const id of ["brands", "activeUsers", "countries", "pace"] as const) {
      const figures = MARKET_IDS.map((market) => {
        const { amount, plus } = SHEETS[market].items[id];
        return { amount, plus };
      });
      expect(new Set(figures.map((figure) => JSON.stringify(figure))).size, id).toBe(1);
    }
    const squareMetres = MARKET_IDS.map((market) => {
      const { amount, unit } = SHEETS[market].items.warehouseArea;
      return unit === "sq ft" ? amount / SQUARE_FEET_PER_SQUARE_METRE : amount;
    });
    for (const area of squareMetres) {
      expect(Math.abs(area - squareMetres[0]!) / squareMetres[0]!).toBeLessThan(0.01);
    }
    expect(usFacts.items.warehouseArea.unit).toBe("sq ft");
  });

  it.each(MARKET_IDS)("claim in %s no more than the site's data holds", (market) => {
    const backing = claimBacking(market, { salesChannels: salesChannels(market) });
    const { items } = SHEETS[market];
    const unbacked = Object.entries(backing).flatMap(([id, count]) => {
      const fact = items[id as FactId];
      return isBacked(fact, count)
        ? []
        : [`${id}: claims ${fact.amount}${fact.plus ? "+" : ""}, the data holds ${count}`];
    });
    expect(unbacked).toEqual([]);
    expect(Object.keys(backing).sort()).toEqual(["carriers", "countries", "providers"]);
  });

  it("count more than the figure for a claim with '+', at least the figure otherwise", () => {
    expect(isBacked({ amount: 15, plus: true }, 15)).toBe(false);
    expect(isBacked({ amount: 15, plus: true }, 16)).toBe(true);
    expect(isBacked({ amount: 3, plus: false }, 3)).toBe(true);
    expect(isBacked({ amount: 3, plus: false }, 2)).toBe(false);
  });
});

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe("the copy", () => {
  it.each(MARKET_IDS)(
    "states %s's claims only through the fact sheet's variables",
    async (market) => {
      const { locale } = MARKETS[market];
      const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
        import: "default",
        eager: true,
      });
      const literal = Object.entries(files)
        .filter(
          ([file]) => file.startsWith(`./locales/${locale}/`) && !file.endsWith("/facts.json"),
        )
        .flatMap(([file, json]) => strings(json, file))
        .filter(([, text]) => LITERAL_CLAIM.test(text))
        .map(([path, text]) => `${path}: ${text}`);
      expect(literal).toEqual([]);
    },
  );
});
