/**
 * The content's links, as the content check (cms/check.ts) holds them.
 *
 * - **A page of the site is linked by its id** (ADR 42): a footer link without an outside address
 *   goes to the page its id names, a service card or menu item to its service's page. No text
 *   writes a page's address: each market's differs, and the page table (domain/pages.ts) may
 *   change one. So an id must be a page of the table, and an address of the site in the copy is
 *   refused, the same pattern the locale files' test and the lint rule use (tooling/url-words.ts).
 * - **An outside address is checked by its form**: https://, a name with a dot and a top-level
 *   domain of letters, no space, no user name; mailto: one e-mail address; tel: an international
 *   number. A form check cannot tell a misspelt name (`anden.exmaple`) from a real one: the
 *   editor's preview is where a link is followed.
 */
import { isPageId, PAGES, pagePathIn, type PageId } from "../domain/pages.ts";
import { MARKET_IDS, type MarketId } from "../domain/site.ts";
import { PATH_LITERAL } from "../tooling/url-words.ts";

/** A label of a host name: letters, digits and inner hyphens (another script's name is punycode). */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain: letters, or an internationalised one in punycode. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function hostProblem(host: string): string | undefined {
  const labels = host.toLowerCase().split(".");
  if (labels.length < 2) return `names no site ("${host}" has no dot, like anden.example)`;
  if (!labels.every((label) => LABEL.test(label)) || !TOP_LEVEL.test(labels.at(-1)!)) {
    return `names no site ("${host}" is not a well-formed name, like ayuda.anden.example)`;
  }
  return undefined;
}

const PHONE_DIGITS = { min: 7, max: 15 };

/**
 * What is wrong with an outside address, in words for whoever wrote it (it follows the address:
 * `"http://…" starts with http://…`), or undefined when it is well formed.
 */
export function outsideLinkProblem(link: string): string | undefined {
  if (/\s/.test(link)) return "has a space in it: an address has none";
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link)?.[1]?.toLowerCase();
  switch (scheme) {
    case "https": {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        return "is not an address a browser can open";
      }
      if (!/^https:\/\//i.test(link)) return "must start with https:// (two slashes)";
      if (url.username || url.password) return "holds a user name or a password";
      return hostProblem(url.hostname);
    }
    case "http":
      return "starts with http://: the site links only secure addresses, https://";
    case "mailto": {
      const parts = link.slice("mailto:".length).split("?")[0]!.split("@");
      if (parts.length !== 2 || !/^[^\s@<>()[\],;:"]+$/.test(parts[0]!)) {
        return "is not an e-mail link, like mailto:ventas@anden.example";
      }
      return hostProblem(parts[1]!);
    }
    case "tel": {
      const number = link.slice("tel:".length);
      const digits = number.replace(/[-.()]/g, "").slice(1);
      if (
        !/^\+[\d().-]+$/.test(number) ||
        !/^\d+$/.test(digits) ||
        digits.length < PHONE_DIGITS.min ||
        digits.length > PHONE_DIGITS.max
      ) {
        return "is not a phone link with the country code, like tel:+525512345678";
      }
      return undefined;
    }
    case undefined:
      return "is not a full address: an outside address starts with https:// (like https://ayuda.anden.example)";
    default:
      return `is a ${scheme}: link, which the site does not open: an outside address starts with https://`;
  }
}

/** The page that `path` is an address of in some market (`/tracking/AND-1` is the tracking page's). */
function pageAt(path: string): PageId | undefined {
  const pathname = path
    .split(/[?#]/)[0]!
    .toLowerCase()
    .replace(/(?<=.)\/+$/, "");
  for (const page of PAGES) {
    for (const market of MARKET_IDS) {
      const own = page.paths[market];
      if (pathname === own || (own !== "/" && pathname.startsWith(`${own}/`))) return page.id;
    }
  }
  return undefined;
}

/**
 * What is wrong with a text that writes an address of the site, in words that follow it, or
 * undefined when it writes none. A text that is a path (`/cotizador`, `/cotizadr`) is meant as a
 * link; in longer copy only a page's address or a word of the table's URLs is taken for one (it
 * may well say "24/7").
 */
export function sitePathProblem(market: MarketId, text: string): string | undefined {
  const path = /^\/(?!\/)\S*$/.test(text) ? text : PATH_LITERAL.exec(text)?.[0];
  if (path === undefined) return undefined;
  const page = pageAt(path);
  if (page === undefined) {
    return `writes "${path}", which is no page of the site (its pages here: ${PAGES.map((entry) => entry.paths[market]).join(", ")})`;
  }
  return `writes "${path}", an address of the page "${page}" (${pagePathIn(market, page)} here): the site links a page by its id, so that the link follows the page's address in every market`;
}

/** What is wrong with an id that a link names its page by, or undefined when it is a page's. */
export const linkedPageProblem = (id: string): string | undefined =>
  isPageId(id)
    ? undefined
    : `links the page "${id}", which the site does not have (its pages: ${PAGES.map((page) => page.id).join(", ")})`;

/** A whole text that is meant as an outside address: it starts like one. */
const OUTSIDE_LINK = /^(?:[a-z][a-z0-9+.-]*:\/\/|mailto:|tel:|javascript:|www\.)/i;
/** An outside address in longer copy, without the punctuation that ends its sentence. */
const OUTSIDE_LINK_IN_COPY = /\b(?:https?:\/\/|mailto:)[^\s<>"]*[^\s<>".,;:!?)\]]/gi;

/** The outside addresses a text holds: itself, if it is one, or those its copy writes. */
export const outsideLinksIn = (text: string): string[] =>
  OUTSIDE_LINK.test(text) ? [text] : [...text.matchAll(OUTSIDE_LINK_IN_COPY)].map((m) => m[0]);
