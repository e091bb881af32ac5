import type common from "./locales/es-MX/common.json";
import { MARKET_IDS, type MarketId } from "./site.ts";
import { TRACKING_PAGE_PATH } from "./tracking/paths.ts";

/** A page's key in the locale resources (`meta.<page>`, `pages.<page>`). */
export type PageId = keyof typeof common.meta;

/** The pages whose subject is a service the company sells: each gets a Service in its JSON-LD. */
export type ServicePageId = keyof typeof common.seo.services;

type SitePath = `/${string}`;

interface PageEntry {
  id: PageId;
  /** The page's path in each market's build: Spanish in Mexico and Argentina, English in the US. */
  paths: Record<MarketId, SitePath>;
  /** The route module, relative to app/. */
  module: `routes/${string}.tsx`;
  /** Drawn for each request (the calculator's quotes come from its URL) instead of prerendered. */
  perRequest?: true;
}

interface ServicePageEntry extends PageEntry {
  id: ServicePageId;
  service: true;
}

/**
 * Every page of the site, in the order the sitemap lists them, with its path in each market: the
 * one place a page's path is written. The route table (routes.ts), the prerendered paths
 * (react-router.config.ts), every link of the app (app/lib/page-path.ts), the redirects from the
 * other markets' paths, hreflang alternates, the sitemap, the share images and the end-to-end tests
 * all read this list (docs/decisions/0042-paths-per-market.md).
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
    id: "contact",
    paths: { mx: "/contacto", ar: "/contacto", us: "/contact" },
    module: "routes/contacto.tsx",
  },
  {
    id: "tracking",
    paths: { mx: TRACKING_PAGE_PATH, ar: TRACKING_PAGE_PATH, us: TRACKING_PAGE_PATH },
    module: "routes/tracking.tsx",
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
