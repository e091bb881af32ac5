import { describe, expect, it } from "vitest";
import type services from "../locales/es-MX/services.json";
import { findLeaks } from "../../tooling/market-telltales.ts";
import { readLocaleNamespace } from "../../tooling/locale-files.ts";
import { BRAND_NAME, MARKET_IDS, MARKETS, type MarketId } from "../site.ts";
import { STAGES } from "../tracking/status.ts";
import { formatClockTime, suitePanelView, type PanelData } from "./suite-panel.ts";

type Panel = (typeof services)["suite"]["product"]["panel"];

const panelCopy = (market: MarketId) =>
  (readLocaleNamespace(MARKETS[market].locale, "services") as typeof services).suite.product.panel;

const panelData = (panel: Panel): PanelData => ({
  date: panel.date,
  stageCounts: panel.stageCounts,
  onTimeDeliveries: panel.onTimeDeliveries,
  sales: panel.sales,
  orders: panel.orders.items,
  stops: panel.route.stops,
});

/** Every string of the panel's copy, `{{brand}}` filled, as a visitor could read it. */
const strings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value.replaceAll("{{brand}}", BRAND_NAME)]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(strings)
      : [];

/** Money as each market writes it: "$1,249.00", "$38.900,00", "$84.90". */
const MONEY: Record<MarketId, RegExp> = {
  mx: /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
  ar: /^\$\d{1,3}(\.\d{3})*,\d{2}$/,
  us: /^\$\d{1,3}(,\d{3})*\.\d{2}$/,
};

/** A carrier each market's list must show, beside the company's own last mile. */
const HOME_CARRIER: Record<MarketId, string> = { mx: "Estafeta", ar: "Andreani", us: "UPS" };

describe("the suite's panel", () => {
  for (const market of MARKET_IDS) {
    describe(market, () => {
      const panel = panelCopy(market);
      const view = suitePanelView(panelData(panel), MARKETS[market]);

      it("adds up: the day's orders are the orders per stage, and the tiles are those counts", () => {
        const counts = STAGES.map((stage) => panel.stageCounts[stage]);
        const total = counts.reduce((sum, count) => sum + count, 0);
        const count = (value: number) =>
          new Intl.NumberFormat(MARKETS[market].locale).format(value);
        expect(view.kpis.orders).toBe(count(total));
        expect(view.stages.map((stage) => stage.count)).toEqual(counts.map(count));
        expect(view.kpis.withCourier).toBe(count(panel.stageCounts.with_courier));
        expect(view.kpis.delivered).toBe(count(panel.stageCounts.delivered));
        expect(panel.onTimeDeliveries).toBeLessThanOrEqual(panel.stageCounts.delivered);
        expect(view.stages.reduce((sum, stage) => sum + stage.share, 0)).toBeCloseTo(1);
      });

      it("lists orders in every tracking stage, each with a stage the tracking page knows", () => {
        expect(new Set(view.orders.map((order) => order.stage))).toEqual(new Set(STAGES));
        expect(Object.keys(panel.stages).sort()).toEqual([...STAGES].sort());
      });

      it("writes amounts in the market's currency and format", () => {
        for (const order of view.orders) expect(order.total, order.id).toMatch(MONEY[market]);
        expect(view.kpis.sales).toMatch(/^\$[\d.,]+$/);
        expect(view.kpis.averageTicket).toMatch(/^\$[\d.,]+$/);
      });

      it("ships with the market's carriers and its own last mile", () => {
        const carriers = view.orders.map((order) => order.carrier.replace("{{brand}}", BRAND_NAME));
        expect(carriers).toContain(HOME_CARRIER[market]);
        expect(carriers.some((carrier) => carrier.startsWith(BRAND_NAME))).toBe(true);
      });

      it("shows nothing of another market", () => {
        const text = [...strings(panel), view.day, ...strings(view)].join("\n");
        expect(findLeaks(market, text)).toEqual([]);
      });

      it("drives one route: its delivered stops come first, then the one the van heads to", () => {
        const states = view.route.stops.map((stop) => stop.state);
        const delivered = states.filter((state) => state === "delivered").length;
        expect(view.route.delivered).toBe(delivered);
        expect(states).toEqual([
          ...Array<string>(delivered).fill("delivered"),
          "current",
          ...Array<string>(states.length - delivered - 1).fill("upcoming"),
        ]);
        // The order heading there is on its way with the company's own last mile.
        const current = view.route.stops[delivered]!;
        const order = view.orders.find((item) => item.destination.startsWith(current.place));
        expect(order?.stage).toBe("with_courier");
        expect(order?.carrier.startsWith("{{brand}}")).toBe(true);
      });
    });
  }

  it("names the day and writes times as each market does", () => {
    const day = (market: MarketId) => suitePanelView(panelData(panelCopy(market)), MARKETS[market]);
    expect(day("mx").day).toBe("jueves, 26 de noviembre");
    expect(day("us").day).toBe("Thursday, November 26");
    expect(formatClockTime("13:10", "es-MX")).toBe("13:10");
    expect(formatClockTime("09:12", "es-AR")).toBe("09:12");
    expect(formatClockTime("13:10", "en-US")).toMatch(/^1:10\sPM$/); // Intl writes a space or a narrow no-break space
  });

  it("refuses an order in a stage the tracking page does not know", () => {
    const data = panelData(panelCopy("mx"));
    const orders = [{ ...data.orders[0]!, stage: "lost" }];
    expect(() => suitePanelView({ ...data, orders }, MARKETS.mx)).toThrow(/no tracking stage/);
  });
});
