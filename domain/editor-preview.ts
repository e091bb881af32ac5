/**
 * Where the editor's Preview leads (ADR 66). Locally, `npm run cms` opens a market's development
 * server at the page a file feeds first. In production, each editor branch is built and deployed
 * as a preview of its own, at an address made from a template (`CMS_PREVIEW_URL`) with the
 * branch's name as one DNS label: the workflow that deploys a branch and the editor's Preview
 * button compute it with the same function.
 */
import { pagePathIn, type PageId } from "./pages.ts";
import type { MarketId } from "./site.ts";

/** The page each file's Preview opens first. */
export const PREVIEW_PAGE = {
  stories: "stories",
  facts: "home",
  home: "home",
  content: "home",
  services: "fullpack",
  pages: "pickup",
  common: "home",
  contact: "contact",
} as const satisfies Record<string, PageId>;

export type PreviewedContent = keyof typeof PREVIEW_PAGE;

export const isPreviewedContent = (value: string): value is PreviewedContent =>
  Object.hasOwn(PREVIEW_PAGE, value);

/** The placeholders of CMS_PREVIEW_URL: the branch's label and the market. */
export const PREVIEW_URL_PATTERN = /^https:\/\/[^/?#]*\{branch\}[^/?#]*$/;

/**
 * A branch's name as one DNS label (a host name's part between dots: at most 63 letters, digits
 * and hyphens): its words, then six hex digits of its hash, so that two branches whose words
 * read alike (`edit/home`, `edit-home`) never share a preview.
 */
export function previewLabel(branch: string): string {
  const words = branch
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 48)
    .replace(/-+$/, "");
  const hash = fnv1a(branch).toString(16).padStart(8, "0").slice(0, 6);
  return words ? `${words}-${hash}` : hash;
}

/** FNV-1a, 32 bits: a short fingerprint, not a secret. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return hash;
}

/** The base address of a branch's preview of a market: `https://edit-home-3fa9c1.mx.preview…`. */
export const branchPreviewBase = (template: string, branch: string, market: MarketId) =>
  template.replaceAll("{branch}", previewLabel(branch)).replaceAll("{market}", market);

/** The address of the page a file feeds first, on a branch's preview of a market. */
export const branchPreviewUrl = (
  template: string,
  branch: string,
  market: MarketId,
  content: PreviewedContent,
) => `${branchPreviewBase(template, branch, market)}${pagePathIn(market, PREVIEW_PAGE[content])}`;
