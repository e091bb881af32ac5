/**
 * The carriers each market's copy counts ("más de 15 paqueterías", "30+ providers"): every card
 * of the market's rate cards that is not the company's own, with what it offers. The carriers
 * page, the home strip and the claims read this list, so a claim can never outgrow the data.
 */
import type { MarketId } from "../site.ts";
import { CARDS } from "./cards/index.ts";
import type { CarrierNetwork, Modality, RateCard, ServiceId } from "./types.ts";

/** The order the carriers page shows networks and services in. */
export const NETWORKS = ["national", "regional", "freight"] as const satisfies CarrierNetwork[];
export const SERVICE_IDS = [
  "standard",
  "next_day",
  "same_day",
  "pallet_b2b",
] as const satisfies ServiceId[];
const MODALITIES = ["branch", "door"] as const satisfies Modality[];

export interface Carrier {
  id: string;
  name: string;
  network: CarrierNetwork;
  /** What it offers, each once, in SERVICE_IDS order. */
  services: ServiceId[];
  /** How parcels reach it, each once: dropped at a branch, picked up at the door. */
  modalities: Modality[];
}

const summary = (card: RateCard): Carrier => ({
  id: card.carrierId,
  name: card.carrierName,
  network: card.network ?? "national",
  services: SERVICE_IDS.filter((id) => card.services.some((s) => s.serviceId === id)),
  modalities: MODALITIES.filter((modality) => card.services.some((s) => s.modality === modality)),
});

const CARRIERS: Readonly<Record<MarketId, readonly Carrier[]>> = {
  mx: CARDS.mx.filter((card) => !card.own).map(summary),
  ar: CARDS.ar.filter((card) => !card.own).map(summary),
  us: CARDS.us.filter((card) => !card.own).map(summary),
};

/** The market's carriers, in the order of its cards. */
export const carriersOf = (market: MarketId): readonly Carrier[] => CARRIERS[market];

/** How many carriers the market's claims may count. */
export const carrierCount = (market: MarketId): number => CARRIERS[market].length;
