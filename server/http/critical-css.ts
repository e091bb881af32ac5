import { readFile } from "node:fs/promises";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  collectPrograms,
  decodePlan,
  renderCriticalCss,
  scanHtml,
  type CompactPlan,
} from "beasties/runtime";
import { DomUtils, parseDocument } from "htmlparser2";
import { DEFERRED_STYLESHEET_ATTRIBUTE } from "../../domain/deferred-stylesheets.ts";

/**
 * Critical CSS (ADR 47): a document carries, in a `<style>`, the rules of its stylesheet that match
 * what its first paint shows; its stylesheet link is `disabled`, so it is neither fetched nor
 * applied before the page script's loader enables it after the first paint (a request made then
 * competes with nothing the paint needs: the font gets the document's connection), with a
 * `<noscript>` copy for browsers without scripts. The stylesheets are compiled into plans at build time (beasties' compiler, scripts/build.ts); the
 * rules are picked per document by beasties' runtime, here.
 */

/** The plans of a build's stylesheets, as the build writes them beside the client files. */
export const CRITICAL_CSS_PLANS_FILE = "critical-css.json";

/**
 * What a new connection delivers in its first round trip: TCP's initial window of 10 segments of
 * 1,460 bytes (ADR 38). A document over it waits one more round trip before the page can paint.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/**
 * The status line and a page's headers but its Content-Security-Policy: about 800 bytes measured
 * on a prerendered page, plus 65 for HSTS on an https deployment and room to spare.
 */
const OTHER_HEADER_BYTES = 900;

/**
 * The part of the first round trip left for a page's compressed document under `policy`, the
 * page's Content-Security-Policy in this deployment (it names the integrations configured: a tag
 * manager, a chat and a CRM make it about 200 bytes longer).
 */
export const firstFlightDocumentBytes = (policy: string): number =>
  FIRST_ROUND_TRIP_BYTES - OTHER_HEADER_BYTES - policy.length;

/** A stylesheet link as React writes it (the build reads the same tags to compile their sheets). */
export const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/gi;
const hrefOf = (tag: string) => /\bhref="([^"]*)"/i.exec(tag)?.[1];

/**
 * The document without what its first paint cannot show: elements marked `hidden`, closed
 * dialogs and templates (the services menu's panel, the mobile menu). Their styles come with the
 * whole stylesheet, long before anyone opens them.
 */
export function firstPaintMarkup(html: string): string {
  const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
  const unseen = DomUtils.findAll(
    (element) =>
      element.attribs.hidden !== undefined ||
      element.name === "template" ||
      (element.name === "dialog" && element.attribs.open === undefined),
    document.children,
  );
  const ranges = unseen
    .map((element) => [element.startIndex!, element.endIndex! + 1] as const)
    .sort(([a], [b]) => a - b);
  let kept = "";
  let from = 0;
  for (const [start, end] of ranges) {
    if (start < from) continue; // inside a range already cut
    kept += html.slice(from, start);
    from = end;
  }
  return kept + html.slice(from);
}

const THEME_VARIABLES = /(@layer theme\{:root\{)([^}]*)(\})/;
/** Tailwind's variables' initial values on every element (scripts/critical-css-plans.ts). */
const INITIAL_VALUES = /(@layer properties\{[^{]*\{)([^}]*)(\})/;
const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
const VARIABLE_READ = /var\((--[\w-]+)/g;

/**
 * `css` without the custom properties nothing on the page reads: the theme's variables (Tailwind
 * writes every one the site uses), the initial values of Tailwind's own and any `@property`
 * registration. A variable counts as read when `var()` names it in the rest of the CSS, in a
 * variable that is read, or in the document itself (an SVG's `fill="var(--color-primary)"`).
 */
export function withoutUnreadVariables(css: string, html: string): string {
  const declarationsIn = (block: RegExp) => block.exec(css)?.[2]!.split(/;(?=--)/) ?? [];
  const theme = declarationsIn(THEME_VARIABLES);
  const initial = declarationsIn(INITIAL_VALUES);
  const nameOf = (declaration: string) => declaration.slice(0, declaration.indexOf(":"));
  const read = new Set<string>();
  const readIn = (text: string) => {
    for (const [, name] of text.matchAll(VARIABLE_READ)) read.add(name!);
  };
  readIn(css.replace(THEME_VARIABLES, "").replace(INITIAL_VALUES, "").replace(PROPERTY_RULE, ""));
  readIn(html.replace(/<style\b[\s\S]*?<\/style>/gi, ""));
  for (let size = -1; size !== read.size;) {
    size = read.size;
    for (const declaration of [...theme, ...initial]) {
      if (read.has(nameOf(declaration))) readIn(declaration);
    }
  }
  const keep =
    (declarations: string[]) => (_: string, open: string, _body: string, close: string) =>
      `${open}${declarations.filter((declaration) => read.has(nameOf(declaration))).join(";")}${close}`;
  return css
    .replace(THEME_VARIABLES, keep(theme))
    .replace(INITIAL_VALUES, keep(initial))
    .replace(PROPERTY_RULE, (rule, name: string) => (read.has(name) ? rule : ""));
}

export interface CriticalCss {
  /**
   * `html` with its first paint's styles inlined and its stylesheets deferred, when that document
   * still fits the budget compressed as it will travel; otherwise `html` unchanged, whose
   * stylesheet then blocks the paint as before (a second round trip for the document would cost
   * more than the stylesheet's request).
   */
  inline(html: string, options?: { nonce?: string }): string;
}

export type Compress = (html: string) => number;

/** Compressed sizes: brotli at the build's level for prerendered files, gzip as served per request. */
export const brotliSize: Compress = (html) =>
  brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
export const gzipSize: Compress = (html) => gzipSync(html).length;

/**
 * Inlines critical CSS from `plans` (a build's compiled stylesheets) into documents that then fit
 * `budgetBytes` (firstFlightDocumentBytes) as `compressedSize` measures them.
 */
export function createCriticalCss(
  plans: CompactPlan[],
  { budgetBytes, compressedSize = gzipSize }: { budgetBytes: number; compressedSize?: Compress },
): CriticalCss {
  const sheets = plans.map((plan) => decodePlan(plan));
  const programs = collectPrograms(sheets);
  const sheetFor = (href: string) => sheets.find((sheet) => sheet.href === href);

  return {
    inline(html, { nonce } = {}) {
      const links = [...html.matchAll(STYLESHEET_LINK)].filter(([tag]) => {
        const href = hrefOf(tag);
        return href !== undefined && sheetFor(href) !== undefined;
      });
      if (links.length === 0) return html;
      const tokens = scanHtml(firstPaintMarkup(html), programs);
      let css = "";
      let result = "";
      let styleAt = -1;
      let from = 0;
      for (const match of links) {
        const [tag] = match;
        // The font is preloaded by the page itself (app/root.tsx); its face is inlined here.
        css += renderCriticalCss(sheetFor(hrefOf(tag)!)!, tokens, { inlineFonts: true }).css;
        result += html.slice(from, match.index);
        if (styleAt === -1) styleAt = result.length;
        const deferred = tag.replace(/\s*\/?>$/, ` disabled ${DEFERRED_STYLESHEET_ATTRIBUTE}/>`);
        result += `${deferred}<noscript>${tag}</noscript>`;
        from = match.index + tag.length;
      }
      result += html.slice(from);
      css = withoutUnreadVariables(css, html);
      const style = `<style${nonce ? ` nonce="${nonce}"` : ""}>${css}</style>`;
      result = result.slice(0, styleAt) + style + result.slice(styleAt);
      return compressedSize(result) <= budgetBytes ? result : html;
    },
  };
}

/** Every document unchanged: a build without plans (made before critical CSS, or a test's). */
export const NO_CRITICAL_CSS: CriticalCss = { inline: (html) => html };

/**
 * The critical CSS of the build in `buildDir` for pages rendered per request under `policy`, or
 * none when the build wrote no plans.
 */
export async function loadCriticalCss(buildDir: string, policy: string): Promise<CriticalCss> {
  let text: string;
  try {
    text = await readFile(`${buildDir}/${CRITICAL_CSS_PLANS_FILE}`, "utf8");
  } catch {
    return NO_CRITICAL_CSS;
  }
  return createCriticalCss(JSON.parse(text) as CompactPlan[], {
    budgetBytes: firstFlightDocumentBytes(policy),
  });
}
