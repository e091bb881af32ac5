import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import type { Translate } from "../app/seo/translate.ts";
import {
  factVariables,
  mergeFactSheet,
  type CompanyFacts,
  type FactSheet,
  type LocalFactSheet,
} from "../domain/facts.ts";
import { fleetVariables, type FleetCapacity } from "../domain/services/fleet.ts";
import { BRAND_NAME, LOCALES, type Locale } from "../domain/site.ts";

/** The copy of every locale: one folder per locale, one JSON file per namespace. */
export const LOCALES_DIR = path.resolve(import.meta.dirname, "../domain/locales");

/** A locale's namespaces, the names of its JSON files, sorted. */
export function localeNamespaces(locale: Locale): string[] {
  return readdirSync(path.join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
}

export const localeFilePath = (locale: Locale, namespace: string) =>
  path.join(LOCALES_DIR, locale, `${namespace}.json`);

export function readLocaleNamespace(locale: Locale, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(localeFilePath(locale, namespace), "utf8"));
}

/** The company-wide figures every market's fact sheet reads (ADR 64). */
export const COMPANY_FACTS_PATH = path.join(LOCALES_DIR, "company-facts.json");

/** A locale's fact sheet as the pages read it: its facts.json over the company's figures. */
export function readFactSheet(locale: Locale): FactSheet {
  return mergeFactSheet(
    JSON.parse(readFileSync(COMPANY_FACTS_PATH, "utf8")) as CompanyFacts,
    readLocaleNamespace(locale, "facts") as unknown as LocalFactSheet,
  );
}

/** Every namespace of a locale, as i18next takes its resources (the fact sheet merged). */
export function readLocaleResources(locale: Locale): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    localeNamespaces(locale).map((namespace) => [
      namespace,
      namespace === "facts"
        ? (readFactSheet(locale) as unknown as Record<string, unknown>)
        : readLocaleNamespace(locale, namespace),
    ]),
  );
}

/** The variables every string of a locale may use, as the app sets them (app/i18n/i18n.ts). */
export function copyVariables(locale: Locale) {
  const sheet = readFactSheet(locale);
  const services = readLocaleNamespace(locale, "services") as {
    dedicated: { fleet: { items: FleetCapacity[] } };
  };
  return {
    brand: BRAND_NAME,
    facts: factVariables(sheet, locale),
    areas: sheet.areas,
    fleet: fleetVariables(services.dedicated.fleet.items, locale),
  };
}

/** Every file of every locale, for checks that walk the whole copy. */
export function everyLocaleFile(): { locale: Locale; namespace: string; json: unknown }[] {
  return LOCALES.flatMap((locale) =>
    localeNamespaces(locale).map((namespace) => ({
      locale,
      namespace,
      json: readLocaleNamespace(locale, namespace),
    })),
  );
}

/**
 * A `t` over a locale's real resources, with the app's interpolation defaults, that throws on a
 * missing key: build assets and tests must not ship or pass with a key some locale lacks.
 */
export function strictTranslator(locale: Locale): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: readLocaleResources(locale) },
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: copyVariables(locale) },
  });
  return (key, options) => {
    if (!instance.exists(key)) throw new Error(`Missing translation ${key} in ${locale}`);
    return instance.t(key as never, options as never) as unknown as string;
  };
}
