import { defineWidget, type Attributes } from "../widget.ts";

/** A button that copies the page's address (a tracking result's, to share it). */
export const copyLink = defineWidget("copy-link", []);

/** Once copied, the button's label switches (`group-data-[copied=true]` variants). */
export const copyLinkView = (copied: boolean): Attributes => ({
  "data-copied": copied ? "true" : undefined,
});
