import { createContext, type RouterContext } from "react-router";
import type { TrackingService } from "../../server/tracking/service.ts";

const KEY = Symbol.for("anden.trackingServiceContext");
const registry = globalThis as unknown as Record<symbol, RouterContext<TrackingService | null>>;

/**
 * The tracking service, handed by the HTTP server to React Router's loaders. The server imports
 * this module from source and the built app carries its own copy, so the context object lives in a
 * global registry: both copies must share one key for `context.get` to find the value.
 */
export const trackingServiceContext = (registry[KEY] ??= createContext<TrackingService | null>(
  null,
));
