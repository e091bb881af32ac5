import { everyLocaleFile } from "../../../tooling/locale-files.ts";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
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
const CARRIERS = [
  "dhl",
  "fedex",
  "ups",
  "usps",
  "estafeta",
  "paquetexpress",
  "redpack",
  "99minutos",
  "jt-express",
  "sendex",
  "andreani",
  "oca",
  "correo-argentino",
  "ontrac",
  "castores",
  "tres-guerras",
  "ivoy",
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
const ALLOWED = [...CUSTOMERS, ...CARRIERS, ...INTEGRATIONS];
/** The real brands whose mark simple-icons has. */
const SIMPLE_ICONS = [
  "dhl",
  "fedex",
  "ups",
  "usps",
  "vtex",
  "shopify",
  "prestashop",
  "woocommerce",
];

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
    expect(BRAND_LOGO_LABELS["jt-express"]).toBe("J&T Express");
    expect(BRAND_LOGO_LABELS["sample-bamboo"]).toBe("Bamboo");
  });

  for (const name of [...CUSTOMERS, ...SIMPLE_ICONS]) {
    it(`renders ${name} as a decorative wordmark with an svg mark`, () => {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      expect(html).toMatch(/^<span aria-hidden="true"/);
      expect(html).toMatch(/<svg [^>]*viewBox="[^"]+"[^>]*><(path|rect|circle|ellipse|g) /);
      expect(html).not.toMatch(/<style|style="|<image|href=/);
    });
  }

  it("invents no mark for a real brand simple-icons lacks: its plain name", () => {
    for (const name of [...CARRIERS, ...INTEGRATIONS].filter((n) => !SIMPLE_ICONS.includes(n))) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      expect(html, name).not.toContain("<svg");
      expect(html, name).toContain(`>${BRAND_LOGO_LABELS[name as never]}<`.replace("&", "&amp;"));
    }
  });

  it("draws every real brand in one treatment: monochrome grey, its colour on hover", () => {
    for (const name of [...CARRIERS, ...INTEGRATIONS]) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      const outer = /^<span aria-hidden="true" class="([^"]*)"/.exec(html)?.[1] ?? "";
      expect(outer.split(" "), name).toContain("text-muted");
      expect(outer, name).toMatch(/(^| )hover:text-\[#[0-9A-F]{6}\]/);
      expect(outer, name).toMatch(/group-hover\/brand:text-\[#[0-9A-F]{6}\]/);
      // Marks are drawn in the text colour, never in a fixed one.
      for (const [, fill] of html.matchAll(/fill="([^"]*)"/g))
        expect(fill, name).toBe("currentColor");
    }
  });

  it("sets the name as text except where the mark already spells it", () => {
    const spelled = ["dhl", "fedex", "woocommerce"];
    for (const name of ALLOWED) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      const label = BRAND_LOGO_LABELS[name as never] as string;
      const escaped = label.replace("&", "&amp;");
      if (spelled.includes(name)) expect(html, name).not.toContain(`>${escaped}<`);
      else expect(html, name).toContain(`>${escaped}<`);
    }
  });

  it("sets names only in ink or dark greys (>= 4.5:1 on white)", () => {
    const tokens: Record<string, string> = {
      "text-ink": "#0b1f3a",
      "text-ink-soft": "#34475f",
      "text-muted": "#51627a",
    };
    for (const name of ALLOWED) {
      const html = renderToStaticMarkup(<BrandLogo name={name} />);
      // At rest (hover: variants aside), each span sets at most one colour, and the name has one.
      const colours = [...html.matchAll(/<span[^>]* class="([^"]*)">/g)].map(([, classes]) =>
        (classes ?? "").split(" ").filter((c) => /^text-(?!\[|xs|sm|lg|xl)/.test(c)),
      );
      expect(colours.flat().length, name).toBeGreaterThanOrEqual(1);
      for (const set of colours) {
        expect(set.length, name).toBeLessThanOrEqual(1);
        if (set.length === 0) continue;
        const hex = tokens[set[0] as string];
        expect(hex, `${name}: ${set[0]}`).toBeDefined();
        expect(contrast(hex as string, "#ffffff")).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it("passes className through", () => {
    expect(renderToStaticMarkup(<BrandLogo name="ups" className="text-sm" />)).toContain("text-sm");
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
