import { describe, expect, it } from "vitest";
import { markBest, quote, sortQuotes, type Quote } from "./engine.ts";
import { SHORTLIST_SIZE, shortlist, viewCards } from "./shortlist.ts";

const offer = (carrier: string, service: string, price: number, days: number) =>
  ({
    id: `${carrier}:${service}`,
    carrierId: carrier,
    priceExVat: price,
    transitDays: { min: days, max: days },
  }) as Quote;

// a: cheap and slow, with a fast dearer service; b: middle; c: dear and fast; d: cheapest of all
const QUOTES = [
  offer("a", "standard", 100, 5),
  offer("a", "next_day", 400, 1),
  offer("b", "standard", 200, 3),
  offer("c", "next_day", 300, 1),
  offer("d", "standard", 50, 6),
];
const ids = (quotes: readonly Quote[]) => quotes.map((q) => q.id);

describe("shortlist", () => {
  it("keeps each carrier's best offer for the order, best first", () => {
    expect(ids(shortlist(QUOTES, "cheapest"))).toEqual([
      "d:standard",
      "a:standard",
      "b:standard",
      "c:next_day",
    ]);
    expect(ids(shortlist(QUOTES, "fastest"))).toEqual([
      "c:next_day",
      "a:next_day",
      "b:standard",
      "d:standard",
    ]);
  });

  it("stops at its size", () => {
    expect(ids(shortlist(QUOTES, "cheapest", 2))).toEqual(["d:standard", "a:standard"]);
  });

  it("starts with the quote the engine marks best in that order", () => {
    const route = { origin: "06700", destination: "44100", length: 30, height: 20, width: 15 };
    const quotes = quote("mx", { ...route, weight: 1 });
    const { cheapestId, fastestId } = markBest(quotes);
    expect(shortlist(quotes, "cheapest")[0]?.id).toBe(cheapestId);
    expect(shortlist(quotes, "fastest")[0]?.id).toBe(fastestId);
    const carriers = shortlist(quotes, "cheapest").map((q) => q.carrierId);
    expect(carriers).toHaveLength(SHORTLIST_SIZE);
    expect(new Set(carriers).size).toBe(SHORTLIST_SIZE);
  });
});

describe("viewCards", () => {
  it("draws both orders' shortlists once each, the shown order first, with each card's places", () => {
    const cards = viewCards(QUOTES, "cheapest", false).map(({ quote, place }) => [quote.id, place]);
    expect(cards).toEqual([
      ["d:standard", { cheapest: 0, fastest: 3 }],
      ["a:standard", { cheapest: 1, fastest: null }],
      ["b:standard", { cheapest: 2, fastest: 2 }],
      ["c:next_day", { cheapest: 3, fastest: 0 }],
      ["a:next_day", { cheapest: null, fastest: 1 }],
    ]);
    expect(viewCards(QUOTES, "fastest", false)[0]?.quote.id).toBe("c:next_day");
  });

  it("places every quote in both orders when all are asked for", () => {
    const cards = viewCards(QUOTES, "fastest", true);
    expect(cards.map(({ quote }) => quote.id)).toEqual(ids(sortQuotes(QUOTES, "fastest")));
    expect(cards.every(({ place }) => place.cheapest !== null && place.fastest !== null)).toBe(
      true,
    );
  });
});
