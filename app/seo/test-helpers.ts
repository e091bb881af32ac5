import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import i18next from "i18next";
import { BRAND_NAME, type Locale } from "../../domain/site.ts";
import type { Translate } from "./translate.ts";

/**
 * A `t` over a locale's real resources that throws on a missing key, so a test fails when a
 * builder asks for text that a locale does not have.
 */
export function strictTranslator(locale: Locale): Translate {
  const dir = path.join(import.meta.dirname, "../../domain/locales", locale);
  const resources = Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(dir, file), "utf8"))]),
  );
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    resources: { [locale]: resources },
    defaultNS: "common",
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: { brand: BRAND_NAME } },
  });
  return (key, options) => {
    if (!instance.exists(key)) throw new Error(`missing ${key} in ${locale}`);
    return instance.t(key as never, options as never) as unknown as string;
  };
}

/** A `t` that echoes its key and options, for checking which text goes where. */
export const echoTranslator: Translate = (key, options) =>
  options && Object.keys(options).length > 0 ? `${key}(${JSON.stringify(options)})` : key;
