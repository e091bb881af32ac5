import { ChartLine, LayoutDashboard, Route, ShoppingCart, Warehouse } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import {
  suitePanelView,
  type PanelView,
  type StopState,
} from "../../../domain/services/suite-panel.ts";
import type { Stage } from "../../../domain/tracking/status.ts";
import { market } from "../../i18n/i18n.ts";
import type { Resources } from "../../i18n/resources.ts";
import { SUITE_ROUTE_PATH } from "../illustrations/names.ts";
import { ROUTE_MAP_SIZE } from "../illustrations/SuiteRouteMap.tsx";
import { Logo } from "../ui/Logo.tsx";

export type PanelCopy = Resources["services"]["suite"]["product"]["panel"];

/** Each tracking stage's colours: its pill, and its dot in the legend and segment in the bar. */
const STAGE_TONES: Record<Stage, { pill: string; dot: string; fill: string }> = {
  in_depot: { pill: "bg-surface-muted text-ink-soft", dot: "bg-muted", fill: "fill-muted" },
  ready_for_dispatch: {
    pill: "bg-accent-soft text-accent-strong",
    dot: "bg-accent",
    fill: "fill-accent",
  },
  picked_up: { pill: "bg-tint text-ink", dot: "bg-ink", fill: "fill-ink" },
  with_courier: {
    pill: "bg-primary-soft text-primary-strong",
    dot: "bg-primary",
    fill: "fill-primary",
  },
  delivered: { pill: "bg-success-soft text-success", dot: "bg-success", fill: "fill-success" },
};

/** Each stop's colours: its number in the list and its segment of the progress bar. */
const STOP_TONES: Record<StopState, { badge: string; bar: string }> = {
  delivered: { badge: "bg-primary text-white", bar: "bg-primary" },
  current: { badge: "bg-accent-strong text-white", bar: "bg-accent" },
  upcoming: {
    badge: "bg-white text-ink-soft ring-1 ring-line ring-inset",
    bar: "bg-line",
  },
};

/** The order list's columns from 1024 px, shared by its header and its rows. */
const ORDER_COLUMNS =
  "lg:grid-cols-[6.5rem_minmax(0,1fr)_minmax(0,1.1fr)_5.5rem_9.5rem] lg:gap-x-3";

/** The app's sections in its side rail: the overview (open), orders, warehouse, routes, reports. */
const RAIL_ICONS = Object.entries({ LayoutDashboard, ShoppingCart, Warehouse, Route, ChartLine });

/** What the panel shows of the market's sample data (services: suite.product.panel). */
export const panelView = (panel: PanelCopy): PanelView =>
  suitePanelView(
    {
      date: panel.date,
      stageCounts: panel.stageCounts,
      onTimeDeliveries: panel.onTimeDeliveries,
      sales: panel.sales,
      orders: panel.orders.items,
      stops: panel.route.stops,
    },
    market,
  );

/**
 * The technology suite's panel, drawn as the product is: the day's figures, the recent orders with
 * their tracking stage and one van's route, in the market's sample data (services:
 * suite.product.panel). Real text throughout; the chrome, the bars and the map are decorative.
 */
export function SuitePanel() {
  const { t } = useTranslation("services");
  const panel = t("suite.product.panel", { returnObjects: true });
  const view = panelView(panel);
  const initials = panel.store
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .map((word) => word[0])
    .join("")
    .slice(0, 2);
  return (
    <figure
      aria-label={panel.label}
      className="overflow-hidden rounded-panel border border-line bg-white text-left shadow-soft"
    >
      <div className="flex items-center justify-between gap-4 border-b border-line px-4 py-3 sm:px-6">
        <Logo />
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-accent-soft text-xs font-bold text-accent-strong"
          >
            {initials}
          </span>
          <span className="truncate">{panel.store}</span>
        </p>
      </div>
      <div className="flex">
        <ul
          aria-hidden="true"
          className="hidden shrink-0 flex-col gap-2 border-r border-line p-3 lg:flex"
        >
          {RAIL_ICONS.map(([name, Icon], index) => (
            <li
              key={name}
              className={`grid size-10 place-items-center rounded-control ${index === 0 ? "bg-primary-soft text-primary" : "text-muted"}`}
            >
              <Icon className="size-5" strokeWidth={1.75} />
            </li>
          ))}
        </ul>
        <div className="min-w-0 flex-1 bg-surface-muted p-3 sm:p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-1 sm:px-0">
            <p className="text-lg font-extrabold tracking-tight sm:text-xl">{panel.title}</p>
            <p className="text-sm text-muted first-letter:uppercase">{view.day}</p>
          </div>
          <Kpis panel={panel} kpis={view.kpis} />
          <div className="mt-3 grid gap-3 sm:mt-4 sm:gap-4 xl:grid-cols-[minmax(0,1fr)_19rem]">
            <Orders panel={panel} view={view} />
            <RouteCard panel={panel} route={view.route} />
          </div>
        </div>
      </div>
    </figure>
  );
}

/** The day's figures: orders, on the way, the on-time rate and sales, each with a line of context. */
function Kpis({ panel, kpis }: { panel: PanelCopy; kpis: PanelView["kpis"] }) {
  const { t } = useTranslation("services");
  const tiles = [
    { label: panel.kpis.orders, value: kpis.orders, note: panel.kpis.ordersNote, trend: true },
    { label: panel.kpis.withCourier, value: kpis.withCourier, note: panel.kpis.withCourierNote },
    {
      label: panel.kpis.onTime,
      value: kpis.onTimeRate,
      note: t("suite.product.panel.kpis.onTimeNote", {
        onTime: kpis.onTimeDeliveries,
        delivered: kpis.delivered,
      }),
    },
    {
      label: panel.kpis.sales,
      value: kpis.sales,
      note: t("suite.product.panel.kpis.salesNote", { average: kpis.averageTicket }),
    },
  ];
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 sm:mt-4 sm:gap-4 lg:grid-cols-4">
      {tiles.map((tile) => (
        <div
          key={tile.label}
          className="flex min-w-0 flex-col rounded-control border border-line bg-white p-3 sm:p-4"
        >
          <dt className="text-xs font-semibold text-muted sm:text-sm">{tile.label}</dt>
          <dd className="mt-1 text-xl font-extrabold tracking-tight whitespace-nowrap sm:text-2xl">
            {tile.value}
          </dd>
          <dd
            className={`mt-0.5 text-xs ${tile.trend ? "font-semibold text-success" : "text-muted"}`}
          >
            {tile.note}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The recent orders: the day's orders per stage (a bar and its legend), then each order with its
 * destination, carrier, total and stage. A table from 1024 px; below, two lines per order.
 */
function Orders({ panel, view }: { panel: PanelCopy; view: PanelView }) {
  const round = (share: number) => Math.round(share * 10_000) / 100;
  const starts = view.stages.map((_, index) =>
    view.stages.slice(0, index).reduce((sum, stage) => sum + stage.share, 0),
  );
  return (
    <div className="min-w-0 rounded-control border border-line bg-white">
      <div className="px-3 pt-4 sm:px-5">
        <p className="font-bold">{panel.orders.title}</p>
        <div aria-hidden="true" className="mt-3 overflow-hidden rounded-full">
          <svg viewBox="0 0 100 2" preserveAspectRatio="none" className="block h-2 w-full">
            {view.stages.map(({ stage, share }, index) => (
              <rect
                key={stage}
                x={round(starts[index]!)}
                width={Math.max(round(share) - 0.6, 0)}
                height={2}
                className={STAGE_TONES[stage].fill}
              />
            ))}
          </svg>
        </div>
        <ul
          aria-label={panel.orders.byStage}
          className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-ink-soft"
        >
          {view.stages.map(({ stage, count }) => (
            <li key={stage} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${STAGE_TONES[stage].dot}`}
              />
              {panel.stages[stage]} <span className="font-bold text-ink">{count}</span>
            </li>
          ))}
        </ul>
      </div>
      <div
        aria-hidden="true"
        className={`mt-4 hidden border-y border-line bg-surface-muted px-5 py-2 text-xs font-semibold text-muted lg:grid ${ORDER_COLUMNS}`}
      >
        <span>{panel.orders.columns.order}</span>
        <span>{panel.orders.columns.destination}</span>
        <span>{panel.orders.columns.carrier}</span>
        <span className="text-right">{panel.orders.columns.total}</span>
        <span>{panel.orders.columns.status}</span>
      </div>
      <ul className="mt-4 divide-y divide-line border-t border-line lg:mt-0 lg:border-t-0">
        {view.orders.map((order) => (
          <li
            key={order.id}
            className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 px-3 py-3 sm:px-5 ${ORDER_COLUMNS}`}
          >
            <p className="flex min-w-0 gap-1.5 text-sm lg:block">
              <span className="font-bold">{order.id}</span>{" "}
              <span className="block truncate text-ink-soft lg:text-xs lg:text-muted">
                {order.customer}
              </span>
            </p>
            {/* One line below 1024 px; from there, its parts are cells of the row. */}
            <p className="col-span-2 flex min-w-0 gap-1.5 text-xs text-ink-soft sm:text-sm lg:contents">
              <span className="truncate">{order.destination}</span>{" "}
              <span aria-hidden="true" className="lg:hidden">
                ·
              </span>
              <span className="shrink-0 lg:truncate">{order.carrier}</span>{" "}
              <span className="ml-auto pl-2 font-semibold whitespace-nowrap text-ink tabular-nums lg:text-right">
                {order.total}
              </span>
            </p>
            <p className="col-start-2 row-start-1 justify-self-end lg:col-start-auto lg:row-start-auto lg:justify-self-start">
              <span
                className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${STAGE_TONES[order.stage].pill}`}
              >
                <span
                  aria-hidden="true"
                  className={`size-1.5 rounded-full ${STAGE_TONES[order.stage].dot}`}
                />
                {panel.stages[order.stage]}
              </span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One van's route: its progress, its map, and its stops from the last three delivered on. */
function RouteCard({ panel, route }: { panel: PanelCopy; route: PanelView["route"] }) {
  const { t } = useTranslation("services");
  const current = route.stops.findIndex((stop) => stop.state === "current");
  const listed = route.stops.slice(
    Math.max(0, (current === -1 ? route.stops.length : current) - 3),
  );
  return (
    <div className="min-w-0 rounded-control border border-line bg-white p-3 sm:p-5 md:grid md:grid-cols-2 md:gap-6 xl:block">
      <div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-bold">{panel.route.name}</p>
          <p className="text-xs text-muted">{panel.route.crew}</p>
        </div>
        <p className="mt-0.5 text-sm text-ink-soft">
          {t("suite.product.panel.route.summary", {
            stops: route.stops.length,
            delivered: route.delivered,
          })}
        </p>
        <div aria-hidden="true" className="mt-3 flex gap-1">
          {route.stops.map((stop) => (
            <span
              key={stop.number}
              className={`h-1.5 flex-1 rounded-full ${STOP_TONES[stop.state].bar}`}
            />
          ))}
        </div>
        <RouteMap />
      </div>
      <ol className="mt-3 divide-y divide-line md:mt-0 xl:mt-3">
        {listed.map((stop) => (
          <li key={stop.number} className="flex items-center gap-3 py-2">
            <span
              className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${STOP_TONES[stop.state].badge}`}
            >
              {stop.number}
            </span>{" "}
            <span className="min-w-0 flex-1 truncate text-sm font-semibold">{stop.place}</span>{" "}
            <span
              className={`text-xs whitespace-nowrap tabular-nums ${stop.state === "current" ? "font-semibold text-accent-strong" : "text-muted"}`}
            >
              {t(
                stop.state === "delivered"
                  ? "suite.product.panel.route.delivered"
                  : "suite.product.panel.route.eta",
                { time: stop.time },
              )}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * One van's route as a schematic map (decorative: the stop list beside it says the same): its
 * file (SuiteRouteMap) as an image the browser fetches as it nears the screen. The map sits
 * screens below the first at every width, so it is no request of the first paint (ADR 53).
 */
function RouteMap() {
  return (
    <img
      src={SUITE_ROUTE_PATH}
      alt=""
      width={ROUTE_MAP_SIZE.width}
      height={ROUTE_MAP_SIZE.height}
      loading="lazy"
      decoding="async"
      className="mt-3 block h-auto w-full rounded-small"
    />
  );
}
