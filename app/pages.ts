import type common from "../domain/locales/es-MX/common.json";

/** A page's key in the locale resources (`meta.<page>`, `pages.<page>`). */
export type PageId = keyof typeof common.meta;

/** The pages whose subject is a service the company sells: each gets a Service in its JSON-LD. */
export type ServicePageId = keyof typeof common.seo.services;

interface PageEntry {
  path: `/${string}`;
  id: PageId;
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
 * Every page of the site, in the order the sitemap lists them. The route table (routes.ts), the
 * prerendered paths (react-router.config.ts), the sitemap, the share images and the end-to-end
 * tests all read this list.
 */
export const PAGES = [
  { path: "/", id: "home", module: "routes/home.tsx" },
  { path: "/fullpack", id: "fullpack", module: "routes/fullpack.tsx", service: true },
  { path: "/logistica-b2b", id: "b2b", module: "routes/logistica-b2b.tsx", service: true },
  {
    path: "/distribucion-dedicada",
    id: "dedicated",
    module: "routes/distribucion-dedicada.tsx",
    service: true,
  },
  { path: "/ultima-milla", id: "lastMile", module: "routes/ultima-milla.tsx", service: true },
  {
    path: "/suite-tecnologica",
    id: "suite",
    module: "routes/suite-tecnologica.tsx",
    service: true,
  },
  { path: "/integraciones", id: "integrations", module: "routes/integraciones.tsx" },
  { path: "/contacto", id: "contact", module: "routes/contacto.tsx" },
  { path: "/tracking", id: "tracking", module: "routes/tracking.tsx" },
  { path: "/pickup", id: "pickup", module: "routes/pickup.tsx", service: true },
  { path: "/directo", id: "directo", module: "routes/directo.tsx", service: true },
  { path: "/paqueterias", id: "carriers", module: "routes/paqueterias.tsx", service: true },
  { path: "/cotizador", id: "rates", module: "routes/cotizador.tsx", perRequest: true },
] as const satisfies ReadonlyArray<PageEntry | ServicePageEntry>;

export type Page = (typeof PAGES)[number];
export type PagePath = Page["path"];

export const PAGE_PATHS: readonly PagePath[] = PAGES.map((page) => page.path);

export const PRERENDERED_PAGE_PATHS: readonly PagePath[] = PAGES.filter(
  (page) => !("perRequest" in page),
).map((page) => page.path);

/**
 * Files for crawlers and browsers that are generated from the page table and the locale resources
 * by resource routes, and prerendered like the pages (so they are served from memory).
 */
export const SEO_RESOURCE_PATHS = ["/sitemap.xml", "/robots.txt", "/manifest.webmanifest"] as const;

export function pagePath(id: PageId): PagePath {
  return PAGES.find((page) => page.id === id)?.path ?? "/";
}

export const isServicePage = (id: PageId): id is ServicePageId =>
  PAGES.some((page) => page.id === id && "service" in page);
