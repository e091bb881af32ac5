import type { ConversionEvent } from "../../domain/conversions.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes a conversion event to window.dataLayer, for the tag manager (docs/analytics.md). */
export function pushConversion(event: ConversionEvent) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
