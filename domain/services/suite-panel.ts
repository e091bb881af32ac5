/**
 * The technology suite's panel as the service page shows it: one seller's day in sample data from
 * the locale resources (services:suite.product.panel), turned into what the screen prints. The
 * figures that overlap are derived, never typed twice: the orders of the day are the sum of the
 * orders per tracking stage, "on the way" is the with-courier stage, the on-time rate and the
 * average ticket are computed, and the route's progress is counted from its stops.
 */
import { formatMoney } from "../rates/format.ts";
import type { Locale, Market } from "../site.ts";
import { STAGES, type Stage } from "../tracking/status.ts";

/** An order of the list as the locale writes it: `total` in minor units, `stage` a Stage. */
export interface PanelOrderData {
  id: string;
  customer: string;
  destination: string;
  carrier: string;
  total: number;
  stage: string;
}

/** A stop of the route: `time` is when it was delivered, or when the van is expected. */
export interface PanelStopData {
  place: string;
  time: string;
  delivered: boolean;
}

export interface PanelData {
  /** The day shown, `YYYY-MM-DD`. */
  date: string;
  stageCounts: Record<Stage, number>;
  onTimeDeliveries: number;
  /** The day's sales in minor units. */
  sales: number;
  orders: readonly PanelOrderData[];
  stops: readonly PanelStopData[];
}

export type StopState = "delivered" | "current" | "upcoming";

export interface PanelView {
  day: string;
  kpis: {
    orders: string;
    withCourier: string;
    onTimeRate: string;
    onTimeDeliveries: string;
    delivered: string;
    sales: string;
    averageTicket: string;
  };
  /** The day's orders per stage, in the tracking page's order, with their share of the day. */
  stages: { stage: Stage; count: string; share: number }[];
  orders: (Omit<PanelOrderData, "total" | "stage"> & { stage: Stage; total: string })[];
  route: {
    stops: { number: number; place: string; time: string; state: StopState }[];
    delivered: number;
  };
}

export function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}

/** "13:15" in Spanish business copy, "1:15 PM" in the US. */
export function formatClockTime(time: string, locale: Locale): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    hourCycle: locale === "en-US" ? "h12" : "h23",
    timeZone: "UTC",
  }).format(Date.UTC(2000, 0, 1, hours, minutes));
}

/** "jueves, 26 de noviembre", "Thursday, November 26". */
function formatDay(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`));
}

export function suitePanelView(data: PanelData, { locale, currency }: Market): PanelView {
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const money = (minorUnits: number, whole = false) =>
    formatMoney(minorUnits, currency, locale, { whole });
  const orders = STAGES.reduce((sum, stage) => sum + data.stageCounts[stage], 0);
  const delivered = data.stageCounts.delivered;
  const onTimeRate = new Intl.NumberFormat(locale, {
    style: "percent",
    maximumFractionDigits: 1,
  }).format(delivered === 0 ? 0 : data.onTimeDeliveries / delivered);
  const current = data.stops.findIndex((stop) => !stop.delivered);
  return {
    day: formatDay(data.date, locale),
    kpis: {
      orders: count(orders),
      withCourier: count(data.stageCounts.with_courier),
      onTimeRate,
      onTimeDeliveries: count(data.onTimeDeliveries),
      delivered: count(delivered),
      sales: money(data.sales, true),
      averageTicket: money(Math.round(data.sales / orders), true),
    },
    stages: STAGES.map((stage) => ({
      stage,
      count: count(data.stageCounts[stage]),
      share: data.stageCounts[stage] / orders,
    })),
    orders: data.orders.map(({ stage, total, ...order }) => {
      if (!isStage(stage)) throw new Error(`Order ${order.id}: "${stage}" is no tracking stage`);
      return { ...order, stage, total: money(total) };
    }),
    route: {
      stops: data.stops.map((stop, index) => ({
        number: index + 1,
        place: stop.place,
        time: formatClockTime(stop.time, locale),
        state: stop.delivered ? "delivered" : index === current ? "current" : "upcoming",
      })),
      delivered: data.stops.filter((stop) => stop.delivered).length,
    },
  };
}
