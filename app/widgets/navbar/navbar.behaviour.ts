import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import { initialNavbarScrollState, navbarView, nextNavbarScrollState } from "./navbar.ts";

/**
 * The header hides while the page scrolls down and comes back when it scrolls up; past the
 * threshold it gets a background. It stays shown while focus is inside it.
 */
export const navbarBehaviour: Behaviour = (header) => {
  let scroll = initialNavbarScrollState;
  let focusInside = false;
  const render = () => applyAttributes(header, navbarView(scroll, focusInside));
  const onScroll = () => {
    scroll = nextNavbarScrollState(scroll, window.scrollY);
    render();
  };
  // The position it is attached at (a reload mid-page); the page script runs after the first
  // paint (ADR 38), so reading it lays out nothing the paint has not.
  onScroll();
  return cleanupAll([
    listen(window, "scroll", onScroll, { passive: true }),
    listen(header, "focusin", () => {
      focusInside = true;
      render();
    }),
    listen(header, "focusout", (event) => {
      if (header.contains(event.relatedTarget as Node | null)) return;
      focusInside = false;
      render();
    }),
  ]);
};
