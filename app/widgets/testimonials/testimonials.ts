import { pausedView } from "../pause-toggle/pause-toggle.ts";
import { defineWidget, type Attributes } from "../widget.ts";

/** Spec: the testimonial carousel advances every 4000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 4000;

export interface TestimonialsOptions {
  /** The status line ("Testimonio {current} de 5"), with CURRENT_SLIDE_PLACEHOLDER for the number. */
  statusTemplate: string;
}

/**
 * Customers' quotes, one at a time, advancing every 4 s. Parts: the slides (one quote each), the
 * image stack's cards and the dots (beside the contact form), the previous, next and pause
 * buttons, and the status line that says which quote is shown.
 */
export const testimonials = defineWidget("testimonials", [
  "slide",
  "card",
  "dot",
  "previous",
  "next",
  "toggle",
  "status",
]).withOptions<TestimonialsOptions>();

export const CURRENT_SLIDE_PLACEHOLDER = "{current}";

export interface TestimonialsState {
  active: number;
  total: number;
  /** Advancing by itself: not paused, hovered, focused, nor under reduced motion. */
  rotating: boolean;
  /** Paused with the pause button. */
  paused: boolean;
}

/** As the server draws it: the first quote, standing still. */
export const initialTestimonialsState = (total: number): TestimonialsState => ({
  active: 0,
  total,
  rotating: false,
  paused: false,
});

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

/** The image stack shows the active card in front and two behind it; the rest are hidden. */
const STACK_DEPTH = 3;

/** Every part's attributes for a state: the server draws the first state, the behaviour the rest. */
export const testimonialsView = {
  root: (state: TestimonialsState): Attributes => ({
    ...pausedView(state.paused),
    "data-rotating": String(state.rotating),
  }),
  slide: (index: number, { active, total }: TestimonialsState): Attributes => {
    const position = slidePosition(index, active, total);
    return {
      "data-position": position,
      "aria-hidden": String(position !== "active"),
      inert: position !== "active",
    };
  },
  card: (index: number, { active, total }: TestimonialsState): Attributes => ({
    "data-stack-position": String(Math.min((index - active + total) % total, STACK_DEPTH)),
  }),
  dot: (index: number, { active }: TestimonialsState): Attributes => ({
    "aria-current": index === active ? "true" : undefined,
  }),
  /** A quote that changes by itself is not announced; one the visitor chose is. */
  status: (state: TestimonialsState): Attributes => ({
    "aria-live": state.rotating ? "off" : "polite",
  }),
};

export const statusText = (template: string, { active }: TestimonialsState) =>
  template.replace(CURRENT_SLIDE_PLACEHOLDER, String(active + 1));
