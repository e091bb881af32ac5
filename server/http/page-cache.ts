import { LRUCache } from "lru-cache";
import type { PageLookup } from "../../domain/page-request.ts";

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
  lookups: Array<[string, WeakRef<PageLookup>]>;
}

export function createPageCache(): LRUCache<string, RenderedPage> {
  return new LRUCache({
    max: PAGE_CACHE_MAX_PAGES,
    maxSize: PAGE_CACHE_BYTES,
    sizeCalculation: (page) =>
      Math.max(
        1,
        page.parts.reduce((sum, part) => sum + part.byteLength, 0),
      ),
  });
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
  lookUp: (trackingNumber: string) => Promise<PageLookup>,
): Promise<boolean> {
  for (const [trackingNumber, answered] of page.lookups) {
    const answer = await lookUp(trackingNumber);
    if (answer !== answered.deref()) return false;
  }
  return true;
}
