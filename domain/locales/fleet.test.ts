import { describe, expect, it } from "vitest";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
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
