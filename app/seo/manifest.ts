import { BRAND_COLORS, type Market } from "../../domain/site.ts";
import { MANIFEST_ICONS } from "./icons.ts";
import type { Translate } from "./translate.ts";

/** The web app manifest of a market's deployment, its text from the locale resources. */
export function webManifest(t: Translate, market: Market) {
  return {
    id: "/",
    name: t("seo.webApp.name"),
    short_name: t("seo.webApp.shortName"),
    description: t("seo.webApp.description"),
    lang: market.locale,
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: BRAND_COLORS.ink,
    background_color: BRAND_COLORS.surface,
    icons: MANIFEST_ICONS.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.shape === "maskable" ? "maskable" : "any",
    })),
  };
}
