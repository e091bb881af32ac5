import { defineWidget, type Attributes } from "../widget.ts";

/**
 * A pause button for something that moves by itself: CSS animations (the carriers' marquee, the
 * hero's scene) and videos (a hero video). Its root is a Tailwind `group/pausable`: the
 * animation's and the button's classes read the root's state, `data-paused`. Its videos play
 * while it is not paused and the visitor does not prefer reduced motion.
 */
export const pauseToggle = defineWidget("pause-toggle", ["button", "video"]);

/** The root's attributes for a state; the markup starts with `pausedView(false)`. */
export const pausedView = (paused: boolean): Attributes => ({ "data-paused": String(paused) });

/** Whether the widget's videos play. */
export const videosPlay = (paused: boolean, reducedMotion: boolean): boolean =>
  !paused && !reducedMotion;
