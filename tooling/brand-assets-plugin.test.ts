import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES, pagePathsIn } from "../domain/pages.ts";
import { shareImagePath } from "../app/seo/pages.ts";
import { loadConfig } from "../server/config.ts";
import { storyPathIn } from "../domain/stories.ts";
import {
  renderBrandAssets,
  shareImageContent,
  storyShareImageContent,
} from "./brand-assets-plugin.ts";
import { strictTranslator } from "./locale-files.ts";
import { readStories } from "./story-files.ts";
import { buildTimeConfig } from "./site-config-plugin.ts";

const ROOT = path.resolve(import.meta.dirname, "..");

const pngSize = (png: Uint8Array) => {
  const buffer = Buffer.from(png);
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
};

describe("renderBrandAssets", () => {
  it("makes a share image per page and story (named by its path there), the PNG icons and favicon.ico for a market", async () => {
    const config = buildTimeConfig(
      loadConfig({ SITE_MARKET: "us", PUBLIC_BASE_URL: "https://anden.us" }),
    );
    const assets = new Map(
      (await renderBrandAssets(config, ROOT)).map((asset) => [asset.fileName, asset.source]),
    );
    for (const path of pagePathsIn("us")) {
      const image = assets.get(shareImagePath(path).slice(1));
      expect(image, path).toBeDefined();
      expect(pngSize(image as Uint8Array)).toEqual({ width: 1200, height: 630 });
    }
    expect(assets.has("og/carriers.png")).toBe(true);
    expect(assets.has("og/paqueterias.png")).toBe(false);
    expect(pngSize(assets.get("apple-touch-icon.png") as Uint8Array)).toEqual({
      width: 180,
      height: 180,
    });
    for (const [name, size] of [
      ["icons/icon-192.png", 192],
      ["icons/icon-512.png", 512],
      ["icons/icon-maskable-512.png", 512],
    ] as const) {
      expect(pngSize(assets.get(name) as Uint8Array), name).toEqual({ width: size, height: size });
    }
    const ico = Buffer.from(assets.get("favicon.ico") as Uint8Array);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const stories = readStories("us");
    for (const story of stories) {
      const image = assets.get(`og${storyPathIn("us", story.slug)}.png`);
      expect(image, story.slug).toBeDefined();
      expect(pngSize(image as Uint8Array)).toEqual({ width: 1200, height: 630 });
    }
    expect(assets.size).toBe(PAGES.length + stories.length + 5);
  });

  it("puts a customer story's title on its share image, under the customer's name", () => {
    const t = strictTranslator("es-MX");
    const [story] = readStories("mx");
    expect(
      storyShareImageContent(t, "es-MX", { ...story!, title: "{{brand}} y Casa Nopal" }),
    ).toEqual({
      eyebrow: `Caso de éxito · ${story!.customer}`,
      headline: "Andén y Casa Nopal",
    });
  });

  it("puts the page's eyebrow and heading on its share image, and no host", () => {
    const t = strictTranslator("en-US");
    expect(shareImageContent(t, "carriers")).toEqual({
      eyebrow: t("pages.carriers.eyebrow"),
      headline: t("pages.carriers.title"),
    });
    expect(shareImageContent(t, "home")).toEqual({
      eyebrow: t("home:hero.eyebrow"),
      headline: t("home:hero.title"),
    });
  });

  it("stops the build when a text it needs is missing from the locale resources", async () => {
    const t = strictTranslator("es-AR");
    expect(t("pages.pickup.title")).toMatch(/Retiramos/);
    expect(() => t("pages.nope.title")).toThrow(/Missing translation.*pages\.nope\.title.*es-AR/);
  });
});
