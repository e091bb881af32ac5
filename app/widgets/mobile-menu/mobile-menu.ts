import { defineWidget, type Attributes } from "../widget.ts";

/** The side panel of small screens: a menu button and the modal dialog it opens. */
export const mobileMenu = defineWidget("mobile-menu", ["button", "dialog"]);

export const mobileMenuButtonView = (open: boolean): Attributes => ({
  "aria-expanded": String(open),
});
