/**
 * The pages' only script (no page hydrates: docs/decisions/0024-rendering-model.md). It attaches
 * each widget's behaviour, named by the `data-module` of its root, and loads the tag manager when
 * it is configured. It is a module script, so it runs once the document is parsed.
 */
import { loadTagManager } from "../lib/tag-manager.ts";
import { BEHAVIOURS, type WidgetName } from "./behaviours.ts";
import { MODULE_ATTRIBUTE } from "./widget.ts";

for (const element of document.querySelectorAll<HTMLElement>(`[${MODULE_ATTRIBUTE}]`)) {
  BEHAVIOURS[element.getAttribute(MODULE_ATTRIBUTE) as WidgetName]?.(element);
}
loadTagManager();
