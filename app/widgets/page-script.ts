/**
 * The pages' only script (no page hydrates: docs/decisions/0024-rendering-model.md). It attaches
 * each widget's behaviour, named by the `data-module` of its root, and loads the tag manager when
 * it is configured. The page's inline loader imports it once the first contentful paint is on
 * screen (ADR 38), which can come before the document is wholly parsed.
 */
import { vitalsSampleRate } from "virtual:site-config";
import { loadTagManager } from "../browser/tag-manager.ts";
import { MANIFEST_PATH } from "../seo/icons.ts";
import { BEHAVIOURS, type WidgetName } from "./behaviours.ts";
import { MODULE_ATTRIBUTE } from "./widget.ts";
import { attachIsolated } from "./widget-failures.ts";

/**
 * Attaches every widget's behaviour, each on its own (one that fails is reported and leaves the
 * others be), then says so on the root element (tests wait for it).
 */
function attachWidgets() {
  for (const element of document.querySelectorAll<HTMLElement>(`[${MODULE_ATTRIBUTE}]`)) {
    const name = element.getAttribute(MODULE_ATTRIBUTE) as WidgetName;
    const behaviour = BEHAVIOURS[name];
    if (behaviour) attachIsolated(name, behaviour, element);
  }
  document.documentElement.dataset.enhanced = "true";
}
if (document.readyState === "loading") {
  document.addEventListener("DOMContentLoaded", attachWidgets, { once: true });
} else {
  attachWidgets();
}
loadTagManager();

/** Once the page has loaded. */
const afterLoad = (callback: () => void) => {
  if (document.readyState === "complete") callback();
  else addEventListener("load", callback, { once: true });
};

// The web manifest, for installing the site, once the page has loaded: browsers fetch it and an
// icon as soon as they see its link, in competition with what the page still loads (ADR 37).
afterLoad(() => {
  const manifest = document.createElement("link");
  manifest.rel = "manifest";
  manifest.href = MANIFEST_PATH;
  document.head.append(manifest);
});

// Field vitals from a sample of visits, once the page has loaded and the main thread is idle, as a
// chunk of its own: nothing of it runs before the first paint.
if (Math.random() < vitalsSampleRate) {
  const report = () =>
    void import("../browser/vitals.ts").then(({ reportVitals }) => reportVitals());
  afterLoad(() =>
    "requestIdleCallback" in window ? requestIdleCallback(report) : setTimeout(report, 1),
  );
}
