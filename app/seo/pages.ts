import type { PageId, PagePath } from "../../domain/pages.ts";

export type { PageId, ServicePageId } from "../../domain/pages.ts";

/**
 * The share image of a page (or of a document under it, a customer story): a stable URL (not
 * content-hashed), so links already shared and crawlers' caches keep working across deployments.
 */
export function shareImagePath(path: PagePath | `/${string}`): string {
  return `/og/${path === "/" ? "home" : path.slice(1)}.png`;
}

export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** The page's main heading in the locale resources: what its share image shows. */
export function headlineKey(page: PageId): string {
  return page === "home" ? "home:hero.title" : `pages.${page}.title`;
}

/** The short line above the page's heading in the locale resources; its share image shows it too. */
export function eyebrowKey(page: PageId): string {
  return page === "home" ? "home:hero.eyebrow" : `pages.${page}.eyebrow`;
}
