import type { TrackingView } from "./view.ts";

/** How many events a tracking page shows before "show all" (the latest ones). */
export const TRACKING_HISTORY_SHOWN = 20;

/**
 * The shipment as a page shows it: its latest TRACKING_HISTORY_SHOWN events unless the whole
 * history was asked for, and how many were left out.
 */
export function cutHistory(
  shipment: TrackingView,
  showAll: boolean,
): { shipment: TrackingView; hidden: number } {
  const hidden = showAll ? 0 : Math.max(0, shipment.tracking.length - TRACKING_HISTORY_SHOWN);
  if (hidden === 0) return { shipment, hidden };
  return { shipment: { ...shipment, tracking: shipment.tracking.slice(hidden) }, hidden };
}
