import { PAGES } from "../domain/pages.ts";
import { everyLocaleFile } from "./locale-files.ts";

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** Every string of a locale file with where it is ("servicesMenu.items.0.title"). */
function strings(value: Json, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, at ? `${at}.${key}` : key));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A page's path written as a link of this site: on its own or in markup, not after a host (an
 * external address such as a help-centre article may well end in /integraciones).
 */
export const INTERNAL_PATH = new RegExp(
  `(?<![\\w.:/-])(${[
    ...new Set(PAGES.flatMap((page) => Object.values(page.paths)).filter((path) => path !== "/")),
  ]
    .map(escapeRegExp)
    .join("|")})(?![\\w-])`,
);

/**
 * Every string of every locale file that writes a page's path ("es-MX common:footer.x = …"):
 * links are built from page ids (the page table), so there must be none.
 */
export function internalPathsInLocales(): string[] {
  return everyLocaleFile().flatMap(({ locale, namespace, json }) =>
    strings(json as Json)
      .filter(([, text]) => INTERNAL_PATH.test(text))
      .map(([at, text]) => `${locale} ${namespace}:${at} = ${text}`),
  );
}
