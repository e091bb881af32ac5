import { z } from "zod";
import { cleanLine } from "./text.ts";
import { VITAL_NAMES, type VitalsReport } from "./vitals.ts";

/**
 * The body of POST /api/vitals: the page's path (the server keeps only its route pattern) and
 * each vital measured so far, at most once each. Nothing that identifies the visitor. Kept apart
 * from vitals.ts so the browser's reporter does not carry zod.
 */
export const vitalsReportSchema = z.strictObject({
  page: z.preprocess(
    cleanLine,
    z.string().regex(/^\/[^?#\s]{0,199}$/, "must be a path without query"),
  ),
  metrics: z
    .array(
      z.strictObject({
        name: z.enum(VITAL_NAMES),
        value: z.number().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(VITAL_NAMES.length)
    .refine(
      (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length,
      "must name each vital at most once",
    ),
});

vitalsReportSchema satisfies z.ZodType<VitalsReport>;
