import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MARKET_IDS, MARKETS } from "../../site.ts";
import { carrierCount, carriersOf } from "../carriers.ts";
import { isSameDayOnly, quote } from "../engine.ts";
import { billedWeight, chargeableWeight, MEASUREMENT_RULES } from "../measurement.ts";
import { MAX_DIMENSION } from "../schema.ts";
import { ZONE_COUNT } from "../zones.ts";
import type { RateCard } from "../types.ts";
import { CARDS, MARKET_RATES } from "./index.ts";

describe.each(MARKET_IDS)("the %s rate cards", (market) => {
  const { currency, vatRate, cards } = MARKET_RATES[market];

  it("are in the market's currency, with its VAT, and in the units of its measurement rule", () => {
    expect(currency).toBe(MARKETS[market].currency);
    expect(vatRate).toBe({ mx: 0.16, ar: 0.21, us: 0 }[market]);
    expect(MARKET_RATES[market].units).toEqual(MEASUREMENT_RULES[market].units);
    expect(CARDS[market]).toBe(cards);
  });

  it("are pure data marked as sample tariffs", () => {
    const source = readFileSync(new URL(`./${market}.ts`, import.meta.url), "utf8");
    expect(source).toMatch(/SAMPLE rate cards .* to be replaced by the company's/s);
    // Types, and the pure builder of derived services: nothing with I/O or Node APIs.
    const imports = source.match(/^import .*$/gm) ?? [];
    for (const line of imports) expect(line).toMatch(/^import type |from "\.\/build\.ts";$/);
  });

  it("include the company's own service and quote ids that are unique", () => {
    expect(cards.some((card) => card.own)).toBe(true);
    const ids = cards.flatMap((card) =>
      card.services.map((s) => `${card.carrierId}:${s.serviceId}`),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  const services = cards.flatMap((card) =>
    card.services.map((service) => ({
      id: `${card.carrierId}:${service.serviceId}`,
      card,
      service,
    })),
  );

  it.each(services)("$id is well formed", ({ service }) => {
    const zones = service.transitDaysByZone.length;
    expect(zones).toBeGreaterThanOrEqual(1);
    expect(zones).toBeLessThanOrEqual(ZONE_COUNT[market]);
    expect(service.extraWeightPriceByZone).toHaveLength(zones);
    for (const [min, max] of service.transitDaysByZone) {
      expect(Number.isInteger(min) && min >= 0 && min <= max).toBe(true);
    }
    const brackets = service.weightBrackets;
    expect(brackets.length).toBeGreaterThan(0);
    brackets.forEach((bracket, i) => {
      expect(bracket.priceByZone).toHaveLength(zones);
      if (i > 0) expect(bracket.upTo).toBeGreaterThan(brackets[i - 1]!.upTo);
      bracket.priceByZone.forEach((price, zone) => {
        expect(Number.isInteger(price) && price > 0).toBe(true);
        // heavier never costs less, and neither does a farther zone
        if (i > 0) expect(price).toBeGreaterThanOrEqual(brackets[i - 1]!.priceByZone[zone]!);
        if (zone > 0) expect(price).toBeGreaterThanOrEqual(bracket.priceByZone[zone - 1]!);
      });
    });
    for (const price of service.extraWeightPriceByZone) expect(Number.isInteger(price)).toBe(true);
    const { maxLength, maxSumOfSides, maxLengthPlusGirth, maxWeight } = service.limits;
    expect(maxLength).toBeGreaterThan(0);
    expect(maxWeight).toBeGreaterThan(0);
    if (maxSumOfSides !== undefined) expect(maxSumOfSides).toBeGreaterThanOrEqual(maxLength);
    if (maxLengthPlusGirth !== undefined) {
      expect(maxLengthPlusGirth).toBeGreaterThanOrEqual(maxLength);
    }
    if (service.serviceId === "pallet_b2b")
      expect(service.limits.minBilledWeight).toBeGreaterThan(0);
    if (service.serviceId === "same_day") {
      expect(service.sameDayOnly).toBe(true);
      expect(service.transitDaysByZone.every(([, max]) => max === 0)).toBe(true);
    }
  });
});

describe("the sample carriers", () => {
  it.each([
    [
      "mx",
      // prettier-ignore
      ["estafeta", "dhl", "fedex", "paquetexpress", "ups", "redpack", "jt_express", "ampm",
        "correos_de_mexico", "sendex", "flecha_amarilla", "99minutos", "quiken", "ivoy",
        "tresguerras", "castores", "fletes_mexico"],
    ],
    [
      "ar",
      // prettier-ignore
      ["andreani", "oca", "correo_argentino", "urbano", "via_cargo", "cruz_del_sur",
        "integral_pack", "credifin", "dhl", "fedex", "hop", "pickit", "andesmar", "fast_mail",
        "moova", "treggo", "rapiboy"],
    ],
    [
      "us",
      // prettier-ignore
      ["usps", "ups", "fedex", "amazon_shipping", "dhl_ecommerce", "epost_global",
        "osm_worldwide", "sendle", "ontrac", "lso", "spee_dee", "gls_us", "better_trucks", "cdl",
        "veho", "uniuni", "jitsu", "roadie", "tforce_freight", "xpo", "estes", "old_dominion",
        "saia", "rl_carriers", "abf_freight", "averitt", "southeastern", "aaa_cooper",
        "central_transport", "dayton_freight", "pitt_ohio"],
    ],
  ] as const)("%s: the carriers the copy counts, beside the company's own", (market, carriers) => {
    expect(carriersOf(market).map((carrier) => carrier.id)).toEqual(carriers);
    expect(CARDS[market].filter((card) => card.own).length).toBeGreaterThan(0);
    const names = carriersOf(market).map((carrier) => carrier.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are as many as the claims say: more than 15 in Mexico and Argentina, 30+ in the US", () => {
    expect(carrierCount("mx")).toBeGreaterThan(15);
    expect(carrierCount("ar")).toBeGreaterThan(15);
    // "30+" read strictly: more than 30.
    expect(carrierCount("us")).toBeGreaterThan(30);
    for (const market of MARKET_IDS) expect(carrierCount(market)).toBe(carriersOf(market).length);
  });

  it.each(MARKET_IDS)("%s: each network as its services say", (market) => {
    const zones = ZONE_COUNT[market];
    const parcels = (card: RateCard) =>
      card.services.filter((service) => service.serviceId !== "pallet_b2b");
    const reach = (card: RateCard) =>
      Math.max(0, ...parcels(card).map((service) => service.transitDaysByZone.length));
    for (const card of CARDS[market]) {
      const id = card.carrierId;
      if (card.own) {
        expect(card.network, id).toBeUndefined();
        continue;
      }
      switch (card.network) {
        case "national": // a parcel service to every zone
          expect(reach(card), id).toBe(zones);
          break;
        case "regional": // parcels, to fewer zones or same-day in a metro only
          expect(parcels(card).length, id).toBeGreaterThan(0);
          expect(
            reach(card) < zones || parcels(card).every((service) => isSameDayOnly(service)),
            id,
          ).toBe(true);
          break;
        case "freight": // pallets only
          expect(card.services.length, id).toBeGreaterThan(0);
          expect(parcels(card), id).toEqual([]);
          break;
        default:
          throw new Error(`${id} has no network`);
      }
    }
    expect(carriersOf(market).some((carrier) => carrier.network === "national")).toBe(true);
    const pallets = CARDS[market].flatMap((card) =>
      card.services.filter((service) => service.serviceId === "pallet_b2b"),
    );
    expect(pallets.length).toBeGreaterThan(0);
  });

  it.each([
    // CDMX → Guadalajara, CABA → Córdoba, New York → San Francisco: a 1 kg box (2 lb in the US).
    ["mx", "06700", "44100", [30, 20, 15, 1], 10],
    ["ar", "1425", "5000", [30, 20, 15, 1], 10],
    ["us", "10001", "94105", [12, 6, 8, 2], 8],
    // Los Angeles → Phoenix: the regional carriers too.
    ["us", "90012", "85001", [12, 6, 8, 2], 15],
  ] as const)(
    "%s %s → %s: a box between two cities has many carriers to choose from",
    (market, origin, destination, [length, height, width, weight], carriers) => {
      const quotes = quote(market, { origin, destination, length, height, width, weight });
      expect(new Set(quotes.map((q) => q.carrierId)).size).toBeGreaterThanOrEqual(carriers);
      const freight = new Set(
        carriersOf(market)
          .filter((c) => c.network === "freight")
          .map((c) => c.id),
      );
      expect(quotes.filter((q) => freight.has(q.carrierId))).toEqual([]);
    },
  );

  it("lists each carrier's services and modalities once, in a fixed order", () => {
    const estafeta = carriersOf("mx").find((carrier) => carrier.id === "estafeta");
    expect(estafeta).toMatchObject({
      name: "Estafeta",
      network: "national",
      services: ["standard", "next_day"],
      modalities: ["branch", "door"],
    });
    expect(carriersOf("us").find((carrier) => carrier.id === "saia")).toMatchObject({
      network: "freight",
      services: ["pallet_b2b"],
      modalities: ["door"],
    });
  });

  it("in the US are services that exist today, in inches and pounds", () => {
    const notes = CARDS.us.flatMap((card) => card.services.map((s) => s.coverageNote ?? ""));
    for (const product of [
      "USPS Ground Advantage",
      "UPS Ground",
      "UPS Next Day Air",
      "FedEx Ground",
      "FedEx Home Delivery",
      "FedEx Standard Overnight",
      "FedEx Freight LTL",
    ]) {
      expect(
        notes.some((note) => note.includes(product)),
        product,
      ).toBe(true);
    }
    // Parcels as US carriers take them (108 in, 150 lb at most), and a pallet.
    const parcels = CARDS.us.flatMap((card) =>
      card.services.filter((service) => service.serviceId !== "pallet_b2b"),
    );
    expect(Math.max(...parcels.map((s) => s.limits.maxLength))).toBe(108);
    expect(Math.max(...parcels.map((s) => s.limits.maxWeight))).toBe(150);
  });
});

describe.each(MARKET_IDS)("every %s card", (market) => {
  const rule = MEASUREMENT_RULES[market];
  // A route inside the capital's same-day area, which every card of the market serves.
  const { origin, destination } = {
    mx: { origin: "06700", destination: "06600" },
    ar: { origin: "1425", destination: "1425" },
    us: { origin: "90012", destination: "90012" },
  }[market];

  it("quotes with the market's rule: one chargeable and one billed weight, the form's", () => {
    const side = fc.integer({ min: 1, max: MAX_DIMENSION[market] * 100 }).map((n) => n / 100);
    const weight = fc.integer({ min: 1, max: 30_000 }).map((n) => n / 100);
    fc.assert(
      fc.property(side, side, side, weight, (length, height, width, real) => {
        const quotes = quote(market, { origin, destination, length, height, width, weight: real });
        const chargeable = chargeableWeight({ length, height, width }, rule);
        for (const result of quotes) {
          expect(result.chargeableWeight, result.id).toBe(chargeable);
          expect(result.billedWeight, result.id).toBe(billedWeight(real, chargeable, rule));
        }
      }),
    );
  });

  it("is quoted for the market's sample parcel, each with the same weights", () => {
    const parcel = { mx: [30, 20, 15, 2], ar: [30, 20, 15, 2], us: [12, 6, 8, 2] }[market];
    const [length, height, width, real] = parcel as [number, number, number, number];
    const quotes = quote(market, { origin, destination, length, height, width, weight: real });
    const ids = new Set(quotes.map((q) => q.carrierId));
    const parcelCarriers = CARDS[market].filter((card) =>
      card.services.some((s) => s.serviceId !== "pallet_b2b"),
    );
    expect([...ids].sort()).toEqual(parcelCarriers.map((card) => card.carrierId).sort());
    expect(new Set(quotes.map((q) => q.chargeableWeight)).size).toBe(1);
  });
});
