import { createHash } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./test.ts";
import { DEFERRED_STYLESHEET_ATTRIBUTE } from "../../domain/deferred-stylesheets.ts";
import { marketOf } from "./copy.ts";
import { cspViolations, recordCspViolations } from "./csp.ts";
import { PAGES } from "../../domain/pages.ts";
import { EVERY_ROUTE } from "./every-route.ts";
import { differingPixels } from "./image-diff.ts";
import { pathOf, trackingPathOf } from "./paths.ts";

/**
 * Critical CSS (ADR 47): a page whose document carries the styles of its first paint looks the
 * same without its stylesheet as with it, fetches and applies the whole stylesheet once it has
 * painted, and
 * keeps a blocking stylesheet otherwise.
 */

const STYLESHEET_PATH = "/assets/app-";
const STYLESHEET = `**${STYLESHEET_PATH}*.css`;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

type Screens = Record<"phone" | "desktop", Buffer>;

/**
 * The first screen of `url` at 390 and at 1440 px as its document alone draws it (the
 * stylesheet's request refused), then with the stylesheet applied at the place of the document's
 * link: one load of the page, resized between the pictures (the critical CSS is picked by the
 * document, not by the width, so it holds the rules of every width), both of a width taken in the
 * same state.
 */
async function firstScreens(
  browser: Browser,
  url: string,
): Promise<{ unstyled: Screens; styled: Screens }> {
  const context = await browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
  try {
    const page = await context.newPage();
    const shot = async (viewport: typeof PHONE) => {
      await page.setViewportSize(viewport);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return page.screenshot({ animations: "disabled", caret: "hide" });
    };
    await page.route(STYLESHEET, (route) => route.abort());
    await page.goto(url);
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    const unstyled = { phone: await shot(PHONE), desktop: await shot(DESKTOP) };
    await page.unroute(STYLESHEET);
    // The document's link (the loader has enabled it by now, and its request was refused).
    await page.evaluate(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const deferred = document.querySelector<HTMLLinkElement>(
            `link[rel="stylesheet"][href*="${href}"]`,
          )!;
          const stylesheet = document.createElement("link");
          stylesheet.rel = "stylesheet";
          stylesheet.href = deferred.href;
          stylesheet.addEventListener("load", () => resolve());
          stylesheet.addEventListener("error", () => reject(new Error(`${deferred.href} failed`)));
          deferred.after(stylesheet);
        }),
      STYLESHEET_PATH,
    );
    const styled = { desktop: await shot(DESKTOP), phone: await shot(PHONE) };
    return { unstyled, styled };
  } finally {
    await context.close();
  }
}

const stylesheetLinks = (page: Page) =>
  page.$$eval('link[rel="stylesheet"]', (links) =>
    links.map((link) => ({
      disabled: (link as HTMLLinkElement).disabled,
      deferred: link.hasAttribute("data-deferred-stylesheet"),
      insideNoscript: link.closest("noscript") !== null,
    })),
  );

/** The pages of the table (issue 33): each paints from its first round trip, in every market. */
const TABLE_PAGES = new Set(PAGES.map(({ id }) => `the ${id} page`));

// One test per route, each with its own time: a page load and two comparisons.
for (const route of EVERY_ROUTE) {
  const mustInline = TABLE_PAGES.has(route.label);
  test(`${route.label}: the first screen from the document alone is the page's at 390 and 1440 px${mustInline ? "" : ", or its stylesheet blocks"}`, async ({
    browser,
    request,
  }, info) => {
    const url = route.url(marketOf(info.project.name));
    const html = await (await request.get(url)).text();
    const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
    expect(links.length, url).toBeGreaterThan(0);
    if (!mustInline && !html.includes("<style")) {
      // Left linked: the document with its styles would not fit the first round trip.
      for (const tag of links) expect(tag, url).not.toMatch(/ disabled|media=/);
      return;
    }
    expect(html, `${url} carries its first screen's styles`).toContain("<style");
    expect(links[0], url).toContain(` disabled ${DEFERRED_STYLESHEET_ATTRIBUTE}`);
    expect(html, url).toMatch(/<noscript><link\b[^>]*rel="stylesheet"[^>]*><\/noscript>/);
    const { unstyled, styled } = await firstScreens(browser, url);
    expect.soft(await differingPixels(unstyled.phone, styled.phone), `${url} at 390 px`).toBe(0);
    expect(await differingPixels(unstyled.desktop, styled.desktop), `${url} at 1440 px`).toBe(0);
  });
}

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
