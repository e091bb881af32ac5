import EmblaCarousel from "embla-carousel";
import { debounce } from "../../browser/debounce.ts";
import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import {
  arrowsView,
  CAROUSEL_RESIZE_DEBOUNCE_MS,
  controlsView,
  serviceCarousel,
} from "./service-carousel.ts";

/**
 * Embla moves the carousel: previous/next arrows, mouse and touch drag. Arrow keys move it, and a
 * card that receives keyboard focus is scrolled into view. The arrows hide while every card fits.
 */
export const serviceCarouselBehaviour: Behaviour = (root) => {
  const { viewport, controls, previous, next } = serviceCarousel.parts<{
    previous: HTMLButtonElement;
    next: HTMLButtonElement;
  }>(root);
  const slides = serviceCarousel.all(viewport, "slide");
  const embla = EmblaCarousel(viewport, {
    align: "start",
    containScroll: "trimSnaps",
    watchResize: false,
  });
  const renderArrows = () => {
    const view = arrowsView(embla.canScrollPrev(), embla.canScrollNext());
    applyAttributes(previous, view.previous);
    applyAttributes(next, view.next);
    applyAttributes(controls, controlsView(embla.canScrollPrev(), embla.canScrollNext()));
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
