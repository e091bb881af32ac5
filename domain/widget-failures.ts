import { z } from "zod";
import { cleanLine } from "./text.ts";

/**
 * Where the page script reports a widget that failed to start (its behaviour threw, or its chunk
 * did not load), with navigator.sendBeacon: the page keeps the widget's server markup, which
 * works without it; the engineer on call sees one log line per failing widget and page view.
 */
export const WIDGET_FAILURES_PATH = "/api/widget-failures";

/** A report is a few hundred bytes; anything over this is refused unread. */
export const WIDGET_FAILURE_BODY_LIMIT_BYTES = 2048;

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
