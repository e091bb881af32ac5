import { defineWidget, type Attributes } from "../widget.ts";

/** The services carousel: a viewport of slides and previous/next arrows (its controls). */
export const serviceCarousel = defineWidget("service-carousel", [
  "viewport",
  "slide",
  "controls",
  "previous",
  "next",
]);

/** The layout is measured again this long after the last resize (spec: 100 ms). */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 100;

/**
 * Hides the arrows while every card fits, when the carousel measures that it cannot move either
 * way (the server hides them in CSS where the number of cards fits the width, controlsFitClass).
 */
export const controlsView = (canScrollPrevious: boolean, canScrollNext: boolean): Attributes => ({
  hidden: !canScrollPrevious && !canScrollNext,
});

/**
 * Where `count` cards all fit, by the carousel's widths (1 card below 919 px, 2 from 919 px, 3
 * from 1380 px): the classes that hide the arrows there, so they show only where there is
 * something to scroll to, before and without the behaviour. Literal classes, for Tailwind.
 */
export function controlsFitClass(count: number): string {
  if (count <= 1) return "hidden";
  if (count === 2) return "min-[919px]:hidden";
  if (count === 3) return "min-[1380px]:hidden";
  return "";
}

/** Each arrow is enabled as far as the carousel can move; the server draws both disabled. */
export const arrowsView = (
  canScrollPrevious: boolean,
  canScrollNext: boolean,
): Record<"previous" | "next", Attributes> => ({
  previous: { disabled: !canScrollPrevious },
  next: { disabled: !canScrollNext },
});
