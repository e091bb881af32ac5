import { describe, expect, it } from "vitest";
import {
  localeNamespaces,
  readFactSheet,
  readLocaleNamespace,
} from "../../tooling/locale-files.ts";
import { FALLBACK_LOCALE, LOCALES, MARKETS, type Locale } from "../site.ts";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const namespaces = localeNamespaces("es-MX");
/** A namespace as the pages read it: the fact sheet over the company's figures (ADR 64). */
const load = (locale: Locale, namespace: string) =>
  (namespace === "facts"
    ? readFactSheet(locale)
    : readLocaleNamespace(locale, namespace)) as unknown as Json;
/**
 * Keys that may be empty: the hero video and its poster (empty: the illustration, and it as the
 * poster); the calculator's no-results lede, where the market's title already says it (the spec's
 * US copy is one line, "We're sorry, no results found").
 */
const OPTIONAL = new Set(["hero.video", "hero.videoPoster", "noResults.lede"]);
/** Lists as long as the market's data, not the copy: the carrier strip names the market's cards. */
const PER_MARKET_LISTS = ["carriers.items."];
/** Uploads (a photo, a logo: ADR 48, 64) are each market's own. */
const UPLOAD = /\.(photo|logoFile)$/;
const perMarket = (key: string) =>
  PER_MARKET_LISTS.some((prefix) => key.startsWith(prefix)) || UPLOAD.test(key);

/** Every leaf as "path: type", arrays by index, so a missing key or a shorter list shows up. */
function leaves(value: Json, prefix = ""): Map<string, Json> {
  const result = new Map<string, Json>();
  if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [leafPath, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) {
        result.set(leafPath, leaf);
      }
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

/** Placeholders the code must pass; `brand` is filled by default, so a locale may use it or not. */
const placeholders = (text: Json) =>
  typeof text === "string"
    ? [...text.matchAll(/\{\{(\w+)\}\}/g)]
        .map((m) => m[1])
        .filter((name) => name !== "brand")
        .sort()
    : [];

describe("locale resources", () => {
  it("every market has its locale, and the fallback is es-AR", () => {
    expect(
      Object.values(MARKETS)
        .map((m) => m.locale)
        .sort(),
    ).toEqual([...LOCALES].sort());
    expect(FALLBACK_LOCALE).toBe("es-AR");
  });

  it("every locale has the same namespaces", () => {
    for (const locale of LOCALES) {
      expect(localeNamespaces(locale)).toEqual(namespaces);
    }
  });

  for (const file of namespaces) {
    describe(file, () => {
      const reference = leaves(load("es-MX", file));

      for (const locale of LOCALES.filter((l) => l !== "es-MX")) {
        it(`${locale} has exactly the keys of es-MX, with the same placeholders`, () => {
          const other = leaves(load(locale, file));
          const missing = [...reference.keys()].filter((key) => !other.has(key) && !perMarket(key));
          const extra = [...other.keys()].filter((key) => !reference.has(key) && !perMarket(key));
          expect({ missing, extra }).toEqual({ missing: [], extra: [] });
          for (const [key, value] of reference) {
            if (perMarket(key)) continue;
            expect(placeholders(other.get(key) ?? null), `${locale} ${key}`).toEqual(
              placeholders(value),
            );
            expect(typeof other.get(key), `${locale} ${key}`).toBe(typeof value);
          }
        });
      }

      for (const locale of LOCALES) {
        it(`${locale} has no null value (i18next reports it as a missing translation)`, () => {
          const nulls = [...leaves(load(locale, file))].filter(([, value]) => value === null);
          expect(nulls.map(([key]) => key)).toEqual([]);
        });

        it(`${locale} has no empty or placeholder text outside optional fields`, () => {
          for (const [key, value] of leaves(load(locale, file))) {
            // Optional by design: a service tag, and OPTIONAL.
            if (typeof value !== "string" || key.endsWith(".tag") || OPTIONAL.has(key)) continue;
            expect(value.trim(), `${locale} ${key}`).not.toBe("");
            expect(value, `${locale} ${key}`).not.toMatch(/lorem\s+ipsum|dolor\s+sit\s+amet/i);
            expect(value, `${locale} ${key}`).not.toMatch(/\b(TODO|FIXME|TBD)\b/);
          }
        });
      }
    });
  }

  describe("sample customers and testimonials", () => {
    interface Content {
      testimonials: { items: { id: string; company: string; sample?: boolean; web?: string }[] };
      customers: { items: { name: string; sample?: boolean }[] };
    }
    const content = (locale: Locale) => load(locale, "content") as unknown as Content;

    for (const locale of LOCALES) {
      it(`${locale}: every one is marked sample, and a sample testimonial's site is its own under .example`, () => {
        const { testimonials, customers } = content(locale);
        for (const item of testimonials.items) {
          expect(item.sample, item.id).toBe(true);
          expect(item.web, item.id).toMatch(/^https:\/\/[a-z]+\.example$/);
        }
        const sites = testimonials.items.map((item) => item.web);
        expect(new Set(sites).size).toBe(sites.length);
        for (const customer of customers.items) expect(customer.sample, customer.name).toBe(true);
      });
    }

    it("each market names its own customers, and quotes only them", () => {
      const names = (locale: Locale) => new Set(content(locale).customers.items.map((c) => c.name));
      for (const locale of LOCALES) {
        for (const other of LOCALES.filter((l) => l !== locale)) {
          expect([...names(locale)].filter((name) => names(other).has(name))).toEqual([]);
        }
        for (const { company } of content(locale).testimonials.items) {
          expect(names(locale).has(company), `${locale} ${company}`).toBe(true);
        }
      }
    });
  });

  it("the contact form's messages are the spec's words: Argentina's as written, Mexico's in its own voice", () => {
    const errors = (locale: Locale) =>
      (load(locale, "contact") as { errors: Record<string, string> }).errors;
    const spec = {
      required: "Campo obligatorio",
      invalid_email: "Correo electrónico inválido",
      accept_terms: "Es necesario que aceptes nuestros términos y condiciones para continuar",
    };
    expect(errors("es-AR")).toMatchObject({
      ...spec,
      select_required: "Seleccioná una opción",
      choose_at_least_one: "Seleccioná al menos una opción",
    });
    expect(errors("es-MX")).toMatchObject({
      ...spec,
      select_required: "Selecciona una opción",
      choose_at_least_one: "Selecciona al menos una opción",
    });
    expect(errors("en-US").invalid_email).toBe("Enter a valid email address");
  });

  it("every market lists the spec's seven integrations, all active; the US reaches two of them cross-border", () => {
    interface Integrations {
      integrations: {
        section: { subtitle: string };
        items: { title: string; marketName: string; active: boolean }[];
      };
    }
    const integrations = (locale: Locale) =>
      (load(locale, "pages") as unknown as Integrations).integrations;
    const spec = [
      "Magento",
      "Mercado Libre",
      "PrestaShop",
      "Shopify",
      "Tiendanube",
      "VTEX",
      "WooCommerce",
    ];
    for (const locale of LOCALES) {
      const { items } = integrations(locale);
      expect(
        items
          .filter((item) => item.active)
          .map((item) => item.title)
          .sort(),
        locale,
      ).toEqual(spec);
    }
    const us = integrations("en-US");
    expect(us.section.subtitle).toMatch(
      /US sellers reach Mercado Libre and Tiendanube .* cross-border selling/,
    );
    for (const item of us.items.filter((item) =>
      ["Mercado Libre", "Tiendanube"].includes(item.title),
    )) {
      expect(item.marketName, item.title).toMatch(/^Cross-border /);
    }
  });

  it("every market's home KPI block shows the spec's active users", () => {
    for (const locale of LOCALES) {
      const { kpis } = load(locale, "home") as { kpis: { items: string[] } };
      expect(kpis.items, locale).toContain("activeUsers");
    }
  });

  it("the phone placeholders are the spec's, and the US copy's own", () => {
    const placeholder = (locale: Locale) =>
      (load(locale, "contact") as { form: { fields: { phoneNumber: { placeholder: string } } } })
        .form.fields.phoneNumber.placeholder;
    expect(placeholder("es-AR")).toBe("+54 9 11 23456789");
    expect(placeholder("es-MX")).toBe("+52 1 222 1234567");
    expect(placeholder("en-US")).toBe("+1 (555) 123-4567");
  });

  it("pickup says its delivery in 24/48 h, and fulfilment, like pickup, where in the account it is requested", () => {
    const SETTINGS = { "es-MX": "Configuración", "es-AR": "Configuración", "en-US": "Settings" };
    const DELIVERY = { "es-MX": "24/48 h", "es-AR": "24/48 h", "en-US": "24 to 48 hours" };
    for (const locale of LOCALES) {
      const { pickup } = load(locale, "pages") as {
        pickup: { note: string; steps: { items: { description: string }[] } };
      };
      const { fullpack } = load(locale, "services") as { fullpack: { note: string } };
      const steps = pickup.steps.items.map((step) => step.description).join(" ");
      expect(steps, locale).toContain(DELIVERY[locale]);
      expect(pickup.note, locale).toContain(SETTINGS[locale]);
      expect(fullpack.note, locale).toContain(SETTINGS[locale]);
    }
  });

  it("every page's title ends with the brand, a tracking result's too", () => {
    for (const locale of LOCALES) {
      const { meta } = load(locale, "common") as { meta: Record<string, { title: string }> };
      const { details } = load(locale, "tracking") as {
        details: { title: string; pageTitle: string };
      };
      const titles = [...Object.values(meta).map((page) => page.title), details.pageTitle];
      for (const title of titles) expect(title, locale).toMatch(/ \| \{\{brand\}\}$/);
      expect(details.pageTitle, locale).toBe(`${details.title} | {{brand}}`);
    }
  });

  it("Argentina tracks with one verb (seguí, never rastreá), Mexico says Aliados, not Partners", () => {
    const strings = (locale: Locale) =>
      namespaces
        .flatMap((file) => [...leaves(load(locale, file)).values()])
        .filter((value): value is string => typeof value === "string");
    expect(strings("es-AR").filter((text) => /rastre/i.test(text))).toEqual([]);
    expect(strings("es-MX").filter((text) => /\bPartners?\b/.test(text))).toEqual([]);
  });

  it("footer links name label keys that exist", () => {
    for (const locale of LOCALES) {
      const common = leaves(load(locale, "common"));
      const linkKeys = [...common]
        .filter(([key]) => key.endsWith(".linkKey"))
        .map(([, v]) => v as string);
      expect(linkKeys.length).toBeGreaterThan(0);
      for (const linkKey of linkKeys)
        expect(common.has(linkKey), `${locale} ${linkKey}`).toBe(true);
    }
  });
});
