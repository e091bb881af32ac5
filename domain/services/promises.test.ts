import { describe, expect, it } from "vitest";
import { CARDS } from "../rates/cards/index.ts";
import { formatMoney } from "../rates/format.ts";
import { startingPrice } from "../rates/starting-price.ts";
import { MARKET_IDS, MARKETS } from "../site.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import { LOCALES } from "../site.ts";
import {
  formatCutOff,
  isPromiseId,
  PROMISE_IDS,
  servicePromise,
  startsWith,
  type PromiseId,
} from "./promises.ts";

describe("servicePromise", () => {
  it.each(MARKET_IDS)(
    "%s: a price from the cards for every service sold by the parcel",
    (market) => {
      for (const id of PROMISE_IDS) {
        const promise = servicePromise(market, id);
        if (id === "dedicated" || id === "suite" || promise.comingSoon) {
          expect(promise.price, id).toBeNull();
          continue;
        }
        expect(promise.price?.currency, id).toBe(MARKETS[market].currency);
        expect(promise.price?.amount, id).toBeGreaterThan(0);
      }
    },
  );

  it.each(MARKET_IDS)(
    "%s: same-day and next-day are the company's own fleet's prices within the capital",
    (market) => {
      const own = CARDS[market].filter((card) => card.own);
      expect(servicePromise(market, "sameDay").price?.amount).toBe(
        startingPrice(market, { serviceId: "same_day" }, "metro", own)?.amount,
      );
      expect(servicePromise(market, "nextDay").price).toMatchObject({ route: "metro" });
    },
  );

  it.each(MARKET_IDS)(
    "%s: a drop-off at a branch is no dearer than a pickup of the same box on the same route",
    (market) => {
      const dropOff = servicePromise(market, "directo").price!;
      const pickup = servicePromise(market, "pickup").price!;
      expect(dropOff.route).toBe(pickup.route);
      expect(dropOff.reference).toBe(pickup.reference);
      expect(dropOff.amount).toBeLessThanOrEqual(pickup.amount);
    },
  );

  it("leaves the company's own fleet out of the carriers page's price", () => {
    const carriers = CARDS.ar.filter((card) => !card.own);
    expect(servicePromise("ar", "carriers").price?.amount).toBe(
      startingPrice("ar", {}, "intercity", carriers)?.amount,
    );
  });

  it("says when each service's clock runs in the way that fits it", () => {
    for (const id of [
      "fullpack",
      "b2b",
      "pickup",
      "sameDay",
      "nextDay",
      "standard",
      "scheduled",
    ] as const) {
      expect(servicePromise("mx", id).timing, id).toMatchObject({
        kind: "cutOff",
        at: expect.stringMatching(/^\d{2}:\d{2}$/),
      });
    }
    expect(servicePromise("mx", "directo").timing.kind).toBe("openingHours");
    expect(servicePromise("mx", "dedicated").timing.kind).toBe("assignment");
    expect(servicePromise("mx", "suite").timing.kind).toBe("availability");
  });

  it("starts self-serve services from an account and the others with sales", () => {
    expect(["pickup", "directo", "carriers"].map((id) => startsWith(id as PromiseId))).toEqual([
      "account",
      "account",
      "account",
    ]);
    expect(
      ["fullpack", "b2b", "dedicated", "suite"].map((id) => startsWith(id as PromiseId)),
    ).toEqual(["sales", "sales", "sales", "sales"]);
  });
});

describe("a delivery type announced before it is offered", () => {
  it("is the US same day (the spec's 'Coming soon'): no price, and no quote offers it", () => {
    expect(servicePromise("us", "sameDay")).toMatchObject({ comingSoon: true, price: null });
    expect(CARDS.us.flatMap((card) => (card.own ? card.services : []))).not.toContainEqual(
      expect.objectContaining({ serviceId: "same_day" }),
    );
    for (const market of ["mx", "ar"] as const) {
      expect(servicePromise(market, "sameDay").comingSoon, market).toBe(false);
    }
  });
});

describe("fulfilment's day", () => {
  const minutes = (time: string) => {
    const [hours = 0, mins = 0] = time.split(":").map(Number);
    return hours * 60 + mins;
  };

  it.each(LOCALES)(
    "%s: the order is handled before the cut-off and leaves later that afternoon, never at it",
    (locale) => {
      const { timing, departs } = servicePromise("mx", "fullpack");
      if (timing.kind !== "cutOff" || !departs) throw new Error("fulfilment has a cut-off");
      const services = readLocaleNamespace(locale, "services") as {
        fullpack: { orderDay: { moments: { time: string }[] } };
      };
      const times = services.fullpack.orderDay.moments.map((moment) => minutes(moment.time));
      expect(times).toEqual(times.toSorted((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(minutes(timing.at));
      expect(minutes(departs)).toBeGreaterThan(minutes(timing.at));
      expect(minutes(departs)).toBeLessThanOrEqual(20 * 60);
    },
  );
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
        promise: { items: Record<string, { timing: string; coverage: string }> };
      };
      for (const { id } of services.lastMile.serviceList.items)
        expect(isPromiseId(id), id).toBe(true);
      expect(Object.keys(services.promise.items).sort()).toEqual([...PROMISE_IDS].sort());
    },
  );
});
