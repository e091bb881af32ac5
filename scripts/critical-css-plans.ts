import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { compileSheet, encodePlan, type CompactPlan, type CompiledSheet } from "beasties/compiler";
import { STYLESHEET_LINK } from "../server/http/critical-css.ts";

/** A selector that applies only while someone interacts with the page. */
const INTERACTIVE = /:(hover|focus|focus-visible|focus-within|active)\b/;

/**
 * A declaration of motion: transitions, animations, scrolling behaviour and Tailwind's variables
 * that only transitions read. The first paint is a still picture (every animation's first frame
 * is the markup's, ADR 32), so they come with the whole stylesheet, when the page starts moving.
 */
const MOTION_DECLARATION =
  /(?<=[{;])(?:transition|animation|scroll-behavior|--tw-duration|--tw-ease)(?:-[\w-]+)?:[^;}]*;?/g;

/** `body` (a rule's `{…}`) without its motion declarations. */
const withoutMotion = (body: string): string =>
  body.replace(MOTION_DECLARATION, "").replace(/;}$/, "}");

/**
 * The compiled sheet made fit for the first paint:
 * - without its interaction-only selectors (`:hover`, `:focus-visible`…): the first paint shows
 *   none of those states, and they arrive with the whole stylesheet right after it;
 * - a rule that sets its font through a custom property (Tailwind's `font-family:
 *   var(--font-sans)`) counts as using every face of the sheet, so the faces the text needs are
 *   inlined with it (the compiler cannot follow the variable);
 * - a block at-rule's text without the `;` the compiler writes after it (`@property …{…};`),
 *   which would make the next rule's prelude invalid and drop it;
 * - Tailwind's variables' initial values set the way its `@layer properties` does for browsers
 *   without `@property`, on every element, for every browser: the `@property` rules that register
 *   them, each several times longer, come with the whole stylesheet (ADR 53);
 * - without motion (MOTION_DECLARATION): no `@keyframes`, and no rule that only sets how things
 *   move (ADR 53);
 * - with the theme's constants written out (withThemeValues).
 */
export function forFirstPaint(sheet: CompiledSheet): CompiledSheet {
  const families = sheet.rules.flatMap((rule) => rule.fontFace?.family ?? []);
  const rules = sheet.rules.flatMap((rule) => {
    if (rule.keyframes !== undefined || rule.css?.startsWith("@property ")) return [];
    if (rule.wrap?.[0] === "@layer properties{" && rule.wrap.length > 1) {
      rule = { ...rule, wrap: [rule.wrap[0]] };
    }
    if (rule.body !== undefined) {
      const { keyframesUsed: _, ...still } = rule;
      rule = { ...still, body: withoutMotion(rule.body) };
      if (rule.body === "{}") return [];
    }
    if (rule.css?.endsWith("};")) rule = { ...rule, css: rule.css.slice(0, -1) };
    if (/font-family:\s*var\(/.test(rule.body ?? rule.css ?? "")) {
      rule = { ...rule, fontsUsed: [...(rule.fontsUsed ?? []), ...families] };
    }
    if (!rule.selectors || !rule.match) return [rule];
    const kept = rule.selectors.flatMap((selector, index) =>
      INTERACTIVE.test(selector) ? [] : [[selector, rule.match![index]!] as const],
    );
    if (kept.length === 0) return [];
    return [
      { ...rule, selectors: kept.map(([selector]) => selector), match: kept.map(([, m]) => m) },
    ];
  });
  return withThemeValues({ ...sheet, rules });
}

/**
 * A selector wrapped whole in `:is()`, as Lightning CSS writes Tailwind's group and peer variants
 * (`:is(:where(.group\/cards)[data-sort=cheapest] .group-data-…:inline-flex)`). The compiler
 * matches a selector with its pseudo-classes and their arguments stripped, so such a selector is
 * nothing to it and its rule was never critical: the rates card's "Recomendada" badge was missing
 * from a quote's first screen.
 */
const WRAPPED_IN_IS = /^:is\((.*)\)$/;

/**
 * `sheet` compiled with its `:is(…)`-wrapped selectors kept (`allowRules`, so matched always),
 * each now matched by what it wraps: an element of the first paint it selects, its ancestors'
 * classes and attributes included (`:where()` and state pseudo-classes such as `:target` are
 * stripped by the compiler, so they count as met).
 */
export function withWrappedSelectorsMatched(sheet: CompiledSheet): CompiledSheet {
  return {
    ...sheet,
    rules: sheet.rules.map((rule) => {
      if (!rule.selectors || !rule.match) return rule;
      const match = rule.selectors.map((selector, index) => {
        const wrapped = WRAPPED_IN_IS.exec(selector)?.[1];
        if (wrapped === undefined || rule.match![index] !== true) return rule.match![index]!;
        const alone = compileSheet(`${wrapped}{display:block}`, { href: sheet.href });
        return alone.rules[0]?.match?.[0] ?? rule.match![index]!;
      });
      return { ...rule, match };
    }),
  };
}

const THEME_DECLARATION = /(--[\w-]+):([^;}]*)/g;

/**
 * The sheet with each of the theme's variables (Tailwind's `@layer theme{:root{…}}`) that is set
 * nowhere else replaced by its value where a rule reads it, as `var(--name)` (ADR 53). Such a
 * variable is a constant: the rules compute the same values, and the critical CSS need not carry
 * the variable (withoutUnreadVariables drops it unless the document reads it).
 */
export function withThemeValues(sheet: CompiledSheet): CompiledSheet {
  const theme = sheet.rules.find(
    (rule) => rule.wrap?.[0] === "@layer theme{" && rule.selectors?.includes(":root"),
  );
  if (!theme?.body) return sheet;
  const texts = sheet.rules.map((rule) => rule.body ?? rule.css ?? "").join("");
  const constants = new Map<string, string>();
  for (const [, name, value] of theme.body.matchAll(THEME_DECLARATION)) {
    if (texts.split(`${name}:`).length === 2) constants.set(name!, value!);
  }
  const written = (text: string): string => {
    const next = text.replace(
      /var\((--[\w-]+)\)/g,
      (read, name: string) => constants.get(name) ?? read,
    );
    return next === text ? text : written(next);
  };
  return {
    ...sheet,
    rules: sheet.rules.map((rule) =>
      rule === theme
        ? rule
        : {
            ...rule,
            ...(rule.body === undefined ? {} : { body: written(rule.body) }),
            ...(rule.css === undefined ? {} : { css: written(rule.css) }),
          },
    ),
  };
}

/**
 * The plan (beasties' compiled form) of every stylesheet the prerendered pages of `clientDir` link,
 * keyed at runtime by its URL path.
 */
export async function compileCriticalCssPlans(clientDir: string): Promise<CompactPlan[]> {
  const hrefs = new Set<string>();
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
    const html = await readFile(path.join(entry.parentPath, entry.name), "utf8");
    for (const [tag] of html.matchAll(STYLESHEET_LINK)) {
      const href = /\bhref="(\/assets\/[^"]+\.css)"/.exec(tag)?.[1];
      if (href) hrefs.add(href);
    }
  }
  const plans: CompactPlan[] = [];
  for (const href of [...hrefs].sort()) {
    const css = await readFile(path.join(clientDir, href), "utf8");
    // Always kept: the selectors wrapped whole in :where() (Tailwind's space-* and divide-*),
    // which the compiler cannot match (it strips pseudo-classes with their arguments), and the
    // rule that hides `[hidden]` elements, which the first paint's markup leaves out. Kept to be
    // matched by what they wrap: the selectors wrapped whole in :is() (withWrappedSelectorsMatched).
    const sheet = compileSheet(css, {
      href,
      allowRules: [/^:where\(/, /^\[hidden\]/, /^:is\(/],
    });
    if (sheet.warnings.length > 0) throw new Error(`${href}: ${sheet.warnings.join("; ")}`);
    plans.push(encodePlan(forFirstPaint(withWrappedSelectorsMatched(sheet))));
  }
  return plans;
}
