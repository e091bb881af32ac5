/** Spec: the testimonial carousel advances every 4000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 4000;

export type SlidePosition = "active" | "next" | "previous" | "inactive";

/** The slide after `current`, wrapping from the last to the first. */
export function nextSlide(current: number, total: number): number {
  return total === 0 ? 0 : (current + 1) % total;
}

export function previousSlide(current: number, total: number): number {
  return total === 0 ? 0 : (current - 1 + total) % total;
}

/** Where slide `index` sits relative to the active one; neighbours wrap around the ends. */
export function slidePosition(index: number, active: number, total: number): SlidePosition {
  if (index === active) return "active";
  if (total > 1 && index === nextSlide(active, total)) return "next";
  if (total > 2 && index === previousSlide(active, total)) return "previous";
  return "inactive";
}
