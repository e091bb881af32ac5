/**
 * The only script of the pages that do not hydrate (routes whose handle says `hydrate: false`,
 * see app/lib/hydration.ts): it attaches each element's enhancer, named by its `data-enhance`, and
 * loads the tag manager when it is configured. It is a module script, so it runs once the document
 * is parsed.
 */
import { loadTagManager } from "../lib/tag-manager.ts";
import { ENHANCERS, type EnhancerName } from "./registry.ts";

for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  ENHANCERS[element.dataset.enhance as EnhancerName]?.(element);
}
loadTagManager();
