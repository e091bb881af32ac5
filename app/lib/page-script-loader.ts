import { afterFirstPaint } from "../browser/after-first-paint.ts";
import { applyDeferredStylesheets } from "../browser/deferred-stylesheets.ts";
import { DEFERRED_STYLESHEET_ATTRIBUTE } from "../../domain/deferred-stylesheets.ts";

/**
 * Runs `load`; when it fails, once more a second later, and then reports the error. A page being
 * left aborts the import, and is gone before the second try.
 */
export function loadRetryingOnce(load: () => Promise<unknown>, retried = false): void {
  load().catch((error: unknown) => {
    if (retried) reportError(error);
    else setTimeout(() => loadRetryingOnce(load, true), 1000);
  });
}

/**
 * The source of the one inline script of every page: once the first contentful paint is on
 * screen it enables the stylesheet deferred behind the inlined styles (ADR 47), then
 * imports the page script (ADR 38), so neither their requests nor their work come before that
 * paint. The script is made of `afterFirstPaint`, `applyDeferredStylesheets` and
 * `loadRetryingOnce` themselves, serialised, so what runs is what is tested; they refer to
 * nothing but browser globals.
 */
export function pageScriptLoader(pageScriptUrl: string): string {
  const importPageScript = `() => import(${JSON.stringify(pageScriptUrl)})`;
  const applyStylesheets = `(${applyDeferredStylesheets.toString()})(${JSON.stringify(DEFERRED_STYLESHEET_ATTRIBUTE)})`;
  return `(${afterFirstPaint.toString()})(() => {${applyStylesheets};(${loadRetryingOnce.toString()})(${importPageScript})});`;
}
