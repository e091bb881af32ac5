/**
 * The pages' only script (no page hydrates: ADR 20, 22 and 23): it attaches each element's
 * enhancer, named by its `data-enhance`, and loads the tag manager when it is configured. It is a
 * module script, so it runs once the document is parsed.
 */
import { loadTagManager } from "../lib/tag-manager.ts";
import { ENHANCERS, type EnhancerName } from "./registry.ts";

for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  ENHANCERS[element.dataset.enhance as EnhancerName]?.(element);
}
loadTagManager();
