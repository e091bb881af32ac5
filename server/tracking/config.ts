import { z } from "zod";
import { configSlice, booleanFlag, doc, httpUrl } from "../config-kinds.ts";

export const trackingConfig = configSlice({
  TRACKING_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(60)
    .meta(
      doc(
        "rateLimits",
        "tracking lookups allowed per window, one budget for the API and a parcel's pages (over it: 429, JSON or the prerendered page in the market's language)",
      ),
    ),
  TRACKING_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(60)
    .meta(doc("rateLimits", "the tracking window")),

  TRACKING_API_URL: httpUrl
    .optional()
    .meta(
      doc(
        "tracking",
        "upstream tracking API, asked for a parcel at `tracking/{number}` under this URL; unset: the built-in shipment store",
        "unset",
      ),
    ),
  TRACKING_API_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(60_000)
    .default(5_000)
    .meta(doc("tracking", "time limit of one upstream lookup (then 502)")),
  TRACKING_INGEST_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .meta(
      doc(
        "tracking",
        "bearer token (at least 16 characters) of `POST /api/v1/shipments/:number/events`; unset: that endpoint answers 503",
        "unset",
      ),
    ),
  DEMO_DATA: booleanFlag
    .default(true)
    .meta(
      doc(
        "tracking",
        "seed the market's demo shipments `AND-DEMO-1001…1006` on start, their events in the working hours before it, replacing stored ones that are not current (another day's or another market's); none where the store holds other shipments only (built-in store only)",
      ),
    ),
});
