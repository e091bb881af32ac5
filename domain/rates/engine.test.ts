import { describe, expect, it } from "vitest";
import type { MarketId } from "../site.ts";
import { CARDS } from "./cards/index.ts";
import { markBest, quote, sortQuotes, vatOf } from "./engine.ts";
import type { Quote, RateCard, RateService, RatesRequest } from "./types.ts";

/** A test service: brackets up to 1 and 5, 100 per extra unit, zones 1–8 all priced. */
function service(overrides: Partial<RateService> = {}): RateService {
  return {
    serviceId: "standard",
    modality: "branch",
    limits: { maxLength: 100, maxSumOfSides: 200, maxWeight: 30 },
    weightBrackets: [
      { upTo: 1, priceByZone: [1000, 1100, 1200, 1300, 1400, 1500, 1600, 1700] },
      { upTo: 5, priceByZone: [2000, 2100, 2200, 2300, 2400, 2500, 2600, 2700] },
    ],
    extraWeightPriceByZone: [100, 110, 120, 130, 140, 150, 160, 170],
    transitDaysByZone: [
      [1, 2],
      [2, 3],
      [2, 4],
      [3, 5],
      [4, 6],
      [4, 7],
      [5, 7],
      [5, 8],
    ],
    ...overrides,
  };
}

const card = (carrierId: string, services: RateService[]): RateCard => ({
  carrierId,
  carrierName: carrierId.toUpperCase(),
  services,
});

/** A small box, billed 1 (kg or lb) in every market unless a test says otherwise. */
const request = (overrides: Partial<RatesRequest> = {}): RatesRequest => ({
  origin: "06700",
  destination: "06600",
  length: 5,
  height: 5,
  width: 5,
  weight: 1,
  ...overrides,
});

/** The sample cards written out by hand, without the carriers derived from them (build.ts). */
const PUBLISHED = {
  mx: ["anden", "estafeta", "dhl", "fedex", "paquetexpress"],
  ar: ["anden", "andreani", "oca", "correo_argentino", "anden_b2b"],
  us: ["anden", "usps", "ups", "fedex"],
} as const satisfies Record<MarketId, readonly string[]>;
const published = (market: MarketId) =>
  CARDS[market].filter((card) => (PUBLISHED[market] as readonly string[]).includes(card.carrierId));

const pick = (quotes: Quote[], ...keys: (keyof Quote)[]) =>
  quotes.map((q) => Object.fromEntries(keys.map((key) => [key, q[key]])));

describe("quote: billed weight", () => {
  const cards = [card("test", [service()])];

  it.each<[string, Partial<RatesRequest>, number, number, number]>([
    // [case, parcel in cm and kg, chargeable (L × H × W / 4000), billed (0.5 kg steps), price]
    ["volumetric over real", { length: 30, height: 20, width: 15, weight: 2 }, 2.25, 2.5, 2000],
    ["real over volumetric", { length: 10, height: 10, width: 10, weight: 3 }, 0.25, 3, 2000],
    ["both light", { length: 10, height: 10, width: 10, weight: 0.2 }, 0.25, 0.5, 1000],
    ["equal", { length: 20, height: 20, width: 20, weight: 2 }, 2, 2, 2000],
    ["real just over a half", { length: 30, height: 20, width: 15, weight: 2.51 }, 2.25, 3, 2000],
    ["exactly a bracket", { length: 10, height: 10, width: 10, weight: 1 }, 0.25, 1, 1000],
    ["past the brackets", { length: 40, height: 40, width: 40, weight: 1 }, 16, 16, 3100],
    ["a half past the last", { length: 10, height: 10, width: 10, weight: 5.2 }, 0.25, 5.5, 2100],
  ])("mx: %s", (_case, parcel, chargeable, billed, price) => {
    const [result] = quote("mx", request(parcel), cards);
    expect(result).toMatchObject({
      realWeight: parcel.weight,
      chargeableWeight: chargeable,
      billedWeight: billed,
      priceExVat: price,
    });
  });

  it.each<[string, Partial<RatesRequest>, number, number, number]>([
    // [case, parcel in inches and pounds, dimensional (L × W × H / 139), billed (whole lb), price]
    ["dimensional over actual", { length: 12, width: 8, height: 6, weight: 2 }, 4.14, 5, 2000],
    ["actual over dimensional", { length: 6, width: 6, height: 6, weight: 3.2 }, 1.55, 4, 2000],
    ["light and small", { length: 4, width: 4, height: 4, weight: 0.3 }, 0.46, 1, 1000],
    ["a whole pound stays", { length: 4, width: 4, height: 4, weight: 1 }, 0.46, 1, 1000],
    ["past the brackets", { length: 20, width: 20, height: 20, weight: 10 }, 57.55, 58, 7300],
  ])("us: %s", (_case, parcel, dimensional, billed, price) => {
    const [result] = quote(
      "us",
      request({ origin: "90012", destination: "90012", ...parcel }),
      cards,
    );
    expect(result).toMatchObject({
      realWeight: parcel.weight,
      chargeableWeight: dimensional,
      billedWeight: billed,
      priceExVat: price,
    });
  });
});

describe("quote: zones", () => {
  const cards = [card("test", [service()])];

  it.each<[MarketId, string, string, number, number, [number, number]]>([
    ["mx", "06700", "06600", 1, 1000, [1, 2]], // CDMX → CDMX
    ["mx", "06700", "44100", 3, 1200, [2, 4]], // CDMX → Guadalajara
    ["mx", "06700", "64000", 4, 1300, [3, 5]], // CDMX → Monterrey
    ["mx", "06700", "97000", 4, 1300, [3, 5]], // CDMX → Mérida
    ["mx", "06700", "22000", 5, 1400, [4, 6]], // CDMX → Tijuana
    ["ar", "1425", "5000", 3, 1200, [2, 4]], // CABA → Córdoba
    ["ar", "1425", "9410", 5, 1400, [4, 6]], // CABA → Ushuaia
    ["us", "90012", "75201", 3, 1200, [2, 4]], // LA → Dallas
    ["us", "90012", "10001", 8, 1700, [5, 8]], // LA → New York
  ])("%s %s → %s: zone %i, price %i, days %j", (market, origin, destination, zone, price, days) => {
    const [result] = quote(market, request({ origin, destination }), cards);
    expect(result).toMatchObject({
      zone,
      priceExVat: price,
      transitDays: { min: days[0], max: days[1] },
    });
  });

  it("leaves out a service whose price list stops before the zone", () => {
    const short = service({
      weightBrackets: [{ upTo: 5, priceByZone: [500, 600] }],
      extraWeightPriceByZone: [50, 60],
      transitDaysByZone: [
        [1, 1],
        [1, 2],
      ],
    });
    const cards = [card("short", [short]), card("long", [service()])];
    const ids = (destination: string) =>
      quote("mx", request({ destination }), cards).map((q) => q.id);
    expect(ids("53000")).toEqual(["short:standard", "long:standard"]); // zone 2
    expect(ids("44100")).toEqual(["long:standard"]); // zone 3
  });

  it.each<[MarketId, string, string]>([
    ["mx", "00100", "06700"],
    ["mx", "06700", "17000"],
    ["mx", "6700", "06700"],
    ["ar", "0999", "1425"],
    ["us", "00100", "90012"],
    ["us", "90012", "09001"],
  ])("%s %s → %s: an unknown postal code gives no quotes, not an error", (m, o, d) => {
    expect(quote(m, request({ origin: o, destination: d }))).toEqual([]);
  });
});

describe("quote: limits", () => {
  const limited = (overrides: Partial<RateService["limits"]>) =>
    service({ limits: { maxLength: 100, maxSumOfSides: 200, maxWeight: 30, ...overrides } });
  const cards = [
    card("base", [limited({})]),
    card("short", [limited({ maxLength: 60 })]),
    card("light", [limited({ maxWeight: 10 })]),
    card("nosum", [limited({ maxSumOfSides: undefined, maxLength: 120 })]),
    card("pallet", [
      limited({ maxLength: 240, maxSumOfSides: undefined, maxWeight: 1000, minBilledWeight: 50 }),
    ]),
  ];

  it.each<[string, Partial<RatesRequest>, string[]]>([
    [
      "fits every parcel service",
      { length: 50, height: 40, width: 30, weight: 5 },
      ["base", "short", "light", "nosum"],
    ],
    [
      "too long for one",
      { length: 70, height: 20, width: 20, weight: 5 },
      ["base", "light", "nosum"],
    ],
    [
      "too heavy for one",
      { length: 30, height: 20, width: 20, weight: 12 },
      ["base", "short", "nosum"],
    ],
    [
      "the longest side counts, whatever its name",
      { length: 20, height: 20, width: 70, weight: 1 },
      ["base", "light", "nosum"],
    ],
    [
      "sum of sides over 200",
      { length: 90, height: 60, width: 55, weight: 5 },
      ["nosum", "pallet"],
    ],
    [
      "exactly at the limits",
      { length: 100, height: 50, width: 50, weight: 10 },
      ["base", "light", "nosum", "pallet"],
    ],
    [
      "a sum of exactly 200 in decimals",
      { length: 78.09, height: 76.89, width: 45.02, weight: 5 },
      ["base", "light", "nosum", "pallet"],
    ],
    [
      "too long for all but the pallet",
      { length: 130, height: 50, width: 50, weight: 5 },
      ["pallet"],
    ],
    [
      "too heavy for all but the pallet",
      { length: 50, height: 50, width: 50, weight: 60 },
      ["pallet"],
    ],
    ["too heavy for all", { length: 50, height: 50, width: 50, weight: 1000.5 }, []],
  ])("%s", (_case, parcel, carriers) => {
    const quotes = quote("mx", request(parcel), cards);
    expect(quotes.map((q) => q.carrierId)).toEqual(carriers);
  });

  it("limits length plus girth (the longest side and twice the other two) where a card says so", () => {
    const girth = [card("girth", [limited({ maxLength: 108, maxLengthPlusGirth: 165 })])];
    const takes = (length: number, height: number, width: number) =>
      quote("us", request({ origin: "90012", destination: "90012", length, height, width }), girth)
        .length === 1;
    expect(takes(60, 25, 27.5)).toBe(true); // 60 + 2 × 52.5 = 165
    expect(takes(25, 60, 27.5)).toBe(true); // the longest side is the length, whatever its name
    expect(takes(60, 25, 27.51)).toBe(false); // 165.02
  });

  it("excludes by the sample cards' limits (CDMX → CDMX)", () => {
    const ids = (parcel: Partial<RatesRequest>) =>
      quote("mx", request(parcel), published("mx"))
        .map((q) => q.id)
        .sort();
    // 130 cm: over Andén (100), Estafeta next day (120) and DHL (120).
    expect(ids({ length: 130, height: 20, width: 10, weight: 5 })).toEqual([
      "estafeta:standard",
      "fedex:next_day",
      "fedex:standard",
      "paquetexpress:next_day",
      "paquetexpress:standard",
    ]);
    // 60 kg: over Andén (25), Estafeta next day and Paquetexpress next day (50); pallet from 50.
    expect(ids({ length: 40, height: 40, width: 40, weight: 60 })).toEqual([
      "dhl:next_day",
      "dhl:standard",
      "estafeta:standard",
      "fedex:next_day",
      "fedex:standard",
      "paquetexpress:pallet_b2b",
      "paquetexpress:standard",
    ]);
  });
});

describe("quote: same day only where offered", () => {
  it.each<[MarketId, string, string, boolean]>([
    ["mx", "06700", "06600", true], // CDMX → CDMX
    ["mx", "06700", "53000", true], // CDMX → Naucalpan: the same metro
    ["mx", "06700", "44100", false], // CDMX → Guadalajara
    ["mx", "44100", "44600", false], // Guadalajara → Guadalajara: not the capital
    ["mx", "50000", "06700", false], // Toluca → CDMX
    ["ar", "1425", "1425", true], // CABA → CABA
    ["ar", "1425", "1900", true], // CABA → La Plata (GBA)
    ["ar", "1425", "2000", false], // CABA → Rosario
    ["us", "90012", "90210", true], // LA → LA
    ["us", "60601", "60607", true], // Chicago → Chicago
    ["us", "90012", "60601", false], // LA → Chicago: two hubs, not one metro
    ["us", "10001", "10002", false], // New York: no hub
  ])("%s %s → %s: same day %s", (market, origin, destination, offered) => {
    const ids = quote(market, request({ origin, destination })).map((q) => q.id);
    // The US announces its own same day as coming soon: the carriers' same day only, for now.
    expect(ids.includes("anden:same_day")).toBe(offered && market !== "us");
    expect(ids.some((id) => id.endsWith(":same_day"))).toBe(offered);
    expect(ids.includes("anden:next_day")).toBe(offered); // the own service is metro-only too
  });

  it("holds for a same_day service without the flag", () => {
    const cards = [card("x", [service({ serviceId: "same_day" })])];
    expect(quote("mx", request({ destination: "06600" }), cards)).toHaveLength(1);
    expect(quote("mx", request({ destination: "44100" }), cards)).toEqual([]);
  });

  it("quotes same day as 0 days", () => {
    const sameDay = quote("mx", request()).find((q) => q.serviceId === "same_day");
    expect(sameDay?.transitDays).toEqual({ min: 0, max: 0 });
  });
});

describe("VAT", () => {
  it.each<[number, number, number]>([
    [20600, 0.16, 3296],
    [1003, 0.16, 160], // 160.48
    [1004, 0.16, 161], // 160.64
    [100, 0.21, 21],
    [50, 0.21, 11], // 10.5: half up
    [1050, 0.21, 221], // 220.5: half up
    [1047, 0.21, 220], // 219.87
    [1234, 0, 0],
  ])("vatOf(%i, %d) = %i", (price, rate, vat) => {
    expect(vatOf(price, rate)).toBe(vat);
  });

  it.each<[MarketId, string, number, number, number, string]>([
    ["mx", "06700", 1003, 0.16, 160, "MXN"],
    ["ar", "1425", 1050, 0.21, 221, "ARS"],
    ["us", "90012", 1234, 0, 0, "USD"],
  ])("%s: %i + VAT at the market's rate", (market, cp, price, rate, vat, currency) => {
    const flat = service({
      weightBrackets: [{ upTo: 5, priceByZone: [price] }],
      extraWeightPriceByZone: [0],
      transitDaysByZone: [[1, 1]],
    });
    const [result] = quote(market, request({ origin: cp, destination: cp }), [card("t", [flat])]);
    expect(result).toMatchObject({
      priceExVat: price,
      vat,
      priceIncVat: price + vat,
      vatRate: rate,
      currency,
    });
  });
});

describe("sortQuotes and markBest", () => {
  const q = (id: string, priceExVat: number, min: number, max: number) =>
    ({ id, priceExVat, transitDays: { min, max } }) as Quote;
  const quotes = [
    q("a", 100, 3, 5),
    q("e", 100, 2, 3),
    q("c", 200, 1, 1),
    q("b", 100, 2, 3),
    q("d", 150, 1, 1),
    q("f", 150, 0, 1),
  ];

  it.each<["cheapest" | "fastest", string[]]>([
    // price, then the latest day, then the earliest day, then id
    ["cheapest", ["b", "e", "a", "f", "d", "c"]],
    // the latest day, then price, then the earliest day, then id
    ["fastest", ["f", "d", "c", "b", "e", "a"]],
  ])("%s", (by, ids) => {
    expect(sortQuotes(quotes, by).map((x) => x.id)).toEqual(ids);
  });

  it("leaves its input as it was", () => {
    const before = quotes.map((x) => x.id);
    sortQuotes(quotes, "fastest");
    expect(quotes.map((x) => x.id)).toEqual(before);
  });

  it("marks the heads of both orders", () => {
    expect(markBest(quotes)).toEqual({ cheapestId: "b", fastestId: "f" });
    expect(markBest([...quotes].reverse())).toEqual({ cheapestId: "b", fastestId: "f" });
    expect(markBest([])).toEqual({ cheapestId: null, fastestId: null });
  });
});

describe("quote over the sample cards", () => {
  it("CDMX 06700 → Guadalajara 44100, 30×20×15 cm, 2 kg: one chargeable weight for every card", () => {
    const parcel = request({ destination: "44100", length: 30, height: 20, width: 15, weight: 2 });
    const quotes = sortQuotes(quote("mx", parcel, published("mx")), "cheapest");
    expect(pick(quotes, "id", "zone", "chargeableWeight", "billedWeight", "modality")).toEqual(
      [
        ["paquetexpress:standard", "branch"],
        ["estafeta:standard", "branch"],
        ["fedex:standard", "branch"],
        ["dhl:standard", "door"],
        ["paquetexpress:next_day", "door"],
        ["estafeta:next_day", "door"],
        ["fedex:next_day", "door"],
        ["dhl:next_day", "door"],
      ].map(([id, modality]) => ({
        id,
        zone: 3,
        chargeableWeight: 2.25,
        billedWeight: 2.5,
        modality,
      })),
    );
    for (const result of quotes) {
      expect(result.priceIncVat).toBe(result.priceExVat + vatOf(result.priceExVat, 0.16));
    }
  });

  it("New York 10001 → San Francisco 94105, 12×8×6 in, 2 lb: by the pound, in dollars", () => {
    const parcel = request({
      origin: "10001",
      destination: "94105",
      length: 12,
      width: 8,
      height: 6,
      weight: 2,
    });
    const quotes = sortQuotes(quote("us", parcel, published("us")), "cheapest");
    expect(pick(quotes, "id", "zone", "chargeableWeight", "billedWeight", "priceExVat")).toEqual([
      { id: "usps:standard", zone: 8, chargeableWeight: 4.14, billedWeight: 5, priceExVat: 2220 },
      { id: "fedex:standard", zone: 8, chargeableWeight: 4.14, billedWeight: 5, priceExVat: 2445 },
      { id: "ups:standard", zone: 8, chargeableWeight: 4.14, billedWeight: 5, priceExVat: 2520 },
      { id: "fedex:next_day", zone: 8, chargeableWeight: 4.14, billedWeight: 5, priceExVat: 7980 },
      { id: "ups:next_day", zone: 8, chargeableWeight: 4.14, billedWeight: 5, priceExVat: 8310 },
    ]);
    expect(quotes.every((q) => q.currency === "USD" && q.vat === 0)).toBe(true);
  });

  it("is deterministic and does not change the cards", () => {
    const before = JSON.stringify(CARDS.mx);
    const parcel = request({ destination: "53000" });
    expect(quote("mx", parcel)).toEqual(quote("mx", parcel));
    expect(JSON.stringify(CARDS.mx)).toBe(before);
  });
});
