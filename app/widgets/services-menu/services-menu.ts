import { defineWidget, type Attributes } from "../widget.ts";

/** The Services entry of the top navigation: a toggle and the panel it discloses. */
export const servicesMenu = defineWidget("services-menu", ["toggle", "panel"]);

export const servicesMenuView = (open: boolean): Record<"toggle" | "panel", Attributes> => ({
  toggle: { "aria-expanded": String(open) },
  panel: { hidden: !open },
});
