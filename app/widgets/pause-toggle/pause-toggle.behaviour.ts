import { applyAttributes, listen, type Behaviour } from "../widget.ts";
import { pausedView, pauseToggle } from "./pause-toggle.ts";

/** Each press of the button pauses or resumes what moves. */
export const pauseToggleBehaviour: Behaviour = (root) => {
  let paused = false;
  applyAttributes(root, pausedView(paused));
  return listen(pauseToggle.one(root, "button"), "click", () => {
    paused = !paused;
    applyAttributes(root, pausedView(paused));
  });
};
