import { afterFirstPaint } from "../browser/after-first-paint.ts";

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
 * The source of the one inline script of every page: it imports the page script once the first
 * contentful paint is on screen (ADR 38), so neither its request nor its work comes before that
 * paint. The script is made of `afterFirstPaint` and `loadRetryingOnce` themselves, serialised,
 * so what runs is what is tested; both refer to nothing but browser globals.
 */
export function pageScriptLoader(pageScriptUrl: string): string {
  const importPageScript = `() => import(${JSON.stringify(pageScriptUrl)})`;
  return `(${afterFirstPaint.toString()})(() => (${loadRetryingOnce.toString()})(${importPageScript}));`;
}
