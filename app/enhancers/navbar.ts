import {
  initialNavbarScrollState,
  nextNavbarScrollState,
} from "../components/layout/navbar-scroll.ts";
import { cleanupAll, listen, type Enhancer } from "./types.ts";

/**
 * The fixed header hides while the page scrolls down and comes back when it scrolls up; past the
 * threshold it gets a background. It stays shown while focus is inside it. State goes to
 * `data-hidden` and `data-scrolled`, which the header's classes read.
 */
export const enhanceNavbar: Enhancer = (header) => {
  let scroll = initialNavbarScrollState;
  let hasFocus = false;
  const render = () => {
    header.dataset.hidden = String(scroll.hidden && !hasFocus);
    header.dataset.scrolled = String(scroll.withBackground);
  };
  const onScroll = () => {
    scroll = nextNavbarScrollState(scroll, window.scrollY);
    render();
  };
  onScroll();
  return cleanupAll([
    listen(window, "scroll", onScroll, { passive: true }),
    listen(header, "focusin", () => {
      hasFocus = true;
      render();
    }),
    listen(header, "focusout", (event) => {
      if (header.contains(event.relatedTarget as Node | null)) return;
      hasFocus = false;
      render();
    }),
  ]);
};
