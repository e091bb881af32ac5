import { applyAttributes, listen, type Behaviour } from "../widget.ts";
import { copyLinkView } from "./copy-link.ts";

/** Copies the page's address on a press and says so. */
export const copyLinkBehaviour: Behaviour = (button) =>
  listen(button, "click", () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => applyAttributes(button, copyLinkView(true)),
      (error: unknown) => console.error("Could not copy the tracking link", error),
    );
  });
