/**
 * The tracking page's path, the same in every market. The page table (app/pages.ts) takes it from
 * here, so the server can link a parcel's page (the updates' e-mails, the form's answers without
 * JavaScript) without importing app/.
 */
export const TRACKING_PAGE_PATH = "/tracking";

/** A parcel's result page: `/tracking/AND-123`. */
export const trackingPagePath = (trackingNumber: string): string =>
  `${TRACKING_PAGE_PATH}/${encodeURIComponent(trackingNumber)}`;
