import { compileSheet } from "beasties/compiler";
import { describe, expect, it } from "vitest";
import { forFirstPaint } from "./critical-css-plans.ts";

describe("forFirstPaint", () => {
  it("ends a block at-rule at its brace, so the rule after it stays valid", () => {
    const sheet = compileSheet(
      `@property --a{syntax:"*";inherits:false}@property --b{syntax:"*";inherits:false}`,
    );
    const texts = forFirstPaint(sheet).rules.map((rule) => rule.css);
    expect(texts).toEqual([
      '@property --a{syntax:"*";inherits:false}',
      '@property --b{syntax:"*";inherits:false}',
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
});
