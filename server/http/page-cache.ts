import { LRUCache } from "lru-cache";
import type { MarketId } from "../../domain/site.ts";
import { calendarDateOf, MARKET_TIME_ZONES } from "../../domain/tracking/dates.ts";
import type { TrackingLookup } from "../../domain/tracking/view.ts";

/** The most bytes of rendered pages kept, and the most pages. */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;
export const PAGE_CACHE_MAX_PAGES = 1_000;

/**
 * A page rendered per request, kept to answer the same URL again on the same day (ADR 36). Its
 * body was rendered with a placeholder for the CSP nonce and is kept split there, so that every
 * answer carries its own request's nonce.
 */
export interface RenderedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The body's bytes between the places of the nonce. */
  parts: Uint8Array[];
  /**
   * The tracking lookups the render made and what they answered: the page is current while each
   * answers the very same result (the tracking service keeps a shipment's result until it
   * changes). Held weakly: a result the service no longer keeps can never be answered again, and
   * the page must not keep it alive.
   */
  lookups: Array<[string, WeakRef<TrackingLookup>]>;
}

/** Bytes a JavaScript string takes at most (two per UTF-16 code unit). */
const stringBytes = (text: string) => text.length * 2;

/**
 * What keeping `page` under `key` costs: its key, its headers, and every buffer its parts are
 * views of (the parts of one page share the buffer it was rendered into, held whole).
 */
export function keptBytes(key: string, page: RenderedPage): number {
  const buffers = new Set(page.parts.map((part) => part.buffer));
  let bytes = stringBytes(key);
  for (const buffer of buffers) bytes += buffer.byteLength;
  for (const [name, value] of page.headers) bytes += stringBytes(name) + stringBytes(value);
  for (const [number] of page.lookups) bytes += stringBytes(number);
  return Math.max(1, bytes);
}

export type PageCache = LRUCache<string, RenderedPage>;

export function createPageCache(maxBytes = PAGE_CACHE_BYTES): PageCache {
  return new LRUCache({
    max: PAGE_CACHE_MAX_PAGES,
    maxSize: maxBytes,
    sizeCalculation: (page, key) => keptBytes(key, page),
  });
}

/**
 * The date in the market's time zone, the part of a cached page's key that makes it last a day.
 * The date changes on a minute's boundary, so it is worked out once a minute (Intl is slow).
 */
export function marketDay(market: MarketId, now: () => Date): () => string {
  const timeZone = MARKET_TIME_ZONES[market];
  let known = { minute: Number.NaN, day: "" };
  return () => {
    const time = now();
    const minute = Math.floor(time.getTime() / 60_000);
    if (minute !== known.minute) known = { minute, day: calendarDateOf(time, timeZone) };
    return known.day;
  };
}

/** A cached page's key: the market, the day and the URL's path and query (never its host). */
export function pageCacheKey(market: MarketId, day: string, url: string): string {
  return `${market} ${day} ${url.slice(url.indexOf("/", url.indexOf("//") + 2))}`;
}

/** `body` cut at every occurrence of `placeholder`. */
export function splitAt(body: Uint8Array, placeholder: string): Uint8Array[] {
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const parts: Uint8Array[] = [];
  let start = 0;
  for (;;) {
    const found = bytes.indexOf(placeholder, start, "latin1");
    if (found === -1) break;
    parts.push(bytes.subarray(start, found));
    start = found + placeholder.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}

/** The parts joined with `nonce` where the placeholder was. */
export function joinWith(parts: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  if (parts.length === 1) return parts[0] as Uint8Array<ArrayBuffer>;
  const filler = Buffer.from(nonce, "latin1");
  const pieces: Uint8Array[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(filler);
    pieces.push(part);
  });
  // A Buffer is a Uint8Array: no second copy.
  return Buffer.concat(pieces) as Uint8Array<ArrayBuffer>;
}

/** Whether every lookup of `page` still answers what it answered when the page was rendered. */
export async function isCurrent(
  page: RenderedPage,
  lookUp: (trackingNumber: string) => Promise<TrackingLookup>,
): Promise<boolean> {
  for (const [trackingNumber, answered] of page.lookups) {
    const answer = await lookUp(trackingNumber);
    if (answer !== answered.deref()) return false;
  }
  return true;
}
