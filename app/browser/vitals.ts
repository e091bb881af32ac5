import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { VITALS_PATH, type VitalName, type VitalsReport } from "../../domain/vitals.ts";

/**
 * Reports this visit's Core Web Vitals to VITALS_PATH with sendBeacon each time the page is hidden
 * (the values final by then), each vital once. Loaded after the page has loaded and gone idle, in
 * a sample of visits (the page script decides); web-vitals reads the buffered entries, so loading
 * late loses nothing but interactions before it.
 */
export function reportVitals() {
  const measured = new Map<VitalName, number>();
  const keep = (metric: Metric) => measured.set(metric.name as VitalName, metric.value);
  onLCP(keep);
  onINP(keep);
  onCLS(keep);
  onFCP(keep);
  onTTFB(keep);
  // Added after web-vitals' own listeners, so their final values are in by the time this runs.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "hidden" || measured.size === 0) return;
    const report: VitalsReport = {
      page: location.pathname,
      metrics: [...measured].map(([name, value]) => ({ name, value })),
    };
    measured.clear();
    navigator.sendBeacon(
      VITALS_PATH,
      new Blob([JSON.stringify(report)], { type: "application/json" }),
    );
  });
}
