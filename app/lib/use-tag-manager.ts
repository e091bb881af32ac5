import { useEffect } from "react";
import { loadTagManager } from "./tag-manager.ts";

/** The tag manager on pages that hydrate; static-page.ts loads it on the others. */
export function useTagManager() {
  useEffect(loadTagManager, []);
}
