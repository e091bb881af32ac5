import { describe, expect, it } from "vitest";
import { BRAND_COLORS, LOCALES, MARKET_IDS, MARKETS } from "../../domain/site.ts";
import { webManifest } from "./manifest.ts";
import { strictTranslator } from "../../tooling/locale-files.ts";

describe("webManifest", () => {
  it("is localised per market, with the brand colours and the icons (one maskable)", () => {
    const manifest = webManifest(strictTranslator("es-AR"), MARKETS.ar);
    expect(manifest).toMatchObject({
      name: "Andén: logística para vender online",
      short_name: "Andén",
      lang: "es-AR",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: BRAND_COLORS.ink,
      background_color: BRAND_COLORS.surface,
    });
    expect(manifest.description).toMatch(/correos/);
    expect(manifest.icons).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      {
        src: "/icons/icon-maskable-512.png",
        sizes: "512x512",
        type: "image/png",
        purpose: "maskable",
      },
    ]);
  });

  it("has its own text in every locale", () => {
    const names = MARKET_IDS.map((id) => {
      const manifest = webManifest(strictTranslator(MARKETS[id].locale), MARKETS[id]);
      expect(manifest.lang).toBe(MARKETS[id].locale);
      return manifest.description;
    });
    expect(new Set(names).size).toBe(LOCALES.length);
  });
});
