import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { cspViolations, recordCspViolations } from "./csp.ts";
import { pathOf, trackingPathOf } from "./paths.ts";

/**
 * Critical CSS (ADR 47): a page whose document carries the styles of its first paint fetches and
 * applies the whole stylesheet once it has painted, within its Content-Security-Policy, and
 * without JavaScript through its no-script link. That every route's first screen is the same
 * without its stylesheet as with it is one of route-checks.spec.ts's reads of each route's load
 * (first-screens.ts).
 */

const stylesheetLinks = (page: Page) =>
  page.$$eval('link[rel="stylesheet"]', (links) =>
    links.map((link) => ({
      disabled: (link as HTMLLinkElement).disabled,
      deferred: link.hasAttribute("data-deferred-stylesheet"),
      insideNoscript: link.closest("noscript") !== null,
    })),
  );

test("the small pages carry their first screen's styles, the tracking result as rendered too", async ({
  request,
}) => {
  for (const url of [pathOf("tracking"), trackingPathOf("AND-DEMO-1004")]) {
    expect(await (await request.get(url)).text(), url).toMatch(/<style( nonce="[^"]+")?>/);
  }
});

test("once the page has painted, the whole stylesheet applies, within the CSP", async ({
  page,
}) => {
  await recordCspViolations(page);
  for (const url of [pathOf("tracking"), trackingPathOf("AND-DEMO-1004")]) {
    await page.goto(url);
    await expect
      .poll(() => stylesheetLinks(page), { message: url })
      .toEqual([{ disabled: false, deferred: false, insideNoscript: false }]);
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => /\/assets\/app-/.test(sheet.href ?? "")),
      ),
    ).toBe(true);
    // Requested only once the first paint was on screen: nothing it needed waited for it.
    const started = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
      stylesheet: performance
        .getEntriesByType("resource")
        .find((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))?.startTime,
    }));
    expect(started.stylesheet, url).toBeGreaterThanOrEqual(started.paint);
  }
  expect(await cspViolations(page)).toEqual([]);
});

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

test("the inlined styles are admitted by their hash when prerendered, by the answer's nonce when rendered", async ({
  request,
}) => {
  const prerendered = await request.get(pathOf("tracking"));
  const css = /<style>([\s\S]*?)<\/style>/.exec(await prerendered.text())?.[1];
  expect(css).toBeTruthy();
  const hash = createHash("sha256").update(css!, "utf8").digest("base64");
  const policy = prerendered.headers()["content-security-policy"]!;
  expect(directive(policy, "style-src")).toBe(`style-src 'self' 'sha256-${hash}'`);

  const rendered = await request.get(trackingPathOf("AND-DEMO-1004"));
  const nonce = /<style nonce="([^"]+)">/.exec(await rendered.text())?.[1];
  expect(nonce).toBeTruthy();
  expect(directive(rendered.headers()["content-security-policy"]!, "style-src")).toBe(
    `style-src 'self' 'nonce-${nonce}'`,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the stylesheet applies through the no-script fallback", async ({ page }) => {
    await page.goto(pathOf("tracking"));
    const applied = await page.evaluate(
      () =>
        [...document.styleSheets].filter(
          (sheet) => /\/assets\/app-/.test(sheet.href ?? "") && !sheet.disabled,
        ).length,
    );
    expect(applied).toBe(1);
  });
});
