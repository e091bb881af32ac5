import { listen, required, type Enhancer } from "./types.ts";

/**
 * A pause button for something that moves by itself in CSS (the carriers' marquee): it flips
 * `data-paused` on the root, which the animation's and the button's classes read.
 */
export const enhancePauseToggle: Enhancer = (root) => {
  root.dataset.paused = "false";
  return listen(required<HTMLButtonElement>(root, "button[data-pause-toggle]"), "click", () => {
    root.dataset.paused = String(root.dataset.paused !== "true");
  });
};
