import { describe, expect, it } from "vitest";
import {
  copyVariables,
  localeNamespaces,
  readLocaleNamespace,
  strictTranslator,
} from "../../tooling/locale-files.ts";
import { formatPayload } from "../figures.ts";
import { LOCALES } from "../site.ts";
import type services from "./es-MX/services.json";

/**
 * The spec's fleet capacities (section 3), smallest vehicle first: pallets and payload in kg. The
 * small utility's tonne is the Mexico copy's, which Argentina's copy shares. The US copy states US
 * vehicles in pounds, with figures of its own.
 */
const SPEC_FLEET = [
  { pallets: 1, payloadKg: { min: 1000, max: 1000 } },
  { pallets: 4, payloadKg: { min: 4000, max: 4000 } },
  { pallets: 8, payloadKg: { min: 8000, max: 10000 } },
  { pallets: 12, payloadKg: { min: 12000, max: 20000 } },
  { pallets: 24, payloadKg: { min: 24000, max: 50000 } },
];

describe("the dedicated fleet", () => {
  it.each(["es-MX", "es-AR"] as const)("%s carries the spec's capacities", (locale) => {
    const { fleet } = (readLocaleNamespace(locale, "services") as typeof services).dedicated;
    expect(fleet.items.map(({ pallets, payloadKg }) => ({ pallets, payloadKg }))).toEqual(
      SPEC_FLEET,
    );
  });
});

/** A capacity written as a figure in a string, where the copy must use the fleet's variables. */
const LITERAL_CAPACITY =
  /\d[\d.,]*\s*(?:a|to|-|–)?\s*\d*[\d.,]*\s*(?:pallets?|tarimas?|toneladas|tons|tonnes|t\b)(?![\p{L}])/iu;

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, `${path}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe("the US fleet", () => {
  const { fleet } = (readLocaleNamespace("en-US", "services") as typeof services).dedicated;
  const KG_PER_LB = 0.45359237;

  it("states round pounds, each stored as the nearest kilogram of its exact conversion", () => {
    const pounds = [
      [3000, 3000],
      [4000, 4000],
      [10000, 10000],
      [10000, 13000],
      [40000, 45000],
    ];
    expect(fleet.items.map((item) => [item.payloadKg.min, item.payloadKg.max])).toEqual(
      pounds.map((range) => range.map((lb) => Math.round(lb * KG_PER_LB))),
    );
    expect(
      fleet.items.map((item) => formatPayload(item.payloadKg, "us", "en-US", (load) => load)),
    ).toEqual(
      ["3,000 lb", "4,000 lb", "10,000 lb", "10,000–13,000 lb", "40,000–45,000 lb"].map((text) =>
        text.replace(" ", "\u00a0"),
      ),
    );
  });

  it("ends with a 53-foot trailer of 26 pallets: 13 rows of two 48 × 40 in pallets fit its 636 in", () => {
    const trailer = fleet.items.at(-1)!;
    expect(trailer.pallets).toBe(26);
    expect(trailer.description).toMatch(/53-foot trailer/);
    expect((trailer.pallets / 2) * 48).toBeLessThanOrEqual(53 * 12);
  });
});

describe("the fleet's range in the copy", () => {
  it.each(LOCALES)(
    "%s writes no capacity as a figure: it reads the fleet's variables",
    (locale) => {
      const literal = localeNamespaces(locale)
        .flatMap((namespace) => strings(readLocaleNamespace(locale, namespace), namespace))
        .filter(([, text]) => LITERAL_CAPACITY.test(text))
        .map(([path, text]) => `${path}: ${text}`);
      expect(literal).toEqual([]);
    },
  );

  it("summarises the fleet the page lists: its smallest and its largest vehicle", () => {
    expect(copyVariables("es-AR").fleet).toEqual({
      minPallets: "1",
      maxPallets: "24",
      minTonnes: "1",
      maxTonnes: "50",
    });
    expect(copyVariables("es-MX").fleet).toMatchObject({ minTonnes: "1", maxTonnes: "50" });
    expect(copyVariables("en-US").fleet).toMatchObject({ minPallets: "1", maxPallets: "26" });
  });

  it("says the range wherever the copy sums the fleet up", () => {
    const t = strictTranslator("es-AR");
    for (const key of [
      "content:serviceCards.items.3.content",
      "common:meta.dedicated.description",
      "common:pages.dedicated.description",
      "services:dedicated.fleet.subtitle",
    ]) {
      expect(t(key), key).toMatch(/de 1 a 24 pallets/);
    }
  });
});
