import EmblaCarousel from "embla-carousel";
import { debounce } from "../lib/debounce.ts";
import { cleanupAll, listen, required, type Enhancer } from "./types.ts";

/** The layout is measured again this long after the last resize (spec: 100 ms). */
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 100;

/**
 * The services carousel (Embla): previous/next arrows, mouse and touch drag. Arrow keys move it,
 * and a card that receives keyboard focus is scrolled into view. The arrows are disabled in the
 * server's HTML and enabled here as far as the carousel can move.
 */
export const enhanceServiceCarousel: Enhancer = (root) => {
  const viewport = required<HTMLElement>(root, "[data-carousel-viewport]");
  const previous = required<HTMLButtonElement>(root, '[data-action="previous"]');
  const next = required<HTMLButtonElement>(root, '[data-action="next"]');
  const slides = [...viewport.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
  const embla = EmblaCarousel(viewport, {
    align: "start",
    containScroll: "trimSnaps",
    watchResize: false,
  });
  const renderArrows = () => {
    previous.disabled = !embla.canScrollPrev();
    next.disabled = !embla.canScrollNext();
  };
  embla.on("select", renderArrows).on("reInit", renderArrows);
  renderArrows();

  const remeasure = debounce(() => embla.reInit(), CAROUSEL_RESIZE_DEBOUNCE_MS);
  return cleanupAll([
    listen(previous, "click", () => embla.scrollPrev()),
    listen(next, "click", () => embla.scrollNext()),
    listen(root, "keydown", (event) => {
      if (event.key === "ArrowRight") embla.scrollNext();
      else if (event.key === "ArrowLeft") embla.scrollPrev();
      else return;
      event.preventDefault();
    }),
    ...slides.map((slide, index) => listen(slide, "focusin", () => embla.scrollTo(index))),
    listen(window, "resize", remeasure),
    () => remeasure.cancel(),
    () => embla.destroy(),
  ]);
};
