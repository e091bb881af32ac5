import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import {
  initialTestimonialsState,
  nextSlide,
  previousSlide,
  statusText,
  TESTIMONIAL_INTERVAL_MS,
  testimonials,
  testimonialsView,
  type TestimonialsState,
} from "./testimonials.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The quotes advance every 4 s and wrap around. The dots and the previous and next buttons choose
 * one; hovering or focusing the widget pauses it, so does the pause button, and it never moves on
 * its own under prefers-reduced-motion.
 */
export const testimonialsBehaviour: Behaviour = (root) => {
  const slides = testimonials.all(root, "slide");
  const cards = testimonials.all(root, "card");
  const dots = testimonials.all(root, "dot");
  const status = testimonials.one(root, "status");
  const { statusTemplate } = testimonials.options(root);
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let state: TestimonialsState = initialTestimonialsState(slides.length);
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const render = () => {
    state = {
      ...state,
      rotating: !state.paused && !hovered && !focused && !reducedMotion.matches,
    };
    applyAttributes(root, testimonialsView.root(state));
    slides.forEach((slide, index) => applyAttributes(slide, testimonialsView.slide(index, state)));
    cards.forEach((card, index) => applyAttributes(card, testimonialsView.card(index, state)));
    dots.forEach((dot, index) => applyAttributes(dot, testimonialsView.dot(index, state)));
    applyAttributes(status, testimonialsView.status(state));
    status.textContent = statusText(statusTemplate, state);
    if (state.rotating && timer === undefined) {
      timer = setInterval(() => {
        state = { ...state, active: nextSlide(state.active, state.total) };
        render();
      }, TESTIMONIAL_INTERVAL_MS);
    } else if (!state.rotating && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const update = (change: () => void) => () => {
    change();
    render();
  };
  const show = (active: number) => (state = { ...state, active });
  const controls = (part: "previous" | "next" | "toggle") => testimonials.all(root, part);

  render();
  return cleanupAll([
    ...controls("previous").map((button) =>
      listen(
        button,
        "click",
        update(() => show(previousSlide(state.active, state.total))),
      ),
    ),
    ...controls("next").map((button) =>
      listen(
        button,
        "click",
        update(() => show(nextSlide(state.active, state.total))),
      ),
    ),
    ...controls("toggle").map((button) =>
      listen(
        button,
        "click",
        update(() => (state = { ...state, paused: !state.paused })),
      ),
    ),
    ...dots.map((dot, index) =>
      listen(
        dot,
        "click",
        update(() => show(index)),
      ),
    ),
    listen(
      root,
      "mouseenter",
      update(() => (hovered = true)),
    ),
    listen(
      root,
      "mouseleave",
      update(() => (hovered = false)),
    ),
    listen(
      root,
      "focusin",
      update(() => (focused = true)),
    ),
    listen(root, "focusout", (event) => {
      if (root.contains(event.relatedTarget as Node | null)) return;
      focused = false;
      render();
    }),
    (() => {
      const onChange = () => render();
      reducedMotion.addEventListener("change", onChange);
      return () => reducedMotion.removeEventListener("change", onChange);
    })(),
    () => clearInterval(timer),
  ]);
};
