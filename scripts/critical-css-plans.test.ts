import { compileSheet, encodePlan } from "beasties/compiler";
import { collectPrograms, decodePlan, renderCriticalCss, scanHtml } from "beasties/runtime";
import { describe, expect, it } from "vitest";
import { forFirstPaint, withWrappedSelectorsMatched } from "./critical-css-plans.ts";

describe("withWrappedSelectorsMatched", () => {
  // As Lightning CSS writes Tailwind's `group-data-[sort=cheapest]/cards:inline-flex`.
  const css = String.raw`.hidden{display:none}:is(:where(.group\/cards)[data-sort=cheapest] .shown\:inline-flex){display:inline-flex}`;
  const criticalCss = (html: string) => {
    const sheet = compileSheet(css, { href: "/a.css", allowRules: [/^:is\(/] });
    const plan = decodePlan(encodePlan(withWrappedSelectorsMatched(sheet)));
    return renderCriticalCss(plan, scanHtml(html, collectPrograms([plan]))).css;
  };

  it("keeps a rule wrapped in :is() for a page whose first paint has what it selects", () => {
    const html = String.raw`<ul class="group/cards" data-sort="cheapest"><li><span class="hidden shown:inline-flex">Recomendada</span></li></ul>`;
    expect(criticalCss(html)).toContain("{display:inline-flex}");
  });

  it("leaves it out of a page without the element, or whose ancestor lacks the state", () => {
    expect(
      criticalCss(`<ul class="group/cards" data-sort="cheapest"><li>x</li></ul>`),
    ).not.toContain("inline-flex");
    const otherOrder = String.raw`<ul class="group/cards" data-sort="fastest"><li><span class="hidden shown:inline-flex">x</span></li></ul>`;
    expect(criticalCss(otherOrder)).not.toContain("inline-flex");
  });
});

describe("forFirstPaint", () => {
  it("ends a block at-rule at its brace, so the rule after it stays valid", () => {
    const sheet = compileSheet(
      `@counter-style a{system:cyclic;symbols:"*"}@counter-style b{system:cyclic;symbols:"+"}`,
    );
    const texts = forFirstPaint(sheet).rules.map((rule) => rule.css);
    expect(texts).toEqual([
      '@counter-style a{system:cyclic;symbols:"*"}',
      '@counter-style b{system:cyclic;symbols:"+"}',
    ]);
  });

  it("counts a font set through a custom property as using the sheet's faces", () => {
    const sheet = compileSheet(
      `@font-face{font-family:Brand;src:url(/b.woff2)}:root{--font-sans:Brand,sans-serif}html{font-family:var(--font-sans)}`,
    );
    const html = forFirstPaint(sheet).rules.find((rule) => rule.selectors?.includes("html"));
    expect(html?.fontsUsed).toContain("Brand");
  });

  it("drops the selectors of hover, focus and active states and keeps the rest of each rule", () => {
    const sheet = compileSheet(
      `.a:hover{color:red}.b,.c:focus-visible{color:blue}@media (hover:hover){.d:hover{color:green}}.group:focus-within .e{color:gray}.f{color:black}`,
    );
    const selectors = forFirstPaint(sheet).rules.flatMap((rule) => rule.selectors ?? []);
    expect(selectors).toEqual([".b", ".f"]);
  });

  it("leaves motion to the whole stylesheet: keyframes, animations, transitions", () => {
    const sheet = compileSheet(
      `@keyframes spin{to{transform:rotate(1turn)}}.spin{animation:1s linear infinite spin}` +
        `.box{width:2rem;transition:background-color .15s;height:2rem}` +
        `.fade{transition-property:opacity;transition-duration:var(--tw-duration,.2s)}` +
        `.duration-200{--tw-duration:.2s;transition-duration:.2s}` +
        `@media (prefers-reduced-motion:reduce){*{scroll-behavior:auto!important;animation-duration:.01ms!important}}` +
        `.pin{transform-origin:bottom;animation:2s ease-out infinite pin}`,
    );
    const rules = forFirstPaint(sheet).rules;
    expect(rules.map((rule) => [rule.selectors, rule.body, rule.css])).toEqual([
      [[".box"], "{width:2rem;height:2rem}", undefined],
      [[".pin"], "{transform-origin:bottom}", undefined],
    ]);
    expect(rules.flatMap((rule) => rule.keyframesUsed ?? [])).toEqual([]);
  });

  it("writes out the theme's constants where rules read them, not a variable set elsewhere too", () => {
    const sheet = compileSheet(
      `@layer theme{:root{--spacing:.25rem;--color-ink:#0b1f3a;--font-sans:Brand,sans-serif;--color-x:red;--container:80rem}}` +
        `.mt-4{margin-top:calc(var(--spacing) * 4)}.text-ink{color:var(--color-ink)}` +
        `.max-w{max-width:var(--container)}` +
        `.x{color:var(--color-x)}.dark{--color-x:blue}.f{font-family:var(--font-sans,serif)}`,
    );
    const bodies = forFirstPaint(sheet).rules.flatMap((rule) => rule.body ?? []);
    expect(bodies).toEqual([
      "{--spacing:.25rem;--color-ink:#0b1f3a;--font-sans:Brand,sans-serif;--color-x:red;--container:80rem}",
      "{margin-top:calc(.25rem * 4)}",
      "{color:#0b1f3a}",
      "{max-width:80rem}",
      "{color:var(--color-x)}",
      "{--color-x:blue}",
      "{font-family:var(--font-sans,serif)}",
    ]);
  });

  it("sets Tailwind's initial values on every element, for every browser, instead of registering them", () => {
    const sheet = compileSheet(
      `@layer properties{@supports (not (margin-trim:block)){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-border-style:solid}}}` +
        `@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}` +
        `.border{border-style:var(--tw-border-style)}`,
    );
    const rules = forFirstPaint(sheet).rules;
    expect(rules.map((rule) => [rule.wrap, rule.selectors, rule.css])).toEqual([
      [["@layer properties{"], undefined, ""],
      [["@layer properties{"], ["*", ":before", ":after"], undefined],
      [undefined, [".border"], undefined],
    ]);
  });
});
