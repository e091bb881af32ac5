import { z } from "zod";
import { configSlice, doc } from "../config-kinds.ts";

export const ratesConfig = configSlice({
  RATES_RATE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(30)
    .meta(
      doc(
        "rateLimits",
        "rate quotes allowed per window, one budget for the API and the calculator with a query (over it: 429, likewise)",
      ),
    ),
  RATES_RATE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(60)
    .meta(doc("rateLimits", "the rates window")),
});
