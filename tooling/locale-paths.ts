import { everyLocaleFile } from "./locale-files.ts";
import { PATH_LITERAL } from "./url-words.ts";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every string of a locale file with where it is ("servicesMenu.items.0.title"). */
function strings(value: Json, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, at ? `${at}.${key}` : key));
}

/**
 * Every string of every locale file that writes a page's path or a word of the page table's URLs
 * ("es-MX common:footer.x = …"): links are built from page ids (the page table), so there must be
 * none.
 */
export function internalPathsInLocales(): string[] {
  return everyLocaleFile().flatMap(({ locale, namespace, json }) =>
    strings(json as Json)
      .filter(([, text]) => PATH_LITERAL.test(text))
      .map(([at, text]) => `${locale} ${namespace}:${at} = ${text}`),
  );
}
