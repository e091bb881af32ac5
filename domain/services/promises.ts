/**
 * What each service and delivery type promises, per market: when its clock runs (a cut-off time
 * formatted with Intl for the market, or the kind of promise that fits a service without one), the
 * starting price on a named route (worked out from the rate cards as a quote, never typed into the
 * copy) and how a visitor starts with it. The words are copy: `services:promise.items.<id>` in the
 * locale resources.
 */
import { CARDS } from "../rates/cards/index.ts";
import {
  startingPrice,
  type Offer,
  type RouteId,
  type StartingPrice,
} from "../rates/starting-price.ts";
import type { Locale, MarketId } from "../site.ts";

/**
 * The service pages and the delivery types of the last-mile page that state a promise (the
 * last-mile page states its delivery types').
 */
export const PROMISE_IDS = [
  "fullpack",
  "b2b",
  "dedicated",
  "suite",
  "pickup",
  "directo",
  "carriers",
  "sameDay",
  "nextDay",
  "standard",
  "b2bPallet",
  "scheduled",
] as const;
export type PromiseId = (typeof PROMISE_IDS)[number];

/** A local time of day, "14:00". */
type TimeOfDay = `${number}:${number}`;

/**
 * When a service's clock runs, said the way that fits it: a cut-off time for what leaves the
 * same day, the lead time to assign a fleet, round-the-clock availability for software, the
 * branch's opening hours for a drop-off. Each kind has its own label in the copy
 * (`services:promise.timing.<kind>`).
 */
export type PromiseTiming =
  | { kind: "cutOff"; at: TimeOfDay }
  | { kind: "cutOffPerCarrier" }
  | { kind: "assignment" }
  | { kind: "availability" }
  | { kind: "openingHours" };

/**
 * How a visitor starts with the service: self-serve ones run from an account created in the
 * merchant app (their pages lead to "Crea tu cuenta"); the others are set up with sales.
 */
export type StartWith = "account" | "sales";

interface PromiseSpec {
  timing: PromiseTiming;
  /**
   * When what made the cut-off leaves, later the same day (the carriers' collection): a parcel
   * never leaves at the cut-off itself.
   */
  departs?: TimeOfDay;
  /**
   * The rate-card services the "from" price comes from, and the route it is quoted on; unset when
   * the service is quoted per operation.
   */
  price?: Offer & {
    route: RouteId;
    /** true: the company's own cards only; false: the carriers' only; unset: every card. */
    own?: boolean;
  };
}

/** The same promises in every market: the cut-offs are local times, the prices each market's cards. */
const SPECS: Readonly<Record<PromiseId, PromiseSpec>> = {
  // Orders in by 14:00 leave the warehouse that day, when the carriers collect at 17:00; the
  // price is the shipping from it.
  fullpack: {
    timing: { kind: "cutOff", at: "14:00" },
    departs: "17:00",
    price: { serviceId: "standard", route: "intercity" },
  },
  b2b: {
    timing: { kind: "cutOff", at: "14:00" },
    price: { serviceId: "pallet_b2b", route: "intercity" },
  },
  // A fleet is quoted per operation: units, routes and hours.
  dedicated: { timing: { kind: "assignment" } },
  suite: { timing: { kind: "availability" } },
  // Pickup requested by 11:00 is collected the same day; the parcels then travel as door services.
  pickup: {
    timing: { kind: "cutOff", at: "11:00" },
    price: { modality: "door", route: "intercity", own: false },
  },
  // Dropped off at a branch whenever it is open: the same route and box as a pickup, for the
  // price comparison between the two to hold.
  directo: {
    timing: { kind: "openingHours" },
    price: { modality: "branch", route: "intercity" },
  },
  carriers: {
    timing: { kind: "cutOffPerCarrier" },
    price: { route: "intercity", own: false },
  },
  sameDay: {
    timing: { kind: "cutOff", at: "12:00" },
    price: { serviceId: "same_day", route: "metro", own: true },
  },
  nextDay: {
    timing: { kind: "cutOff", at: "18:00" },
    price: { serviceId: "next_day", route: "metro", own: true },
  },
  standard: {
    timing: { kind: "cutOff", at: "16:00" },
    price: { serviceId: "standard", route: "intercity" },
  },
  b2bPallet: {
    timing: { kind: "cutOff", at: "14:00" },
    price: { serviceId: "pallet_b2b", route: "intercity" },
  },
  // Booked by 18:00 the day before the chosen date; priced as the next-day delivery it becomes.
  scheduled: {
    timing: { kind: "cutOff", at: "18:00" },
    price: { serviceId: "next_day", route: "metro", own: true },
  },
};

/**
 * The delivery types a market announces before it offers them (the spec: same day is "Coming soon"
 * in the US copy): no cut-off, no price and no quote until they launch.
 */
const COMING_SOON: Readonly<Record<MarketId, readonly PromiseId[]>> = {
  mx: [],
  ar: [],
  us: ["sameDay"],
};

export const isComingSoon = (market: MarketId, id: PromiseId): boolean =>
  COMING_SOON[market].includes(id);

/** The service pages that run from an account; the rest start with a call from sales. */
const SELF_SERVE: ReadonlySet<PromiseId> = new Set(["pickup", "directo", "carriers"]);

export const startsWith = (id: PromiseId): StartWith => (SELF_SERVE.has(id) ? "account" : "sales");

export interface ServicePromise {
  id: PromiseId;
  timing: PromiseTiming;
  /** When what made the cut-off leaves, where the service says so. */
  departs?: TimeOfDay;
  /** null: quoted per operation (no rate card covers it), or not offered yet (comingSoon). */
  price: StartingPrice | null;
  /** Announced, not offered yet in this market: its page says so instead of a cut-off and price. */
  comingSoon: boolean;
}

export function servicePromise(market: MarketId, id: PromiseId): ServicePromise {
  const spec = SPECS[id];
  const comingSoon = isComingSoon(market, id);
  let price: StartingPrice | null = null;
  if (spec.price && !comingSoon) {
    const { own, route, ...offer } = spec.price;
    const cards =
      own === undefined ? CARDS[market] : CARDS[market].filter((card) => Boolean(card.own) === own);
    price = startingPrice(market, offer, route, cards);
  }
  return {
    id,
    timing: spec.timing,
    ...(spec.departs ? { departs: spec.departs } : {}),
    price,
    comingSoon,
  };
}

/**
 * A cut-off time as the market writes it in business copy: "14:00" in Mexico and Argentina (Intl's
 * Spanish default is the 12-hour "2:00 p. m."); in the US "2 PM", "2:30 PM", and "12 noon" rather
 * than the "12:00 PM" many readers take for midnight.
 */
export function formatCutOff(cutOff: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = cutOff.split(":").map(Number);
  const time = Date.UTC(2000, 0, 1, hours, minutes);
  if (locale === "en-US" && minutes === 0) {
    return new Intl.DateTimeFormat(locale, {
      hour: "numeric",
      hourCycle: "h12",
      ...(hours === 12 ? { dayPeriod: "short" } : {}),
      timeZone: "UTC",
    }).format(time);
  }
  return new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    hourCycle: locale === "en-US" ? "h12" : "h23",
    timeZone: "UTC",
  }).format(time);
}

export const isPromiseId = (id: string): id is PromiseId =>
  (PROMISE_IDS as readonly string[]).includes(id);
