import { everyLocaleFile } from "../../../tooling/locale-files.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spriteUrl } from "virtual:sprite";
import { spriteSheet } from "../sprite/sheet.tsx";
import { BRAND_LOGO_LABELS, BRAND_LOGO_NAMES, BrandLogo, isBrandLogoName } from "./BrandLogo.tsx";

const CUSTOMERS = [
  "sample-cactus",
  "sample-flame",
  "sample-waves",
  "sample-sprout",
  "sample-pixels",
  "sample-bamboo",
  "sample-cloud",
  "sample-bicycle",
  "sample-corn",
  "sample-sunrise",
  "sample-peak",
  "sample-leaf",
];
const INTEGRATIONS = [
  "mercadolibre",
  "tiendanube",
  "vtex",
  "shopify",
  "prestashop",
  "woocommerce",
  "magento",
];
const ALLOWED = [...CUSTOMERS, ...INTEGRATIONS];
/** The store platforms whose mark simple-icons has. */
const SIMPLE_ICONS = ["vtex", "shopify", "prestashop", "woocommerce"];

/** Logo keys in the locale files that exist today: every "logo" field, and integration icons. */
function localeLogoKeys(): { where: string; value: string }[] {
  const found: { where: string; value: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (Array.isArray(value)) value.forEach((child, i) => walk(child, `${where}[${i}]`));
    else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        if (key === "logo" && typeof child === "string") {
          found.push({ where: `${where}.${key}`, value: child });
        } else walk(child, `${where}.${key}`);
      }
    }
  };
  for (const { locale, namespace, json } of everyLocaleFile()) {
    const file = `${namespace}.json`;
    {
      walk(json, `${locale}/${file}`);
      if (file === "pages.json") {
        const items = (json as { integrations?: { items?: { icon?: unknown }[] } }).integrations
          ?.items;
        (items ?? []).forEach((item, i) => {
          if (typeof item.icon === "string") {
            found.push({
              where: `${locale}/${file}.integrations.items[${i}].icon`,
              value: item.icon,
            });
          }
        });
      }
    }
  }
  return found;
}

const SHEET = spriteSheet();

/** The logo's markup with the drawings of the sprite symbols it uses in place of their `<use>`. */
function drawn(html: string): string {
  return html.replace(/<use href="([^"#]*)#([^"]+)"><\/use>/g, (_, url: string, id: string) => {
    expect(url).toBe(spriteUrl);
    const symbol = new RegExp(`<symbol id="${id}"[\\s\\S]*?</symbol>`).exec(SHEET)?.[0];
    expect(symbol, id).toBeDefined();
    return symbol!;
  });
}

/** WCAG relative luminance contrast of two #rrggbb colours. */
function contrast(a: string, b: string) {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe("BrandLogo", () => {
  it("knows exactly the allowed logo keys, each with a display name", () => {
    expect([...BRAND_LOGO_NAMES].sort()).toEqual([...ALLOWED].sort());
    for (const name of ALLOWED) expect(BRAND_LOGO_LABELS[name as never]).toBeTruthy();
    expect(BRAND_LOGO_LABELS.mercadolibre).toBe("Mercado Libre");
    expect(BRAND_LOGO_LABELS["sample-bamboo"]).toBe("Bamboo");
  });

  for (const name of [...CUSTOMERS, ...SIMPLE_ICONS]) {
    it(`renders ${name} as a decorative wordmark with an svg mark`, () => {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      expect(html).toMatch(/^<span aria-hidden="true"/);
      // Its mark is a symbol of the sprite, a drawing of its own.
      expect(html).toMatch(/<svg [^>]*><use href="[^"]+"><\/use><\/svg>/);
      expect(drawn(html)).toMatch(
        /<symbol [^>]*viewBox="[^"]+"[^>]*><(path|rect|circle|ellipse|g) /,
      );
      expect(drawn(html)).not.toMatch(/<style|style="|<image|href=/);
    });
  }

  it("invents no mark for a real brand simple-icons lacks: its plain name", () => {
    for (const name of INTEGRATIONS.filter((n) => !SIMPLE_ICONS.includes(n))) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      expect(html, name).not.toContain("<svg");
      expect(html, name).toContain(`>${BRAND_LOGO_LABELS[name as never]}<`.replace("&", "&amp;"));
    }
  });

  it("draws every real brand in one treatment: monochrome grey, its colour on hover", () => {
    for (const name of INTEGRATIONS) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      const outer = /^<span aria-hidden="true" class="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(outer.split(" "), name).toContain("text-muted");
      expect(outer, name).toMatch(/(^| )hover:text-\[#[0-9A-F]{6}\]/);
      expect(outer, name).toMatch(/group-hover\/brand:text-\[#[0-9A-F]{6}\]/);
      // Marks are drawn in the text colour, never in a fixed one.
      for (const [, fill] of drawn(html).matchAll(/fill="([^"]*)"/g))
        expect(fill, name).toBe("currentColor");
    }
  });

  it("sets the name as text except where the mark already spells it", () => {
    const spelled = ["woocommerce"];
    for (const name of ALLOWED) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      const label = BRAND_LOGO_LABELS[name as never] as string;
      const escaped = label.replace("&", "&amp;");
      if (spelled.includes(name)) expect(html, name).not.toContain(`>${escaped}<`);
      else expect(html, name).toContain(`>${escaped}<`);
    }
  });

  it("draws the sample customers in one monochrome treatment: the colour around them, one weight", () => {
    const names = new Set<string>();
    for (const name of CUSTOMERS) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      // No colour of its own: the strip sets one for all of them.
      expect(drawn(html).replace(/href="[^"]*"/g, ""), name).not.toMatch(
        /#[0-9a-f]{3,6}|text-(ink|muted)/i,
      );
      for (const [, paint] of drawn(html).matchAll(/(?:fill|stroke)="([^"]*)"/g)) {
        expect(["currentColor", "none"], name).toContain(paint);
      }
      const nameClasses = /<\/svg><span class="([^"]*)">/.exec(html)?.[1];
      expect(nameClasses, name).toBeDefined();
      names.add(nameClasses as string);
    }
    expect([...names]).toEqual(["font-extrabold tracking-tight"]);
  });

  it("sets the store platforms' names in a dark grey (>= 4.5:1 on white)", () => {
    const muted = "#51627a";
    expect(contrast(muted, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    for (const name of INTEGRATIONS) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      expect(html, name).toMatch(/^<span aria-hidden="true" class="[^"]* text-muted /);
    }
  });

  it("passes className through", () => {
    expect(renderToStaticMarkup(<BrandLogo name="vtex" className="text-sm" />)).toContain(
      "text-sm",
    );
  });

  it("renders nothing for an unknown name", () => {
    expect(renderToStaticMarkup(<BrandLogo name="acme" />)).toBe("");
    expect(renderToStaticMarkup(<BrandLogo name="hasOwnProperty" />)).toBe("");
    expect(isBrandLogoName("__proto__")).toBe(false);
  });

  it("every logo key in the locale files is a known logo", () => {
    const keys = localeLogoKeys();
    expect(keys.length).toBeGreaterThan(0);
    for (const { where, value } of keys) {
      expect(isBrandLogoName(value), `${where}: "${value}"`).toBe(true);
    }
  });
});
