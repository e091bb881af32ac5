import type { Enhancer } from "./types.ts";

/**
 * An enhancer whose module is fetched only when its element comes within a screen's height of the
 * viewport: a behaviour further down the page then costs nothing while the page loads, and is
 * ready before the visitor scrolls to it. Once attached, the element says so in
 * `data-enhanced="true"` (until the cleanup), for styles and tests that wait for the behaviour.
 */
export function loadWhenNear(load: () => Promise<Enhancer>): Enhancer {
  return (root) => {
    let cleanup = () => {};
    let stopped = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load().then((enhance) => {
          if (stopped) return;
          const undo = enhance(root);
          root.dataset.enhanced = "true";
          cleanup = () => {
            undo();
            delete root.dataset.enhanced;
          };
        });
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(root);
    return () => {
      stopped = true;
      observer.disconnect();
      cleanup();
    };
  };
}
