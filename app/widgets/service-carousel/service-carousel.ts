import { defineWidget, type Attributes } from "../widget.ts";

/** The services carousel: a viewport of slides and previous/next arrows. */
export const serviceCarousel = defineWidget("service-carousel", [
  "viewport",
  "slide",
  "previous",
  "next",
]);

/** The layout is measured again this long after the last resize (spec: 100 ms). */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 100;

/** Each arrow is enabled as far as the carousel can move; the server draws both disabled. */
export const arrowsView = (
  canScrollPrevious: boolean,
  canScrollNext: boolean,
): Record<"previous" | "next", Attributes> => ({
  previous: { disabled: !canScrollPrevious },
  next: { disabled: !canScrollNext },
});
