import type { Page, Response } from "@playwright/test";
import { DEFERRED_STYLESHEET_ATTRIBUTE } from "../../domain/deferred-stylesheets.ts";

/**
 * Critical CSS (ADR 47): a page whose document carries the styles of its first paint looks the
 * same without its stylesheet as with it. These read a route's first screen both ways from one
 * load; route-checks.spec.ts compares them as one of its reads of every route.
 */

export const STYLESHEET_PATH = "/assets/app-";
const STYLESHEET = `**${STYLESHEET_PATH}*.css`;
/** The stylesheet's own address, as the console names it when its request is refused. */
export const STYLESHEET_URL = /\/assets\/app-[\w-]+\.css$/;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

export type Screens = Record<"phone" | "desktop", Buffer>;

/** What the raw document says of its styles: inlined with a deferred link, or a blocking link. */
export function documentStyles(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
  return {
    links,
    inlined: html.includes("<style"),
    deferredLink: links[0]?.includes(` disabled ${DEFERRED_STYLESHEET_ATTRIBUTE}`) ?? false,
    noscriptFallback: /<noscript><link\b[^>]*rel="stylesheet"[^>]*><\/noscript>/.test(html),
  };
}

/**
 * Opens `url` with the stylesheet's request refused and pictures the first screen at 390 and at
 * 1440 px as the document alone draws it, then applies the stylesheet at the place of the
 * document's link (which it replaces) and pictures it again: one load, resized between the pictures (the critical
 * CSS is picked by the document, not by the width, so it holds the rules of every width), both
 * of a width taken in the same state. The page is left as a visitor has it, stylesheet applied.
 */
export async function firstScreens(
  page: Page,
  url: string,
): Promise<{ response: Response | null; unstyled: Screens; styled: Screens }> {
  const shot = async (viewport: typeof PHONE) => {
    await page.setViewportSize(viewport);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // The caret is left as it is (no field has focus on load): hiding it injects a <style> that
    // the page's Content-Security-Policy rightly refuses, and the route checks read its reports.
    return page.screenshot({ animations: "disabled", caret: "initial" });
  };
  await page.setViewportSize(PHONE);
  await page.route(STYLESHEET, (route) => route.abort());
  const response = await page.goto(url);
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
        // In its place: the refused link goes, as a visitor's page has none (axe reads every
        // stylesheet of the page, and one without rules makes it fail).
        stylesheet.addEventListener("load", () => {
          deferred.remove();
          resolve();
        });
        stylesheet.addEventListener("error", () => reject(new Error(`${deferred.href} failed`)));
        deferred.after(stylesheet);
      }),
    STYLESHEET_PATH,
  );
  const styled = { desktop: await shot(DESKTOP), phone: await shot(PHONE) };
  return { response, unstyled, styled };
}
