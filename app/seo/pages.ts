import type common from "../../domain/locales/es-MX/common.json";
import type { MarketingPath } from "../../domain/site.ts";

/** A page's key in the locale resources (`meta.<page>`, `pages.<page>`). */
export type PageId = keyof typeof common.meta;

/** The pages whose subject is a service the company sells: each gets a Service in its JSON-LD. */
export type ServicePageId = keyof typeof common.seo.services;

export interface SeoPage {
  path: MarketingPath;
  page: PageId;
}

/** Every marketing path with its page key, in the order the sitemap lists them. */
export const SEO_PAGES: readonly SeoPage[] = [
  { path: "/", page: "home" },
  { path: "/fullpack", page: "fullpack" },
  { path: "/logistica-b2b", page: "b2b" },
  { path: "/distribucion-dedicada", page: "dedicated" },
  { path: "/ultima-milla", page: "lastMile" },
  { path: "/suite-tecnologica", page: "suite" },
  { path: "/integraciones", page: "integrations" },
  { path: "/contacto", page: "contact" },
  { path: "/tracking", page: "tracking" },
  { path: "/pickup", page: "pickup" },
  { path: "/directo", page: "directo" },
  { path: "/paqueterias", page: "carriers" },
  { path: "/cotizador", page: "rates" },
];

const SERVICE_PAGES: readonly string[] = [
  "fullpack",
  "b2b",
  "dedicated",
  "lastMile",
  "suite",
  "pickup",
  "directo",
  "carriers",
] satisfies ServicePageId[];

export const isServicePage = (page: PageId): page is ServicePageId & PageId =>
  SERVICE_PAGES.includes(page);

export function seoPageFor(path: string): SeoPage | undefined {
  return SEO_PAGES.find((entry) => entry.path === path);
}

/**
 * The share image of a page: a stable URL (not content-hashed), so links already shared and
 * crawlers' caches keep working across deployments.
 */
export function shareImagePath(path: MarketingPath): string {
  return `/og/${path === "/" ? "home" : path.slice(1)}.png`;
}

export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** The page's main heading in the locale resources: what its share image shows. */
export function headlineKey(page: PageId): string {
  return page === "home" ? "home:hero.title" : `pages.${page}.title`;
}
