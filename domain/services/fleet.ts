/**
 * The dedicated fleet's range, as the copy states it: the pallets and the payload of the smallest
 * and the largest vehicle, read from the fleet the page lists (`services:dedicated.fleet.items`).
 * Copy that sums the fleet up ("vehículos de 1 a 24 pallets") says it through these variables
 * (`{{fleet.maxPallets}}`), so a vehicle changed in the list changes every page that mentions it.
 */
import type { Payload } from "../figures.ts";
import type { Locale } from "../site.ts";

/** What a vehicle of the fleet list carries. */
export interface FleetCapacity {
  pallets: number;
  payloadKg: Payload;
}

export interface FleetVariables {
  minPallets: string;
  maxPallets: string;
  /** The smallest vehicle's payload, in tonnes. */
  minTonnes: string;
  /** The largest vehicle's top payload, in tonnes. */
  maxTonnes: string;
}

/** The fleet's range written by Intl for the market: "1", "24", "1", "50". */
export function fleetVariables(items: readonly FleetCapacity[], locale: Locale): FleetVariables {
  if (items.length === 0) throw new Error("The fleet lists no vehicle");
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const pallets = items.map((item) => item.pallets);
  return {
    minPallets: number.format(Math.min(...pallets)),
    maxPallets: number.format(Math.max(...pallets)),
    minTonnes: number.format(Math.min(...items.map((item) => item.payloadKg.min)) / 1000),
    maxTonnes: number.format(Math.max(...items.map((item) => item.payloadKg.max)) / 1000),
  };
}
