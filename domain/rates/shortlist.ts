/**
 * What a results view shows of a quote: with many carriers on a route, each carrier's best offer
 * for the chosen order, a few of them, and every offer only on request. Pure: the server draws
 * the view and the browser re-sorts it in place from the places it carries.
 */
import { sortQuotes, type Quote, type QuoteSort } from "./engine.ts";

/** How many offers a view shows before "see all of them". */
export const SHORTLIST_SIZE = 6;

/** Each carrier's best quote in the order, best first, at most `size` of them. */
export function shortlist(
  quotes: readonly Quote[],
  order: QuoteSort,
  size = SHORTLIST_SIZE,
): Quote[] {
  const carriers = new Set<string>();
  const picked: Quote[] = [];
  for (const candidate of sortQuotes(quotes, order)) {
    if (picked.length === size) break;
    if (carriers.has(candidate.carrierId)) continue;
    carriers.add(candidate.carrierId);
    picked.push(candidate);
  }
  return picked;
}

/** A card of a results view: its quote and its place in each order, null where it is not shown. */
export interface ViewCard {
  quote: Quote;
  place: Record<QuoteSort, number | null>;
}

/**
 * The cards the view draws, for both orders at once (the browser switches between them without a
 * request): the shortlists of both orders, or every quote when `showAll`. Ordered by `shown`, the
 * cards it does not show last. The first card of each order is the one the view recommends.
 */
export function viewCards(
  quotes: readonly Quote[],
  shown: QuoteSort,
  showAll: boolean,
): ViewCard[] {
  const orders = {
    cheapest: showAll ? sortQuotes(quotes, "cheapest") : shortlist(quotes, "cheapest"),
    fastest: showAll ? sortQuotes(quotes, "fastest") : shortlist(quotes, "fastest"),
  };
  const placeIn = (order: QuoteSort, quote: Quote) => {
    const index = orders[order].indexOf(quote);
    return index === -1 ? null : index;
  };
  const drawn = [
    ...new Set([...orders[shown], ...orders[shown === "cheapest" ? "fastest" : "cheapest"]]),
  ];
  return drawn.map((quote) => ({
    quote,
    place: { cheapest: placeIn("cheapest", quote), fastest: placeIn("fastest", quote) },
  }));
}
