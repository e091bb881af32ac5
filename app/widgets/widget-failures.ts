import { WIDGET_FAILURES_PATH } from "../../domain/widget-failures.ts";
import type { Behaviour } from "./widget.ts";

const reported = new Set<string>();

/**
 * Says, once per page view and widget, that a widget did not start: on the console, and to the
 * server (WIDGET_FAILURES_PATH) for the logs. The widget keeps its server markup, which works
 * without its behaviour; the other widgets are unaffected.
 */
export function reportWidgetFailure(widget: string, error: unknown): void {
  if (reported.has(widget)) return;
  reported.add(widget);
  console.error(`The "${widget}" widget did not start; the page keeps its markup.`, error);
  const message = error instanceof Error ? error.message : String(error);
  const report = JSON.stringify({
    widget,
    page: location.pathname,
    message: message.slice(0, 300),
  });
  navigator.sendBeacon?.(WIDGET_FAILURES_PATH, new Blob([report], { type: "application/json" }));
}

/** Attaches `behaviour` to `root`, so that its failure stays its own (reported, not thrown). */
export function attachIsolated(widget: string, behaviour: Behaviour, root: HTMLElement) {
  try {
    return behaviour(root);
  } catch (error) {
    reportWidgetFailure(widget, error);
    return () => {};
  }
}
