import { defineWidget, type Attributes } from "../widget.ts";

/**
 * A pause button for something that moves by itself in CSS (the carriers' marquee, the hero's
 * scene). Its root is a Tailwind `group/pausable`: the animation's and the button's classes read
 * the root's state, `data-paused`.
 */
export const pauseToggle = defineWidget("pause-toggle", ["button"]);

/** The root's attributes for a state; the markup starts with `pausedView(false)`. */
export const pausedView = (paused: boolean): Attributes => ({ "data-paused": String(paused) });
