import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { APPLE_TOUCH_ICON, FAVICON_ICO, FAVICON_SVG, MANIFEST_ICONS } from "../app/seo/icons.ts";
import { pagesIn, type PageId } from "../domain/pages.ts";
import { eyebrowKey, headlineKey, shareImagePath } from "../app/seo/pages.ts";
import type { Translate } from "../app/seo/translate.ts";
import { MARKETS, type Locale } from "../domain/site.ts";
import { fillVariables, storyPathIn, type Story } from "../domain/stories.ts";
import {
  encodeIco,
  iconSvg,
  loadFonts,
  renderShareImage,
  svgToPng,
  type ShareImageContent,
} from "./brand-images.ts";
import { copyVariables, strictTranslator } from "./locale-files.ts";
import { readStories } from "./story-files.ts";
import type { BuildTimeConfig } from "./site-config-plugin.ts";

export interface BrandAsset {
  /** Path in the client build, without the leading slash. */
  fileName: string;
  source: Uint8Array;
}

/** A page's share image says what its header says: its eyebrow and its heading. */
export const shareImageContent = (t: Translate, page: PageId): ShareImageContent => ({
  headline: t(headlineKey(page)),
  eyebrow: t(eyebrowKey(page)),
});

/** A customer story's share image says its title, under the customer's name (ADR 56). */
export const storyShareImageContent = (
  t: Translate,
  locale: Locale,
  story: Story,
): ShareImageContent => ({
  headline: fillVariables(story.title, copyVariables(locale)),
  eyebrow: t("pages:stories.shareEyebrow", { customer: story.customer }),
});

/** Every share image (one per page and customer story, named by its path in the market) and icon of a market's build. */
export async function renderBrandAssets(
  config: BuildTimeConfig,
  root: string,
): Promise<BrandAsset[]> {
  const { locale } = MARKETS[config.SITE_MARKET];
  const t = strictTranslator(locale);
  const markSvg = await readFile(path.join(root, "public", FAVICON_SVG.slice(1)), "utf8");
  const fonts = await loadFonts(root);
  const assets: BrandAsset[] = [];
  for (const { path, id } of pagesIn(config.SITE_MARKET)) {
    const png = await renderShareImage(shareImageContent(t, id), markSvg, fonts);
    assets.push({ fileName: shareImagePath(path).slice(1), source: png });
  }
  for (const story of readStories(config.SITE_MARKET, root)) {
    const png = await renderShareImage(storyShareImageContent(t, locale, story), markSvg, fonts);
    const path = storyPathIn(config.SITE_MARKET, story.slug);
    assets.push({ fileName: shareImagePath(path).slice(1), source: png });
  }
  for (const icon of [APPLE_TOUCH_ICON, ...MANIFEST_ICONS]) {
    assets.push({
      fileName: icon.path.slice(1),
      source: svgToPng(iconSvg(markSvg, icon.shape), icon.size),
    });
  }
  const ico = encodeIco(FAVICON_ICO.sizes.map((size) => ({ size, png: svgToPng(markSvg, size) })));
  assets.push({ fileName: FAVICON_ICO.path.slice(1), source: ico });
  return assets;
}

/**
 * Adds the share images (/og/<path>.png, at the page's or the story's path in the market), the PNG icons and
 * favicon.ico to the client build, so the server serves them from memory with the rest of it.
 * Build only: `react-router dev` serves the SVG favicon alone.
 */
export function brandAssetsPlugin(config: BuildTimeConfig, root: string): Plugin {
  return {
    name: "anden:brand-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle() {
      for (const asset of await renderBrandAssets(config, root)) {
        this.emitFile({ type: "asset", fileName: asset.fileName, source: asset.source });
      }
    },
  };
}
