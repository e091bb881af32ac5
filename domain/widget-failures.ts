/**
 * Where the page script reports a widget that failed to start (its behaviour threw, or its chunk
 * did not load), with navigator.sendBeacon: the page keeps the widget's server markup, which
 * works without it; the engineer on call sees one log line per failing widget and page view.
 * Kept apart from the schema (widget-failures-schema.ts) so the page script does not carry zod.
 */
export const WIDGET_FAILURES_PATH = "/api/widget-failures";

/** A report is a few hundred bytes; anything over this is refused unread. */
export const WIDGET_FAILURE_BODY_LIMIT_BYTES = 2048;
