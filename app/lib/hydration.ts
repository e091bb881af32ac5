import { useMatches } from "react-router";

/**
 * Route handle of pages that need no client-side React: their document carries no React Router
 * runtime, only app/enhancers/static-page.ts (docs/decisions/0020).
 */
export const withoutHydration = { hydrate: false } as const;

const skipsHydration = (handle: unknown) =>
  typeof handle === "object" && handle !== null && "hydrate" in handle && handle.hydrate === false;

/**
 * Whether the document being rendered loads the React Router runtime. In the browser it always
 * does: the app only exists there when the document hydrated, and then later navigations to
 * static pages are rendered by React like any other.
 */
export function useDocumentHydrates(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return true;
  return !matches.some((match) => skipsHydration(match.handle));
}
