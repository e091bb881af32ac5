import { defineWidget, type Attributes } from "../widget.ts";

/** The fixed site header: it hides while the page scrolls down and gets a background past 100 px. */
export const navbar = defineWidget("navbar", []);

/** The navbar gets its background once the page has scrolled past this many pixels. */
export const NAVBAR_BACKGROUND_THRESHOLD_PX = 100;
/** A change of scroll direction counts only after more than this many pixels of movement. */
export const SCROLL_DIRECTION_THRESHOLD_PX = 10;

export interface NavbarScrollState {
  hidden: boolean;
  withBackground: boolean;
  /** Scroll position at the last direction decision; movement is measured from here. */
  anchorY: number;
}

export const initialNavbarScrollState: NavbarScrollState = {
  hidden: false,
  withBackground: false,
  anchorY: 0,
};

export function nextNavbarScrollState(
  state: NavbarScrollState,
  scrollY: number,
): NavbarScrollState {
  const y = Math.max(0, scrollY);
  const withBackground = y > NAVBAR_BACKGROUND_THRESHOLD_PX;
  const movement = y - state.anchorY;
  if (Math.abs(movement) <= SCROLL_DIRECTION_THRESHOLD_PX) {
    return withBackground === state.withBackground ? state : { ...state, withBackground };
  }
  return { hidden: movement > 0, withBackground, anchorY: y };
}

/** The header's attributes for a scroll state; its classes read `data-hidden` and `data-scrolled`. */
export function navbarView(scroll: NavbarScrollState, focusInside: boolean): Attributes {
  return {
    "data-hidden": String(scroll.hidden && !focusInside),
    "data-scrolled": String(scroll.withBackground),
  };
}
