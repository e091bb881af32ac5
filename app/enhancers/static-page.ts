/**
 * The only script of the pages that do not hydrate (routes whose handle says `hydrate: false`,
 * see app/lib/hydration.ts): it attaches each element's enhancer, named by its `data-enhance`, and
 * loads the tag manager when it is configured.
 *
 * It waits for the first frame: enhancers read layout (scroll position, slide widths), and run
 * before the first paint they would force the page's first style and layout pass into this
 * script's task, one long task instead of two short ones (ADR 20).
 */
import { loadTagManager } from "../lib/tag-manager.ts";
import { ENHANCERS, type EnhancerName } from "./registry.ts";

function enhancePage() {
  for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
    ENHANCERS[element.dataset.enhance as EnhancerName]?.(element);
  }
  loadTagManager();
}

requestAnimationFrame(() => setTimeout(enhancePage, 0));
