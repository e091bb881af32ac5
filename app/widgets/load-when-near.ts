import { MODULE_ATTRIBUTE, type Behaviour } from "./widget.ts";
import { attachIsolated, reportWidgetFailure } from "./widget-failures.ts";

/**
 * Calls `then` once `element` comes within a screen's height of the viewport, so work for
 * something further down the page costs nothing while the page loads and is done before the
 * visitor reaches it. Returns what stops waiting.
 */
export function whenNear(element: Element, then: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { rootMargin: "100% 0px" },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A behaviour whose module is fetched only when its element comes near the viewport (whenNear);
 * the page script that attaches it runs after the first paint (ADR 38).
 * Once attached, the element says so in `data-ready="true"` (until the cleanup), for styles and
 * tests that wait for the behaviour. A module that does not load, or a behaviour that throws, is
 * reported (reportWidgetFailure) and leaves the element as the server drew it, without
 * `data-ready`.
 */
export function loadWhenNear(load: () => Promise<Behaviour>): Behaviour {
  return (root) => {
    let cleanup = () => {};
    let stopped = false;
    const name = root.getAttribute(MODULE_ATTRIBUTE) ?? "unnamed";
    const stopWaiting = whenNear(root, () => {
      load().then(
        (attach) => {
          if (stopped) return;
          let attached = true;
          const undo = attachIsolated(
            name,
            (element) => {
              try {
                return attach(element);
              } catch (error) {
                attached = false;
                throw error;
              }
            },
            root,
          );
          if (!attached) return;
          root.dataset.ready = "true";
          cleanup = () => {
            undo();
            delete root.dataset.ready;
          };
        },
        (error: unknown) => reportWidgetFailure(name, error),
      );
    });
    return () => {
      stopped = true;
      stopWaiting();
      cleanup();
    };
  };
}
