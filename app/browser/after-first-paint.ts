/**
 * Calls `callback` once the page's first contentful paint has been shown (at once if it has been
 * already, or where the browser does not report paints). Fetches started from here do not compete
 * with what that paint needs: a paint's entry arrives after the frame is on screen, where an
 * animation frame or the load event can come before it (ADR 37).
 */
export function afterFirstPaint(callback: () => void): void {
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes?.includes("paint") ||
    performance.getEntriesByName("first-contentful-paint").length > 0
  ) {
    callback();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: "paint", buffered: true });
}
