import { createContext, RouterContextProvider, type RouterContext } from "react-router";
import type { PageRequest } from "../../domain/page-request.ts";

const pageRequestContext = createContext<PageRequest | null>(null);

/**
 * The router context of one rendered page. The server calls this through the build's entry
 * (entry.server.tsx re-exports it), so the context object is the build's own: the server never
 * imports app/, and no second copy of the module exists.
 */
export function providePageRequest(request: PageRequest): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext<unknown>, unknown>([[pageRequestContext, request]]),
  );
}

/** This render's request values; null while prerendering. */
export const pageRequestOf = (context: Readonly<RouterContextProvider>): PageRequest | null =>
  context.get(pageRequestContext);
