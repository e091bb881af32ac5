/**
 * What each service and delivery type promises, per market: the cut-off time (data, formatted with
 * Intl for the market) and the starting price (worked out from the rate cards, never typed into the
 * copy). The coverage is copy: `services:promise.items.<id>.coverage` in the locale resources.
 */
import { CARDS } from "../rates/cards/index.ts";
import { startingPrice, type Offer, type StartingPrice } from "../rates/starting-price.ts";
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

interface PromiseSpec {
  /** The local time ("HH:MM", 24 h) by which an order must be ready; unset when none applies. */
  cutOff?: `${number}:${number}`;
  /** The rate-card services the "from" price comes from; unset when the service is quoted per operation. */
  price?: Offer & {
    /** true: the company's own cards only; false: the carriers' only; unset: every card. */
    own?: boolean;
  };
}

/** The same promises in every market: the cut-offs are local times, the prices each market's cards. */
const SPECS: Readonly<Record<PromiseId, PromiseSpec>> = {
  // Orders in by 14:00 leave the warehouse that day; the price is the shipping from it.
  fullpack: { cutOff: "14:00", price: { serviceId: "standard" } },
  b2b: { cutOff: "14:00", price: { serviceId: "pallet_b2b" } },
  // A fleet is quoted per operation: units, routes and hours.
  dedicated: {},
  suite: {},
  // Pickup requested by 11:00 is collected the same day; priced as door services.
  pickup: { cutOff: "11:00", price: { modality: "door" } },
  // Dropped off at a branch whenever it is open: no cut-off.
  directo: { price: { modality: "branch" } },
  carriers: { price: { own: false } },
  sameDay: { cutOff: "12:00", price: { serviceId: "same_day", own: true } },
  nextDay: { cutOff: "18:00", price: { serviceId: "next_day", own: true } },
  standard: { cutOff: "16:00", price: { serviceId: "standard" } },
  b2bPallet: { cutOff: "14:00", price: { serviceId: "pallet_b2b" } },
  // Booked by 18:00 the day before the chosen date; priced as the next-day delivery it becomes.
  scheduled: { cutOff: "18:00", price: { serviceId: "next_day", own: true } },
};

export interface ServicePromise {
  id: PromiseId;
  /** "HH:MM" local time, or null when the service has no cut-off. */
  cutOff: string | null;
  /** null: quoted per operation (no rate card covers it). */
  price: StartingPrice | null;
}

export function servicePromise(market: MarketId, id: PromiseId): ServicePromise {
  const spec = SPECS[id];
  let price: StartingPrice | null = null;
  if (spec.price) {
    const { own, ...offer } = spec.price;
    const cards =
      own === undefined ? CARDS[market] : CARDS[market].filter((card) => Boolean(card.own) === own);
    price = startingPrice(market, offer, cards);
  }
  return { id, cutOff: spec.cutOff ?? null, price };
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
