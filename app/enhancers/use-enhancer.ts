import { useCallback } from "react";
import type { EnhancerName } from "./registry.ts";
import type { Enhancer } from "./types.ts";

/**
 * Props that attach `enhance` to an element: on pages that hydrate, a ref callback runs it once
 * React has the element and undoes it when the element goes; on pages that do not, static-page.ts
 * finds the element by its `data-enhance` and runs the enhancer registered under that name.
 */
export function useEnhancer<T extends HTMLElement>(name: EnhancerName, enhance: Enhancer<T>) {
  const ref = useCallback(
    (element: T | null) => (element ? enhance(element) : undefined),
    [enhance],
  );
  return { "data-enhance": name, ref };
}
