import { compileSheet, encodePlan } from "beasties/compiler";
import { describe, expect, it } from "vitest";
import { DEFERRED_STYLESHEET_ATTRIBUTE } from "../../domain/deferred-stylesheets.ts";
import {
  createCriticalCss,
  firstFlightDocumentBytes,
  FIRST_ROUND_TRIP_BYTES,
  firstPaintMarkup,
  gzipSize,
  withoutUnreadVariables,
} from "./critical-css.ts";

const SHEET = "/assets/app-x.css";
const CSS = `.shown{color:red}.in-panel{color:blue}.in-dialog{color:green}.absent{color:gray}@media (min-width:40rem){.shown{color:navy}}`;
const plans = [encodePlan(compileSheet(CSS, { href: SHEET }))];
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>t</title><link rel="stylesheet" href="${SHEET}" data-precedence="high"/></head><body>${body}</body></html>`;

describe("firstPaintMarkup", () => {
  it("leaves out hidden elements, closed dialogs and templates, with everything inside them", () => {
    const html = `<p>a</p><div hidden=""><b>b</b><div hidden>c</div></div><dialog><i>d</i></dialog><dialog open="">e</dialog><template><u>f</u></template><p>g</p>`;
    expect(firstPaintMarkup(html)).toBe(`<p>a</p><dialog open="">e</dialog><p>g</p>`);
  });
});

describe("createCriticalCss", () => {
  const criticalCss = createCriticalCss(plans, { budgetBytes: 14_000, compressedSize: gzipSize });

  it("inlines the rules the first paint uses, before a deferred link with a no-script fallback", () => {
    const html = page(
      `<p class="shown">x</p><div hidden><p class="in-panel">y</p></div><dialog><p class="in-dialog">z</p></dialog>`,
    );
    const result = criticalCss.inline(html);
    const style = /<style>([\s\S]*?)<\/style>/.exec(result)?.[1];
    expect(style).toContain(".shown{color:red}");
    expect(style).toContain("@media (min-width:40rem){.shown{color:navy}}");
    expect(style).not.toMatch(/in-panel|in-dialog|absent/);
    expect(result).toContain(
      `<style>${style}</style><link rel="stylesheet" href="${SHEET}" data-precedence="high" disabled ${DEFERRED_STYLESHEET_ATTRIBUTE}/><noscript><link rel="stylesheet" href="${SHEET}" data-precedence="high"/></noscript>`,
    );
    // The parts the first paint leaves out are still in the page.
    expect(result).toContain(`<p class="in-panel">y</p>`);
  });

  it("gives the style element the nonce it is asked for", () => {
    expect(criticalCss.inline(page(`<p class="shown">x</p>`), { nonce: "abc" })).toContain(
      `<style nonce="abc">.shown{color:red}`,
    );
  });

  it("leaves a document that would not fit its budget as it was, its stylesheet blocking", () => {
    const html = page(`<p class="shown">x</p>`);
    const tight = createCriticalCss(plans, { budgetBytes: gzipSize(html) });
    expect(tight.inline(html)).toBe(html);
  });

  it("leaves a document with no stylesheet of the build as it was", () => {
    const html = page(`<p class="shown">x</p>`).replace(SHEET, "/assets/other.css");
    expect(criticalCss.inline(html)).toBe(html);
  });
});

describe("withoutUnreadVariables", () => {
  it("keeps the theme's variables and Tailwind's initial values that the CSS or the document reads", () => {
    const css =
      "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000;--tw-ring-shadow:0 0 #0000;--tw-border-style:solid}}" +
      "@layer theme{:root{--color-ink:#0b1f3a;--color-primary:#1d4ed8;--font:var(--brand);--brand:Brand}}" +
      ".shadow{box-shadow:var(--tw-shadow)}.f{font-family:var(--font)}";
    expect(withoutUnreadVariables(css, '<svg fill="var(--color-primary)"></svg>')).toBe(
      "@layer properties{*,:before,:after{--tw-shadow:0 0 #0000}}" +
        "@layer theme{:root{--color-primary:#1d4ed8;--font:var(--brand);--brand:Brand}}" +
        ".shadow{box-shadow:var(--tw-shadow)}.f{font-family:var(--font)}",
    );
  });
});

describe("firstFlightDocumentBytes", () => {
  it("leaves the document what the first round trip holds besides the headers and this policy", () => {
    const shortPolicy = "default-src 'self'";
    const longPolicy = `${shortPolicy}; script-src ${"x".repeat(200)}`;
    const short = firstFlightDocumentBytes(shortPolicy);
    expect(short).toBeLessThan(FIRST_ROUND_TRIP_BYTES - 800 - shortPolicy.length);
    expect(short - firstFlightDocumentBytes(longPolicy)).toBe(
      longPolicy.length - shortPolicy.length,
    );
  });
});
