import {
  nextSlide,
  previousSlide,
  slidePosition,
  TESTIMONIAL_INTERVAL_MS,
} from "../components/sections/testimonial-rotation.ts";
import { cleanupAll, listen, required, type Enhancer } from "./types.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Placeholder of the slide number in the status line's `data-status-template`. */
export const CURRENT_SLIDE_PLACEHOLDER = "{current}";

/**
 * Customer quotes that advance every 4 s and wrap around. Hovering or focusing the carousel pauses
 * it, so does the pause button, and it never moves on its own under prefers-reduced-motion. Each
 * figure's place goes to `data-position` (its classes read it); the root's `data-rotating` and
 * `data-paused` tell whether it moves and whether the visitor paused it.
 */
export const enhanceTestimonials: Enhancer = (root) => {
  const slides = [...root.querySelectorAll<HTMLElement>("[data-position]")];
  const status = required<HTMLElement>(root, "[data-status-template]");
  const statusTemplate = status.dataset.statusTemplate!;
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  let active = 0;
  let pausedByVisitor = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const rotating = () => !pausedByVisitor && !hovered && !focused && !reducedMotion.matches;

  const render = () => {
    slides.forEach((slide, index) => {
      const position = slidePosition(index, active, slides.length);
      slide.dataset.position = position;
      slide.setAttribute("aria-hidden", String(position !== "active"));
      slide.inert = position !== "active";
    });
    const moving = rotating();
    root.dataset.rotating = String(moving);
    root.dataset.paused = String(pausedByVisitor);
    status.textContent = statusTemplate.replace(CURRENT_SLIDE_PLACEHOLDER, String(active + 1));
    status.setAttribute("aria-live", moving ? "off" : "polite");
    if (moving && timer === undefined) {
      timer = setInterval(() => {
        active = nextSlide(active, slides.length);
        render();
      }, TESTIMONIAL_INTERVAL_MS);
    } else if (!moving && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const update = (change: () => void) => () => {
    change();
    render();
  };
  const button = (action: string) => required<HTMLButtonElement>(root, `[data-action="${action}"]`);

  render();
  return cleanupAll([
    listen(
      button("previous"),
      "click",
      update(() => (active = previousSlide(active, slides.length))),
    ),
    listen(
      button("next"),
      "click",
      update(() => (active = nextSlide(active, slides.length))),
    ),
    listen(
      button("toggle"),
      "click",
      update(() => (pausedByVisitor = !pausedByVisitor)),
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
