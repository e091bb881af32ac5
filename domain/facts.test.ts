import { describe, expect, it } from "vitest";
import {
  claimBacking,
  FACT_IDS,
  isBacked,
  LITERAL_CLAIM,
  mergeFactSheet,
  type CompanyFacts,
  type FactId,
  type FactSheet,
  type LocalFactSheet,
} from "./facts.ts";
import { MARKET_IDS, MARKETS, type MarketId } from "./site.ts";
import mxFacts from "./locales/es-MX/facts.json";
import arFacts from "./locales/es-AR/facts.json";
import usFacts from "./locales/en-US/facts.json";
import companyFacts from "./locales/company-facts.json";
import mxPages from "./locales/es-MX/pages.json";
import arPages from "./locales/es-AR/pages.json";
import usPages from "./locales/en-US/pages.json";

const LOCAL_SHEETS: Record<MarketId, LocalFactSheet> = { mx: mxFacts, ar: arFacts, us: usFacts };
const SHEETS = Object.fromEntries(
  MARKET_IDS.map((market) => [market, mergeFactSheet(companyFacts, LOCAL_SHEETS[market])]),
) as Record<MarketId, FactSheet>;
const INTEGRATIONS = { mx: mxPages, ar: arPages, us: usPages };

const salesChannels = (market: MarketId) =>
  INTEGRATIONS[market].integrations.items.filter((item) => item.active).length;

const SQUARE_FEET_PER_SQUARE_METRE = 10.763_910_4;

describe("a market's sheet over the company's figures", () => {
  const company: CompanyFacts = {
    items: {
      brands: { amount: 2000, plus: true },
      activeUsers: { amount: 2000, plus: true },
      warehouseArea: { amount: 40000, plus: false },
      countries: { amount: 3, plus: false },
      pace: { amount: 3.2, plus: false },
      packages: { amount: 380000, plus: false },
      sla: { amount: 95, plus: false },
      sellers: { amount: 200, plus: false },
    },
  };
  const words = { label: "marcas", scope: "Marcas que enviaron" };
  const local = (items: Partial<LocalFactSheet["items"]>) =>
    ({ title: "Cifras", asOf: "Hoy", areas: { metro: "CDMX" }, items }) as LocalFactSheet;

  it("reads a company figure the market leaves out from the company's file, with the market's words", () => {
    const sheet = mergeFactSheet(company, local({ brands: words }));
    expect(sheet.items.brands).toEqual({ amount: 2000, plus: true, ...words });
    // Same keys in the same order as a sheet that wrote the figure itself.
    expect(Object.keys(sheet.items.brands)).toEqual(["amount", "plus", "label", "scope"]);
  });

  it("takes the market's own figure where it gives one, with its own “+” (none: without)", () => {
    const area = { amount: 430000, unit: "sq ft", label: "warehouses", scope: "Surface" };
    expect(mergeFactSheet(company, local({ warehouseArea: area })).items.warehouseArea).toEqual({
      amount: 430000,
      plus: false,
      unit: "sq ft",
      label: "warehouses",
      scope: "Surface",
    });
    expect(
      mergeFactSheet(company, local({ brands: { amount: 2500, plus: true, ...words } })).items
        .brands,
    ).toEqual({ amount: 2500, plus: true, ...words });
  });

  it("keeps a market's local figures as the market wrote them", () => {
    const carriers = { amount: 15, plus: true, label: "paqueterías", scope: "Paqueterías" };
    expect(mergeFactSheet(company, local({ carriers })).items.carriers).toEqual(carriers);
  });

  it("leaves the pages' sheet as it was: the company's file holds each market's former figure", () => {
    // The figures each market stated before the company's file (29 November 2026).
    expect(MARKET_IDS.map((market) => SHEETS[market].items.warehouseArea.amount)).toEqual([
      40000, 40000, 430000,
    ]);
    for (const market of MARKET_IDS) {
      expect(SHEETS[market].items.brands).toMatchObject({ amount: 2000, plus: true });
      expect(SHEETS[market].items.sla).toMatchObject({ amount: 95, plus: false, unit: "%" });
    }
  });
});

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

/**
 * What the copy says each counted claim counts, right after its figure: the carriers claim counts
 * carriers, the providers claim carriers and sales channels together, so the two never read as
 * two sizes of one thing ("más de 15 paqueterías" beside "más de 20 proveedores").
 */
const COUNTED_WORDS: Record<MarketId, Record<"carriers" | "providers", string>> = {
  mx: { carriers: " paqueterías", providers: " paqueterías y canales de venta" },
  ar: { carriers: " correos", providers: " correos y canales de venta" },
  us: { carriers: "+ shipping providers", providers: "+ parcel carriers and sales channels" },
};

describe("the copy", () => {
  it.each(MARKET_IDS)(
    "names in %s what the carriers and the providers claims count, wherever it states them",
    (market) => {
      const { locale } = MARKETS[market];
      const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
        import: "default",
        eager: true,
      });
      const words = COUNTED_WORDS[market];
      const unscoped = Object.entries(files)
        .filter(([file]) => file.startsWith(`./locales/${locale}/`))
        .flatMap(([file, json]) => strings(json, file))
        .flatMap(([path, text]) =>
          (["carriers", "providers"] as const).flatMap((id) =>
            text
              .split(`{{facts.${id}}}`)
              .slice(1)
              .filter((after) =>
                id === "carriers"
                  ? !after.startsWith(words.carriers) || after.startsWith(words.providers)
                  : !after.startsWith(words.providers),
              )
              .map((after) => `${path}: {{facts.${id}}}${after.slice(0, 40)}`),
          ),
        );
      expect(unscoped).toEqual([]);
      // A KPI's caption says it too.
      expect(SHEETS[market].items.providers.label).toContain(words.providers.replace(/^\+? /, ""));
    },
  );

  it.each(MARKET_IDS)(
    "names in %s the same-day delivery area through the sheet's one name for it",
    (market) => {
      const { locale } = MARKETS[market];
      const files = import.meta.glob<Record<string, unknown>>("./locales/*/*.json", {
        import: "default",
        eager: true,
      });
      const { metro } = SHEETS[market].areas;
      const texts = Object.entries(files)
        .filter(
          ([file]) => file.startsWith(`./locales/${locale}/`) && !file.endsWith("/facts.json"),
        )
        .flatMap(([file, json]) => strings(json, file));
      // The area's name is written once, in the sheet.
      expect(texts.filter(([, text]) => text.includes(metro))).toEqual([]);
      // Delivery the same day is promised in that area, never in another name for it ("en CDMX").
      const elsewhere = texts.filter(([, text]) =>
        /entreg\p{L}* (?:el mismo día|en el día) en (?!(?:el )?\{\{areas\.metro\}\})/u.test(text),
      );
      expect(elsewhere).toEqual([]);
    },
  );

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
