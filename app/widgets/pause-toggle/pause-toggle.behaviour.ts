import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import { pausedView, pauseToggle, videosPlay } from "./pause-toggle.ts";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * Each press of the button pauses or resumes what moves. Videos start here, not by `autoplay`,
 * so that none loads or plays for a visitor who prefers reduced motion; one the browser refuses
 * to start (a power saver) leaves the widget paused, for a press of play to start it.
 */
export const pauseToggleBehaviour: Behaviour = (root) => {
  const videos = pauseToggle.all<HTMLVideoElement>(root, "video");
  const reducedMotion = videos.length > 0 ? window.matchMedia(REDUCED_MOTION) : undefined;
  let paused = false;
  const render = () => {
    applyAttributes(root, pausedView(paused));
    const play = videosPlay(paused, reducedMotion?.matches ?? false);
    for (const video of videos) {
      if (!play) video.pause();
      else {
        video.muted = true;
        video.play().catch((error: unknown) => {
          if (error instanceof DOMException && error.name === "NotAllowedError") {
            paused = true;
            applyAttributes(root, pausedView(paused));
          }
        });
      }
    }
  };
  render();
  const cleanups = [
    listen(pauseToggle.one(root, "button"), "click", () => {
      paused = !paused;
      render();
    }),
  ];
  if (reducedMotion) {
    reducedMotion.addEventListener("change", render);
    cleanups.push(() => reducedMotion.removeEventListener("change", render));
  }
  return cleanupAll(cleanups);
};
