import { z } from "zod";
import { cleanLine } from "./text.ts";

/** The body of POST /api/widget-failures: which widget, on which page, and the error's message. */
export const widgetFailureSchema = z.strictObject({
  widget: z.string().regex(/^[a-z][a-z-]{0,39}$/, "must be a widget's name"),
  page: z.preprocess(
    cleanLine,
    z.string().regex(/^\/[^?#\s]{0,199}$/, "must be a path without query"),
  ),
  message: z.preprocess(cleanLine, z.string().max(300).optional()),
});

export type WidgetFailure = z.infer<typeof widgetFailureSchema>;
