import { describe, expect, it } from "vitest";
import { CARDS } from "../rates/cards/index.ts";
import { formatMoney } from "../rates/format.ts";
import { startingPrice } from "../rates/starting-price.ts";
import { MARKET_IDS, MARKETS } from "../site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import { LOCALES } from "../site.ts";
import { formatCutOff, isPromiseId, PROMISE_IDS, servicePromise } from "./promises.ts";

describe("servicePromise", () => {
  it.each(MARKET_IDS)(
    "%s: a price from the cards for every service sold by the parcel",
    (market) => {
      for (const id of PROMISE_IDS) {
        const promise = servicePromise(market, id);
        if (id === "dedicated" || id === "suite") {
          expect(promise.price, id).toBeNull();
          continue;
        }
        expect(promise.price?.currency, id).toBe(MARKETS[market].currency);
        expect(promise.price?.amount, id).toBeGreaterThan(0);
      }
    },
  );

  it.each(MARKET_IDS)(
    "%s: same-day and next-day are the company's own fleet's prices",
    (market) => {
      const own = CARDS[market].filter((card) => card.own);
      expect(servicePromise(market, "sameDay").price?.amount).toBe(
        startingPrice(market, { serviceId: "same_day" }, own)?.amount,
      );
      expect(servicePromise(market, "nextDay").price?.amount).toBe(
        startingPrice(market, { serviceId: "next_day" }, own)?.amount,
      );
    },
  );

  it("is the market's cards' lowest: Mexico's and the US's figures", () => {
    // The reference parcel is billed 2.5 kg (mx) and 5 lb (us): the 5 kg / 5 lb brackets' zone-1 prices.
    expect(servicePromise("mx", "sameDay").price?.amount).toBe(12900);
    expect(servicePromise("mx", "standard").price?.amount).toBe(8500);
    expect(servicePromise("us", "directo").price?.amount).toBe(760); // USPS Ground Advantage
    expect(servicePromise("us", "sameDay").price?.amount).toBe(1099);
    // The carriers page leaves the company's own fleet out.
    const carriers = CARDS.ar.filter((card) => !card.own);
    expect(servicePromise("ar", "carriers").price?.amount).toBe(
      startingPrice("ar", {}, carriers)?.amount,
    );
  });

  it("has a cut-off for each delivery type and none for branch drop-off", () => {
    for (const id of ["sameDay", "nextDay", "standard", "b2bPallet", "scheduled"] as const) {
      expect(servicePromise("mx", id).cutOff, id).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(servicePromise("mx", "directo").cutOff).toBeNull();
  });
});

describe("formatCutOff and the price, as each market writes them", () => {
  it.each([
    ["es-MX", "14:00", "$85.00"],
    ["es-AR", "14:00", "$85,00"],
    ["en-US", "2 PM", "$85.00"],
  ] as const)("%s", (locale, time, money) => {
    expect(formatCutOff("14:00", locale).replace(/\s/g, " ")).toBe(time);
    const currency = locale === "es-MX" ? "MXN" : locale === "es-AR" ? "ARS" : "USD";
    expect(formatMoney(8500, currency, locale).replace(/\s/g, " ")).toBe(money);
  });
});

describe("a US cut-off", () => {
  it("keeps minutes only when there are some, and writes noon so it cannot read as midnight", () => {
    const plain = (text: string) => text.replace(/\s/g, " ");
    expect(plain(formatCutOff("18:00", "en-US"))).toBe("6 PM");
    expect(plain(formatCutOff("14:30", "en-US"))).toBe("2:30 PM");
    expect(plain(formatCutOff("12:00", "en-US"))).toBe("12 noon");
    expect(plain(formatCutOff("12:00", "es-AR"))).toBe("12:00");
  });
});

describe("the copy of the promises", () => {
  it.each(LOCALES)(
    "%s: every delivery type of the last-mile page has a promise and its copy",
    (locale) => {
      const services = readLocaleNamespace(locale, "services") as {
        lastMile: { serviceList: { items: { id: string }[] } };
        promise: { items: Record<string, { cutOff: string; coverage: string }> };
      };
      for (const { id } of services.lastMile.serviceList.items)
        expect(isPromiseId(id), id).toBe(true);
      expect(Object.keys(services.promise.items).sort()).toEqual([...PROMISE_IDS].sort());
    },
  );
});
