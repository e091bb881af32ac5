/** The Core Web Vitals a sampled visit reports (milliseconds, except CLS: a unitless score). */
export const VITAL_NAMES = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Where the browser sends them, with navigator.sendBeacon. */
export const VITALS_PATH = "/api/vitals";

/** A report is well under 400 bytes; anything over this is refused unread. */
export const VITALS_BODY_LIMIT_BYTES = 2048;

/** The body of POST /api/vitals (checked by vitalsReportSchema, domain/vitals-schema.ts). */
export interface VitalsReport {
  /** location.pathname: the server keeps only its route pattern. */
  page: string;
  metrics: { name: VitalName; value: number }[];
}
