import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the server's HTML and during hydration, true once the page runs JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
