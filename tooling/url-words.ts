import { FRAGMENTS, PAGE_SUB_ROUTES, PAGES, QUERY_PARAMS } from "../domain/pages.ts";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One alternative of each word, the longest first, for a regular expression. */
const anyOf = (words: string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join("|");

const pagePaths = PAGES.flatMap((page) => Object.values(page.paths)).filter((path) => path !== "/");
const subRouteWords = PAGE_SUB_ROUTES.flatMap((subRoute) => Object.values(subRoute.paths))
  .flatMap((path) => path.split("/"))
  .filter((word) => !word.startsWith(":"));
const queryNames = Object.values(QUERY_PARAMS).flatMap((param) => Object.values(param.name));
const fragments = Object.values(FRAGMENTS).flatMap((fragment) => Object.values(fragment));

/**
 * Not after a host, a word or another path's segment (an external address may well end in
 * /integraciones), nor after a Tailwind variant's brackets (`group-data-[open=true]/search:block`).
 */
const START = "(?<![\\w.:/\\]-])";
const END = "(?![\\w-])";

/**
 * A page's path, or a word of the page table's URLs, written as a link of this site (in any
 * market's words): a page's path on its own or in markup (`/contacto`, `/tracking/AND-1`), a
 * route's word after a slash (`${tracking}/buscar`), a query parameter (`?numero=`, `&baja=`) or a
 * fragment (`#avisos`). Links are built from the page table (domain/pages.ts), so none is written
 * anywhere else: the locale files' test and the `anden/no-path-literal` lint rule refuse them.
 */
export const PATH_LITERAL = new RegExp(
  [
    `${START}(?:${anyOf(pagePaths)})${END}`,
    `${START}/(?:${anyOf(subRouteWords)})${END}`,
    `[?&](?:${anyOf(queryNames)})=`,
    `#(?:${anyOf(fragments)})${END}`,
  ].join("|"),
);
