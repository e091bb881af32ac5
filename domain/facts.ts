/**
 * The fact sheet: every claim the copy makes about the company, defined once per market
 * (`domain/locales/<locale>/facts.json`: the figure, its short label and its scope in words).
 * Copy states a claim only through its variable (`{{facts.carriers}}`, the figure written by Intl
 * for the market), so every page says the same; the KPIs and the last mile's numbers read the
 * sheet itself. Where the site holds the data a claim counts (carriers, sales channels,
 * countries), claimBacking() gives that count and a test holds the claim to it.
 */
import { formatFigure, type Figure } from "./figures.ts";
import { carriersOf, type Carrier } from "./rates/carriers.ts";
import { MARKET_IDS, type Locale, type MarketId } from "./site.ts";

export const FACT_IDS = [
  "brands",
  "activeUsers",
  "warehouseArea",
  "countries",
  "pace",
  "carriers",
  "providers",
  "packages",
  "sla",
  "sellers",
] as const;
export type FactId = (typeof FACT_IDS)[number];

export const isFactId = (id: string): id is FactId => (FACT_IDS as readonly string[]).includes(id);

export interface Fact extends Figure {
  /** What the figure counts, as a KPI's caption: "paqueterías para elegir". */
  label: string;
  /** What is counted and over which period, in words ("Paqueterías que cotizas…"). */
  scope: string;
}

/**
 * The places the copy names the same way on every page: `metro`, the area where the company's own
 * couriers deliver the same day and the next (the rate cards' same-day area, domain/rates/zones.ts),
 * as the copy's `{{areas.metro}}`.
 */
export interface Areas {
  metro: string;
}

/** A market's fact sheet as the pages read it: its facts.json over the company's figures. */
export interface FactSheet {
  title: string;
  asOf: string;
  areas: Areas;
  items: Record<FactId, Fact>;
}

/**
 * The figures the whole company shares, the same in every market, written once in
 * `domain/locales/company-facts.json` (ADR 64): a market's facts.json gives their words (label,
 * scope, unit) and may give its own figure where it is local (the US states the warehouses in
 * sq ft).
 */
export const COMPANY_FACT_IDS = [
  "brands",
  "activeUsers",
  "warehouseArea",
  "countries",
  "pace",
  "packages",
  "sla",
  "sellers",
] as const satisfies readonly FactId[];
export type CompanyFactId = (typeof COMPANY_FACT_IDS)[number];

export const isCompanyFactId = (id: string): id is CompanyFactId =>
  (COMPANY_FACT_IDS as readonly string[]).includes(id);

/** company-facts.json: each company-wide figure, without its words. */
export interface CompanyFacts {
  items: Record<CompanyFactId, { amount: number; plus?: boolean }>;
}

/** A fact as a market's facts.json holds it: a company figure's amount only where it is local. */
export type LocalFact = Omit<Fact, "amount" | "plus"> & { amount?: number; plus?: boolean };

/** A market's facts.json as written. */
export interface LocalFactSheet extends Omit<FactSheet, "items"> {
  items: Record<FactId, LocalFact>;
}

/**
 * The market's sheet as the pages read it: each company figure from the company's file unless the
 * market gives its own amount (then its own "+" too), in the market file's order of keys.
 */
export function mergeFactSheet(company: CompanyFacts, local: LocalFactSheet): FactSheet {
  const items = Object.fromEntries(
    Object.entries(local.items).map(([id, { amount, plus, ...words }]) => {
      const figure =
        (amount === undefined && isCompanyFactId(id) ? company.items[id] : undefined) ??
        ({ amount, plus } as { amount: number; plus?: boolean });
      return [id, { amount: figure.amount, plus: figure.plus === true, ...words }];
    }),
  ) as Record<FactId, Fact>;
  return { ...local, items };
}

/**
 * The copy's variables: each claim's figure as the market writes it, without "+" (the copy says
 * "más de {{facts.carriers}}"), with its unit ("40,000 m²").
 */
export function factVariables(sheet: FactSheet, locale: Locale): Record<FactId, string> {
  return Object.fromEntries(
    FACT_IDS.map((id) => [id, formatFigure({ ...sheet.items[id], plus: false }, locale)]),
  ) as Record<FactId, string>;
}

/** A carrier counts among the "providers through one integration" when it takes parcels. */
const takesParcels = (carrier: Carrier) =>
  carrier.services.some((service) => service !== "pallet_b2b");

/** What the site's own data holds for the claims it can count, per market. */
export interface ClaimData {
  /** The sales channels (stores, marketplaces) the integrations page shows as active. */
  salesChannels: number;
}

/**
 * The count the data backs for each claim it can: the carriers of the market's rate cards (the
 * company's own service aside), the parcel carriers and sales channels one integration reaches,
 * the markets the site serves. Undefined for claims the site holds no data for (brands, users,
 * surface, pace and the last mile's results come from the company's reports).
 */
export function claimBacking(market: MarketId, data: ClaimData): Partial<Record<FactId, number>> {
  const carriers = carriersOf(market);
  return {
    carriers: carriers.length,
    providers: carriers.filter(takesParcels).length + data.salesChannels,
    countries: MARKET_IDS.length,
  };
}

/** Whether `data` holds what `fact` claims: more than the figure when it says "+", else at least. */
export const isBacked = (fact: Figure, count: number): boolean =>
  fact.plus ? count > fact.amount : count >= fact.amount;

/**
 * A figure written next to what a claim counts ("15 paqueterías", "2,000+ brands"): copy must take
 * it from the sheet instead (`{{facts.carriers}}`). The facts test and the content check use it.
 */
export const LITERAL_CLAIM =
  /\d[\d.,]*\+?\s*(paqueterías|correos|marcas|usuarios|proveedores|países|envíos por minuto|m²|shipping providers|carriers|brands|people|providers|countries|shipments a minute|shipments per minute|sq ft)(?![\p{L}])/iu;
