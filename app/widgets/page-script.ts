/**
 * The pages' only script (no page hydrates: docs/decisions/0024-rendering-model.md). It attaches
 * each widget's behaviour, named by the `data-module` of its root, and loads the tag manager when
 * it is configured. It is a module script, so it runs once the document is parsed.
 */
import { vitalsSampleRate } from "virtual:site-config";
import { afterFirstPaint } from "../lib/after-first-paint.ts";
import { loadTagManager } from "../lib/tag-manager.ts";
import { MANIFEST_PATH } from "../seo/icons.ts";
import { BEHAVIOURS, type WidgetName } from "./behaviours.ts";
import { MODULE_ATTRIBUTE } from "./widget.ts";

for (const element of document.querySelectorAll<HTMLElement>(`[${MODULE_ATTRIBUTE}]`)) {
  BEHAVIOURS[element.getAttribute(MODULE_ATTRIBUTE) as WidgetName]?.(element);
}
loadTagManager();

/** Once the page has loaded and its first paint is on screen. */
const afterLoad = (callback: () => void) => {
  const later = () => afterFirstPaint(callback);
  if (document.readyState === "complete") later();
  else addEventListener("load", later, { once: true });
};

// The web manifest, for installing the site, once the page has loaded: browsers fetch it and an
// icon as soon as they see its link, in competition with what the first paint needs (ADR 37).
afterLoad(() => {
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = MANIFEST_PATH;
  document.head.append(manifest);
});

// Field vitals from a sample of visits, once the page has loaded and the main thread is idle, as a
// chunk of its own: nothing of it runs before the first paint.
if (Math.random() < vitalsSampleRate) {
  const report = () => void import("../lib/vitals.ts").then(({ reportVitals }) => reportVitals());
  afterLoad(() =>
    "requestIdleCallback" in window ? requestIdleCallback(report) : setTimeout(report, 1),
  );
}
