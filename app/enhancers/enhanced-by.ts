import type { EnhancerName } from "./registry.ts";

/**
 * The attribute that names an element's enhancer: static-page.ts, the pages' only script, finds
 * the element by it and runs the enhancer registered under that name (ADR 20).
 */
export const enhancedBy = (name: EnhancerName) => ({ "data-enhance": name });
