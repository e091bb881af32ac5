/**
 * How long the rates engine takes to quote one request over every card of a market:
 *
 *   npm run bench:rates
 *
 * For each market, N random valid requests (checked with the shared schema before timing; a
 * quarter of them inside a same-day area so the own services are quoted too) are quoted once to
 * warm up, then timed twice: each call on its own (for p50/p99/max, timer overhead included) and
 * the whole batch in one loop (the mean, without per-call timer overhead).
 *
 * Environment: RATES_BENCH_REQUESTS (default 20000), RATES_BENCH_SEED (default 1).
 */
import { MARKET_IDS, type MarketId } from "../domain/site.ts";
import { CARDS } from "../domain/rates/cards/index.ts";
import { quote } from "../domain/rates/engine.ts";
import { MAX_DIMENSION, MAX_WEIGHT, ratesRequestSchema } from "../domain/rates/schema.ts";
import type { RatesRequest } from "../domain/rates/types.ts";
import { isCapitalMetro, zoneFor } from "../domain/rates/zones.ts";
import { integerFromEnv } from "./settings.ts";

const REQUESTS = integerFromEnv("RATES_BENCH_REQUESTS", 20_000);

/** mulberry32: a small seeded generator, so every run quotes the same requests. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(integerFromEnv("RATES_BENCH_SEED", 1));
const integer = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const digits = (count: number) =>
  Array.from({ length: count }, () => String(integer(0, 9))).join("");

const POSTAL_CODE_LENGTH: Record<MarketId, number> = { mx: 5, ar: 4, us: 5 };

/** A random postal code of the market that has a zone (and, if asked, is in a same-day area). */
function postalCode(market: MarketId, sameDay: boolean): string {
  for (;;) {
    const code = digits(POSTAL_CODE_LENGTH[market]);
    if (!zoneFor(market, code, code)) continue;
    if (sameDay && !isCapitalMetro(market, code)) continue;
    return code;
  }
}

/** A parcel's usual largest sides and weight, in each market's units (cm and kg; in and lb). */
const PARCEL_SCALE: Record<MarketId, { side: number; otherSides: number; weight: number }> = {
  mx: { side: 120, otherSides: 80, weight: 60 },
  ar: { side: 120, otherSides: 80, weight: 60 },
  us: { side: 48, otherSides: 32, weight: 130 },
};

/** Two decimals at most, like the form. */
const measure = (min: number, max: number) =>
  Math.round((min + random() * (max - min)) * 100) / 100;

function randomRequest(market: MarketId): RatesRequest {
  const sameDay = random() < 0.25;
  let origin = postalCode(market, sameDay);
  let destination = postalCode(market, sameDay);
  // US hubs are separate metros: keep a same-day pair in one of them.
  if (sameDay && market === "us") destination = `${origin.slice(0, 3)}${digits(2)}`;
  if (!zoneFor(market, origin, destination)) origin = destination;
  const pallet = random() < 0.05;
  const scale = PARCEL_SCALE[market];
  const maxSide = pallet ? MAX_DIMENSION[market] : scale.side;
  return {
    origin,
    destination,
    length: measure(1, maxSide),
    height: measure(1, Math.min(maxSide, scale.otherSides)),
    width: measure(1, Math.min(maxSide, scale.otherSides)),
    weight: measure(0.1, pallet ? MAX_WEIGHT[market] : scale.weight),
  };
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const rows: Record<string, string | number>[] = [];
for (const market of MARKET_IDS) {
  const schema = ratesRequestSchema(market);
  const requests = Array.from({ length: REQUESTS }, () => randomRequest(market));
  for (const request of requests) {
    const checked = schema.safeParse(request);
    if (!checked.success) throw new Error(`invalid bench request ${JSON.stringify(request)}`);
  }

  let quotes = 0;
  for (const request of requests) quotes += quote(market, request).length; // warm-up

  const perCallNs = new Float64Array(REQUESTS);
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = process.hrtime.bigint();
    quote(market, requests[i]!);
    perCallNs[i] = Number(process.hrtime.bigint() - started);
  }
  perCallNs.sort();

  let sink = 0;
  const started = process.hrtime.bigint();
  for (const request of requests) sink += quote(market, request).length;
  const batchNs = Number(process.hrtime.bigint() - started);
  if (sink !== quotes) throw new Error("the engine is not deterministic");

  const services = CARDS[market].reduce((sum, card) => sum + card.services.length, 0);
  rows.push({
    market,
    cards: CARDS[market].length,
    services,
    requests: REQUESTS,
    "quotes/call": Math.round((quotes / REQUESTS) * 10) / 10,
    "mean µs": Math.round(batchNs / REQUESTS / 10) / 100,
    "p50 µs": Math.round(percentile(perCallNs, 50) / 10) / 100,
    "p99 µs": Math.round(percentile(perCallNs, 99) / 10) / 100,
    "max µs": Math.round(perCallNs[REQUESTS - 1]! / 10) / 100,
  });
}

console.log(`rates engine, one quote() call over every card of the market (${process.version})`);
console.table(rows);
