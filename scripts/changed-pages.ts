/**
 * Which pages a change of the content feeds (ADR 66): the pull request an editor opens says them.
 * `node scripts/changed-pages.ts BASE HEAD [--base-url mx=https://…]…` compares the content files
 * (domain/locales/<locale>/…) between two git revisions and prints a Markdown list of the pages
 * of each market they feed, by the page table (domain/pages.ts): a key named after a page
 * (`services.fullpack`, `common.meta.contact`) feeds that page, the rest of a file the pages the
 * file serves, and the fact sheet, the shared blocks, the menus and an uploaded image every page.
 */
import { execFileSync } from "node:child_process";
import { isPageId, pagePathIn, PAGES, type PageId } from "../domain/pages.ts";
import { LOCALES, MARKET_IDS, MARKETS, type Locale, type MarketId } from "../domain/site.ts";
import { storyPathIn } from "../domain/stories.ts";
import { scriptOptions, UsageError } from "./script-options.ts";

type Json = unknown;

/** A content file as it was and as it is; undefined where it did not (or no longer does) exist. */
export interface ContentChange {
  file: string;
  before?: Json;
  after?: Json;
}

/** A page a change feeds, in a market: its path, and the files that feed it. */
export interface ChangedPage {
  path: `/${string}`;
  files: string[];
  /** A customer story the change removes: its page goes. */
  removed?: boolean;
}

const EVERY_PAGE = PAGES.map((page) => page.id);

/** The pages a content file serves when a change names none of them. */
const FILE_PAGES: Record<string, readonly PageId[]> = {
  facts: EVERY_PAGE,
  common: EVERY_PAGE,
  content: EVERY_PAGE,
  home: ["home"],
  contact: ["contact"],
  services: ["fullpack", "b2b", "dedicated", "lastMile", "suite"],
  pages: ["pickup", "directo", "carriers", "integrations", "stories"],
  rates: ["rates"],
  tracking: ["tracking"],
};

const CONTENT_FILE = /^domain\/locales\/([^/]+)\/(.+)$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The paths (keys from the file's root) where two JSON values differ, down to a leaf. */
export function changedKeys(before: Json, after: Json, at: string[] = []): string[][] {
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) => changedKeys(before[key], after[key], [...at, key]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [at];
}

/**
 * Where a file's keys name a page: `services.fullpack`, `services.faq.fullpack`,
 * `common.meta.contact`. Elsewhere a key that reads like a page (`home.stories`, the fact
 * `carriers`, a footer link's `contact`) is a section of every page that shows it.
 */
const PAGE_KEYS: Record<string, readonly (readonly string[])[]> = {
  services: [[], ["faq"]],
  pages: [[]],
  common: [["meta"], ["pages"], ["seo", "services"]],
};

/** The pages a change at a key of a file feeds: the page its key names, or the file's pages. */
function pagesAt(namespace: string, key: readonly string[]): readonly PageId[] {
  for (const prefix of PAGE_KEYS[namespace] ?? []) {
    const named = key[prefix.length];
    if (prefix.every((part, index) => key[index] === part) && named && isPageId(named)) {
      return [named];
    }
  }
  return FILE_PAGES[namespace] ?? EVERY_PAGE;
}

const marketOf = (locale: string): MarketId | undefined =>
  MARKET_IDS.find((market) => MARKETS[market].locale === (locale as Locale));

/** The pages each market's changes feed, in the page table's order, stories after their list. */
export function changedPages(changes: readonly ContentChange[]): Map<MarketId, ChangedPage[]> {
  const found = new Map<MarketId, Map<string, ChangedPage>>();
  const add = (market: MarketId, path: `/${string}`, file: string, removed = false) => {
    const pages = found.get(market) ?? new Map<string, ChangedPage>();
    found.set(market, pages);
    const page = pages.get(path) ?? { path, files: [] };
    if (!page.files.includes(file)) page.files.push(file);
    if (removed) page.removed = true;
    pages.set(path, page);
  };
  for (const change of changes) {
    const match = CONTENT_FILE.exec(change.file);
    const market = match && marketOf(match[1]!);
    if (!match || !market) continue;
    const rest = match[2]!;
    const story = /^stories\/([^/]+)\.json$/.exec(rest);
    const namespace = /^([^/]+)\.json$/.exec(rest)?.[1];
    if (story) {
      // A story feeds its own page, the stories' list and the home page's latest stories.
      add(market, storyPathIn(market, story[1]!), change.file, change.after === undefined);
      for (const id of ["stories", "home"] as const)
        add(market, pagePathIn(market, id), change.file);
    } else if (namespace) {
      const keys =
        change.before === undefined || change.after === undefined
          ? [[]]
          : changedKeys(change.before, change.after);
      for (const id of new Set(keys.flatMap((key) => pagesAt(namespace, key)))) {
        add(market, pagePathIn(market, id), change.file);
      }
    } else {
      // An uploaded image (a testimonial's photo, a story's): every page that may show it.
      for (const id of EVERY_PAGE) add(market, pagePathIn(market, id), change.file);
    }
  }
  const order = (path: string) => {
    const index = PAGES.findIndex((page) => Object.values(page.paths).includes(path as never));
    return index === -1 ? PAGES.findIndex((page) => page.id === "stories") + 0.5 : index;
  };
  return new Map(
    MARKET_IDS.filter((market) => found.has(market)).map((market) => [
      market,
      [...found.get(market)!.values()].sort(
        (a, b) => order(a.path) - order(b.path) || a.path.localeCompare(b.path),
      ),
    ]),
  );
}

/** The Markdown the pull request shows: per market, each page's address and the files feeding it. */
export function changedPagesMarkdown(
  pages: Map<MarketId, ChangedPage[]>,
  baseUrls: Partial<Record<MarketId, string>> = {},
): string {
  if (pages.size === 0) return "This change feeds no page of the site.\n";
  const lines = ["### Pages this change feeds", ""];
  for (const [market, list] of pages) {
    lines.push(`**${market} (${MARKETS[market].locale})**`, "");
    const base = baseUrls[market]?.replace(/\/+$/, "");
    for (const page of list) {
      const address = base ? `${base}${page.path}` : page.path;
      const files = page.files.map((file) => `\`${file.replace(/^domain\/locales\//, "")}\``);
      lines.push(
        `- ${base ? `<${address}>` : `\`${address}\``}${page.removed ? " (removed)" : ""} · ${files.join(", ")}`,
      );
    }
    lines.push("");
  }
  return lines.join("\n");
}

function git(...args: string[]): string {
  return execFileSync("git", args, {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });
}

function jsonAt(revision: string, file: string): Json {
  if (!file.endsWith(".json")) return {};
  try {
    return JSON.parse(git("show", `${revision}:${file}`));
  } catch {
    return undefined;
  }
}

/** The content files that differ between two revisions, read at each. */
export function contentChangesBetween(base: string, head: string): ContentChange[] {
  const names = git("diff", "--name-only", "--no-renames", base, head, "--", "domain/locales");
  return names
    .split("\n")
    .filter(Boolean)
    .filter((file) => LOCALES.some((locale) => file.startsWith(`domain/locales/${locale}/`)))
    .map((file) => ({ file, before: jsonAt(base, file), after: jsonAt(head, file) }));
}

const USAGE = `Usage: node scripts/changed-pages.ts [BASE [HEAD]] [--base-url mx=https://…]…

The pages of each market that the content files changed between two git revisions feed, as a
Markdown list (BASE defaults to origin/main, HEAD to HEAD); with --base-url a market's pages are
links on that site.`;

if (import.meta.main) {
  const { revisions, baseUrls } = scriptOptions(
    USAGE,
    {
      allowPositionals: true,
      options: { "base-url": { type: "string", multiple: true, default: [] } },
    },
    ({ values, positionals }) => ({
      revisions: positionals,
      baseUrls: Object.fromEntries(
        values["base-url"].map((pair) => {
          const [market, url] = pair.split(/=(.*)/s);
          if (!MARKET_IDS.includes(market as MarketId) || !url) {
            throw new UsageError(`--base-url takes market=https://…, not ${pair}`);
          }
          return [market, url];
        }),
      ),
    }),
  );
  const [base = "origin/main", head = "HEAD"] = revisions;
  process.stdout.write(
    changedPagesMarkdown(changedPages(contentChangesBetween(base, head)), baseUrls),
  );
}
