/**
 * The tracking page's path, the same in every market. The page table (app/pages.ts) takes it from
 * here, so the server can link a parcel's page (the updates' e-mails, the form's answers without
 * JavaScript) without importing app/.
 */
export const TRACKING_PAGE_PATH = "/tracking";

/** A parcel's result page: `/tracking/AND-123`. */
export const trackingPagePath = (trackingNumber: string): string =>
  `${TRACKING_PAGE_PATH}/${encodeURIComponent(trackingNumber)}`;

/** The segment of a parcel's e-mail updates page, under its result: `/tracking/AND-123/avisos`. */
export const UPDATES_PAGE_SEGMENT = "avisos";

/**
 * A parcel's e-mail updates page (ADR 49): the form, its answers, and the buttons the e-mails'
 * links open. Apart from the result, whose document must stay within the first round trip.
 */
export const trackingUpdatesPagePath = (trackingNumber: string): string =>
  `${trackingPagePath(trackingNumber)}/${UPDATES_PAGE_SEGMENT}`;
