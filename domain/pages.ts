import type common from "./locales/es-MX/common.json";
import type { PageBudget, PageBudgetOf } from "./page-request.ts";
import { MARKET_IDS, type MarketId } from "./site.ts";

/** A page's key in the locale resources (`meta.<page>`, `pages.<page>`). */
export type PageId = keyof typeof common.meta;

/** The pages whose subject is a service the company sells: each gets a Service in its JSON-LD. */
export type ServicePageId = keyof typeof common.seo.services;

type SitePath = `/${string}`;

/** A word of the site's URLs in each market: Spanish in Mexico and Argentina, English in the US. */
type Words = Readonly<Record<MarketId, string>>;

/**
 * The per-address budget a request of a route spends, as its API does: a tracking lookup for a
 * parcel's pages; a quote for the calculator, only with a query (the bare form is prerendered and
 * costs nothing; a query that is no quote still costs a render of its own).
 */
interface Budget {
  spends: PageBudget;
  when: "always" | "with-query";
}

interface RouteEntry {
  /** The route module, relative to app/. */
  module: `routes/${string}.tsx`;
  /** Drawn for each request (the calculator's quotes come from its URL) instead of prerendered. */
  perRequest?: true;
  budget?: Budget;
}

interface PageEntry extends RouteEntry {
  id: PageId;
  /** The page's path in each market's build: Spanish in Mexico and Argentina, English in the US. */
  paths: Record<MarketId, SitePath>;
  /**
   * The routes under the page's path: a parcel's result, which is no page of the sitemap; a
   * customer story, which the sitemap lists from the content (domain/stories.ts).
   */
  subRoutes?: readonly SubRouteEntry[];
}

interface SubRouteEntry extends RouteEntry {
  id: string;
  /** Its path under its page's in each market: fixed words and `:parameters`. */
  paths: Words;
  /** The query parameters it reads (QUERY_PARAMS). */
  query?: readonly QueryParamId[];
  /** Where in the page its links land (FRAGMENTS). */
  fragment?: FragmentId;
}

interface ServicePageEntry extends PageEntry {
  id: ServicePageId;
  service: true;
}

/**
 * Every page of the site, in the order the sitemap lists them, with its path in each market, and
 * the routes under it with their words in each market: the one place a path or a word of a URL is
 * written (ADR 42, 55). The route table (app/routes.ts), the prerendered paths
 * (react-router.config.ts), the page budgets, every link of the app (app/lib/page-path.ts) and of
 * the server (the e-mails, the answers to a form post), the redirects from the other markets'
 * paths and from former words, hreflang alternates, the sitemap, the share images and the
 * end-to-end tests all read this table; a lint rule (anden/no-path-literal) refuses a path written
 * anywhere else.
 */
export const PAGES = [
  { id: "home", paths: { mx: "/", ar: "/", us: "/" }, module: "routes/home.tsx" },
  {
    id: "fullpack",
    paths: { mx: "/fullpack", ar: "/fullpack", us: "/fulfillment" },
    module: "routes/fullpack.tsx",
    service: true,
  },
  {
    id: "b2b",
    paths: { mx: "/logistica-b2b", ar: "/logistica-b2b", us: "/b2b-logistics" },
    module: "routes/logistica-b2b.tsx",
    service: true,
  },
  {
    id: "dedicated",
    paths: { mx: "/distribucion-dedicada", ar: "/distribucion-dedicada", us: "/dedicated-fleet" },
    module: "routes/distribucion-dedicada.tsx",
    service: true,
  },
  {
    id: "lastMile",
    paths: { mx: "/ultima-milla", ar: "/ultima-milla", us: "/last-mile" },
    module: "routes/ultima-milla.tsx",
    service: true,
  },
  {
    id: "suite",
    paths: { mx: "/suite-tecnologica", ar: "/suite-tecnologica", us: "/tech-suite" },
    module: "routes/suite-tecnologica.tsx",
    service: true,
  },
  {
    id: "integrations",
    paths: { mx: "/integraciones", ar: "/integraciones", us: "/integrations" },
    module: "routes/integraciones.tsx",
  },
  {
    // Customer stories (ADR 56): the list, and each story of the market's content under it.
    id: "stories",
    paths: { mx: "/casos-de-exito", ar: "/casos-de-exito", us: "/customer-stories" },
    module: "routes/casos-de-exito.tsx",
    subRoutes: [
      {
        // A story, by its slug (the content file's name); prerendered for each story.
        id: "story",
        paths: { mx: ":slug", ar: ":slug", us: ":slug" },
        module: "routes/casos-de-exito.$slug.tsx",
      },
    ],
  },
  {
    id: "contact",
    paths: { mx: "/contacto", ar: "/contacto", us: "/contact" },
    module: "routes/contacto.tsx",
  },
  {
    id: "tracking",
    paths: { mx: "/tracking", ar: "/tracking", us: "/tracking" },
    module: "routes/tracking.tsx",
    subRoutes: [
      {
        // The search without JavaScript: /tracking/buscar?numero=X answers a redirect to X's result.
        id: "trackingSearch",
        paths: { mx: "buscar", ar: "buscar", us: "search" },
        module: "routes/tracking.buscar.tsx",
        perRequest: true,
        query: ["number"],
      },
      {
        id: "trackingResult",
        paths: { mx: ":number", ar: ":number", us: ":number" },
        module: "routes/tracking.$number.tsx",
        perRequest: true,
        budget: { spends: "tracking", when: "always" },
        query: ["history"],
      },
      {
        // A parcel's e-mail updates (ADR 49): the form, its answers, the e-mails' links' buttons.
        id: "trackingUpdates",
        paths: { mx: ":number/avisos", ar: ":number/avisos", us: ":number/updates" },
        module: "routes/tracking.$number.avisos.tsx",
        perRequest: true,
        budget: { spends: "tracking", when: "always" },
        query: ["updates", "confirm", "unsubscribe"],
        fragment: "updates",
      },
    ],
  },
  {
    id: "pickup",
    paths: { mx: "/pickup", ar: "/pickup", us: "/pickup" },
    module: "routes/pickup.tsx",
    service: true,
  },
  {
    id: "directo",
    paths: { mx: "/directo", ar: "/directo", us: "/drop-off" },
    module: "routes/directo.tsx",
    service: true,
  },
  {
    id: "carriers",
    paths: { mx: "/paqueterias", ar: "/paqueterias", us: "/carriers" },
    module: "routes/paqueterias.tsx",
    service: true,
  },
  {
    id: "rates",
    paths: { mx: "/cotizador", ar: "/cotizador", us: "/rates" },
    module: "routes/cotizador.tsx",
    perRequest: true,
    budget: { spends: "rates", when: "with-query" },
  },
] as const satisfies ReadonlyArray<PageEntry | ServicePageEntry>;

type Page = (typeof PAGES)[number];
export type PagePath = Page["paths"][MarketId];

/** A page as a market's build serves it: the table's entry with its path in that market. */
export type MarketPage = Page & { path: PagePath };

/** The pages of a market's build, each with its path there, in the table's order. */
export const pagesIn = (market: MarketId): MarketPage[] =>
  PAGES.map((page) => ({ ...page, path: page.paths[market] }));

export const pagePathsIn = (market: MarketId): PagePath[] =>
  PAGES.map((page) => page.paths[market]);

export const prerenderedPagePathsIn = (market: MarketId): PagePath[] =>
  PAGES.filter((page) => !("perRequest" in page)).map((page) => page.paths[market]);

const pageById = new Map<string, Page>(PAGES.map((page) => [page.id, page]));

export const isPageId = (value: string): value is PageId => pageById.has(value);

/** The path of a page in a market's build. */
export function pagePathIn(market: MarketId, id: PageId): PagePath {
  return (pageById.get(id) as Page).paths[market];
}

/**
 * The paths of the other markets that a market's build answers with a permanent redirect to the
 * same page's path there (the US build: /cotizador → /rates; Mexico's: /rates → /cotizador), so a
 * link written for one market's site still lands on its page in another's.
 */
export function movedPathsIn(market: MarketId): ReadonlyMap<string, PagePath> {
  const moved = new Map<string, PagePath>();
  for (const page of PAGES) {
    for (const other of MARKET_IDS) {
      const from = page.paths[other];
      if (from !== page.paths[market]) moved.set(from, page.paths[market]);
    }
  }
  return moved;
}

/**
 * Files for crawlers and browsers that are generated from the page table and the locale resources
 * by resource routes, and prerendered like the pages (so they are served from memory).
 */
export const SEO_RESOURCE_PATHS = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"] as const;

export const isServicePage = (id: PageId): id is ServicePageId =>
  PAGES.some((page) => page.id === id && "service" in page);

/** The service pages, in the table's order: the services the content names (cards, carousels, menus). */
export const SERVICE_PAGE_IDS: readonly ServicePageId[] = PAGES.flatMap((page) =>
  "service" in page ? [page.id] : [],
);

/**
 * The query parameters of the routes' URLs, named in each market's words, with the words of their
 * values where a value is a word.
 */
export const QUERY_PARAMS = {
  /** A tracking number: the search without JavaScript, and the parcel of an updates API post. */
  number: { name: { mx: "numero", ar: "numero", us: "number" } },
  /** A tracking result with its whole history. */
  history: {
    name: { mx: "historial", ar: "historial", us: "history" },
    values: { full: { mx: "completo", ar: "completo", us: "full" } },
  },
  /** How a post of the updates page went (a plain form post), or a link's button. */
  updates: {
    name: { mx: "avisos", ar: "avisos", us: "updates" },
    values: {
      // The subscribe form's answers.
      sent: { mx: "enviado", ar: "enviado", us: "sent" },
      invalidEmail: { mx: "correo-invalido", ar: "correo-invalido", us: "invalid-email" },
      consent: { mx: "consentimiento", ar: "consentimiento", us: "consent" },
      verification: { mx: "verificacion", ar: "verificacion", us: "verification" },
      rateLimited: { mx: "limite", ar: "limite", us: "limit" },
      full: { mx: "lleno", ar: "lleno", us: "full" },
      error: { mx: "error", ar: "error", us: "error" },
      // The confirmation and unsubscribe links' answers.
      confirmed: { mx: "confirmado", ar: "confirmado", us: "confirmed" },
      linkExpired: { mx: "enlace-vencido", ar: "enlace-vencido", us: "link-expired" },
      unsubscribed: { mx: "baja", ar: "baja", us: "unsubscribed" },
      unsubscribeExpired: { mx: "baja-vencida", ar: "baja-vencida", us: "unsubscribe-expired" },
    },
  },
  /** A confirmation link's token. */
  confirm: { name: { mx: "confirmar", ar: "confirmar", us: "confirm" } },
  /** An unsubscribe link's token. */
  unsubscribe: { name: { mx: "baja", ar: "baja", us: "unsubscribe" } },
} as const satisfies Record<string, { name: Words; values?: Record<string, Words> }>;

export type QueryParamId = keyof typeof QUERY_PARAMS;

/** The values of a parameter whose values are words (`sent`, `full`). */
export type QueryValueId<P extends QueryParamId> = (typeof QUERY_PARAMS)[P] extends {
  values: infer V;
}
  ? keyof V & string
  : never;

/** The fragments the routes' links land on: an element's id in each market's words. */
export const FRAGMENTS = {
  /** The e-mail updates' block of a parcel's updates page. */
  updates: { mx: "avisos", ar: "avisos", us: "updates" },
  /** The search on a tracking error page, which its retry link shows. */
  searchAgain: { mx: "buscar", ar: "buscar", us: "search" },
} as const satisfies Record<string, Words>;

export type FragmentId = keyof typeof FRAGMENTS;

/**
 * The market whose words a build's URLs had before its own (ADR 55): the US build wrote the
 * Spanish ones until then, and the e-mails already sent link them.
 */
const FORMER_WORDS_OF: Partial<Record<MarketId, MarketId>> = { us: "mx" };

type SubRoute = NonNullable<Extract<Page, { subRoutes: unknown }>["subRoutes"]>[number];
export type SubRouteId = SubRoute["id"];

/** Every route under a page (a parcel's result, a customer story), in the table's order. */
export const PAGE_SUB_ROUTES: readonly SubRoute[] = PAGES.flatMap<SubRoute>((page) =>
  "subRoutes" in page ? page.subRoutes : [],
);

/** A route of the table: a page, or a route under it. */
interface TableRoute {
  page: PageEntry;
  subRoute?: SubRouteEntry;
}

const ROUTES: TableRoute[] = (PAGES as readonly PageEntry[]).flatMap((page) => [
  { page },
  ...(page.subRoutes ?? []).map((subRoute) => ({ page, subRoute })),
]);

/** A route's path in a market, with its parameters as `:name`: `/tracking/:number/avisos`. */
const patternIn = (market: MarketId, { page, subRoute }: TableRoute): string =>
  subRoute ? `${page.paths[market]}/${subRoute.paths[market]}` : page.paths[market];

const segments = (path: string) => path.split("/").slice(1);

/**
 * The parameters that `pathname` gives `pattern` (as written in the path, still encoded), or
 * undefined when it is not one of the pattern's paths; fixed words in lower case with `anyCase`.
 */
function paramsOf(pattern: string, pathname: string, anyCase = false) {
  const fixed = segments(pattern);
  const given = segments(pathname);
  if (fixed.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [at, word] of fixed.entries()) {
    const part = given[at]!;
    if (word.startsWith(":") && part !== "") params[word.slice(1)] = part;
    else if ((anyCase ? part.toLowerCase() : part) !== word) return undefined;
  }
  return params;
}

/** The number of fixed words of a pattern: a fixed word outranks a parameter, as in React Router. */
const fixedWords = (pattern: string) =>
  segments(pattern).filter((word) => !word.startsWith(":")).length;

/** The route of the table that `pathname` reaches in a market's words, with its parameters. */
function routeOf(market: MarketId, pathname: string, { anyCase = false, routes = ROUTES } = {}) {
  let best: { route: TableRoute; params: Record<string, string>; rank: number } | undefined;
  for (const route of routes) {
    const pattern = patternIn(market, route);
    const params = paramsOf(pattern, pathname, anyCase);
    if (params && (!best || fixedWords(pattern) > best.rank)) {
      best = { route, params, rank: fixedWords(pattern) };
    }
  }
  return best;
}

/** Fills a pattern's `:parameters` in with `params`, as they are. */
function fill(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new RangeError(`${pattern} needs its ${name}`);
    return value;
  });
}

const subRouteById = new Map<string, TableRoute>(
  ROUTES.filter((route) => route.subRoute).map((route) => [route.subRoute!.id, route]),
);

/**
 * The path of a route under a page in a market's build, its parameters filled in (encoded):
 * `subRoutePathIn("us", "trackingUpdates", { number: "AND-1" })` is `/tracking/AND-1/updates`.
 */
export function subRoutePathIn(
  market: MarketId,
  id: SubRouteId,
  params: Readonly<Record<string, string>> = {},
): string {
  const encoded = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value)]),
  );
  return fill(patternIn(market, subRouteById.get(id)!), encoded);
}

/** A query parameter's name in a market: `numero` in Mexico, `number` in the US. */
export const queryNameIn = (market: MarketId, param: QueryParamId): string =>
  QUERY_PARAMS[param].name[market];

const valueWordsOf = (param: QueryParamId): Record<string, Words> | undefined =>
  (QUERY_PARAMS[param] as { values?: Record<string, Words> }).values;

/** A query value's word in a market: `enviado` in Mexico, `sent` in the US. */
export const queryValueIn = <P extends QueryParamId>(
  market: MarketId,
  param: P,
  value: QueryValueId<P>,
): string => valueWordsOf(param)![value]![market];

/** Which of a parameter's values a market's word is, if any. */
export function queryValueOf<P extends QueryParamId>(
  market: MarketId,
  param: P,
  word: string | null | undefined,
): QueryValueId<P> | undefined {
  const values = Object.entries(valueWordsOf(param) ?? {});
  return values.find(([, words]) => words[market] === word)?.[0] as QueryValueId<P> | undefined;
}

/**
 * A query parameter's value as a market's build reads it: under its name there, or else under its
 * former name (FORMER_WORDS_OF), which links already sent still carry.
 */
export function queryParamFrom(
  market: MarketId,
  query: URLSearchParams,
  param: QueryParamId,
): string | null {
  const former = FORMER_WORDS_OF[market];
  return (
    query.get(queryNameIn(market, param)) ?? (former ? query.get(queryNameIn(former, param)) : null)
  );
}

/** A fragment's id in a market: `avisos` in Mexico, `updates` in the US. */
export const fragmentIn = (market: MarketId, id: FragmentId): string => FRAGMENTS[id][market];

/**
 * Which per-address budget a request spends in a market's build (the table's `budget`): a
 * tracking result and its updates page a tracking lookup; the calculator with anything in its
 * query a quote. Another market's path of a page spends nothing: it is only redirected.
 */
export function pageBudgetIn(market: MarketId): PageBudgetOf {
  return (url) => {
    const budget = routeOf(market, url.pathname)?.route;
    const { spends, when } = budget?.subRoute?.budget ?? budget?.page.budget ?? {};
    if (spends === undefined) return undefined;
    return when === "always" || url.search !== "" ? spends : undefined;
  };
}

/** A query's parameters and word values in `to`'s words where they are in `from`'s. */
function translateQuery(
  query: URLSearchParams,
  params: readonly QueryParamId[],
  from: MarketId,
  to: MarketId,
) {
  const translated = new URLSearchParams();
  for (const [name, value] of query) {
    const param = params.find((id) => queryNameIn(from, id) === name);
    if (!param) {
      translated.append(name, value);
      continue;
    }
    const valueId = queryValueOf(from, param, value);
    translated.append(
      queryNameIn(to, param),
      valueId === undefined ? value : queryValueIn(to, param, valueId),
    );
  }
  return translated;
}

const SUB_ROUTES = ROUTES.filter((route) => route.subRoute);

/**
 * Where a link in a market's former words (FORMER_WORDS_OF) lands in its build: the same route in
 * the build's words, its query's parameters and their values too (any other kept as it is), at the
 * route's fragment. In the US build `/tracking/AND-1/avisos?confirmar=T` is
 * `/tracking/AND-1/updates?confirm=T#updates`, and `/tracking/AND-1?historial=completo` is
 * `/tracking/AND-1?history=full`. Undefined for a URL in the build's own words, and for every URL
 * in Mexico and Argentina, whose words never changed. (Another market's path of a page is
 * movedPathsIn's.)
 */
export function formerWordsLocationIn(market: MarketId): (url: URL) => string | undefined {
  const former = FORMER_WORDS_OF[market];
  if (former === undefined) return () => undefined;
  return (url) => {
    const pathname = url.pathname.replace(/(?<=.)\/+$/, "");
    // In any casing, which canonicalPaths then answers (`/Tracking/Search` is no number either).
    const ownMatch = routeOf(market, pathname, { anyCase: true, routes: SUB_ROUTES });
    const formerMatch = routeOf(former, pathname, { anyCase: true, routes: SUB_ROUTES });
    // A former fixed word outranks a parameter of the market's (`/tracking/buscar` is no number).
    const own = ownMatch && (!formerMatch || ownMatch.rank >= formerMatch.rank);
    const match = own ? ownMatch : formerMatch;
    if (!match) return undefined;
    const subRoute = match.route.subRoute!;
    const path = own ? pathname : fill(patternIn(market, match.route), match.params);
    const query = translateQuery(url.searchParams, subRoute.query ?? [], former, market);
    const search = query.size > 0 ? `?${query}` : "";
    if (own && search === url.search) return undefined;
    const fragment = subRoute.fragment ? `#${fragmentIn(market, subRoute.fragment)}` : "";
    return `${path}${search}${fragment}`;
  };
}
