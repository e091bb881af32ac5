import { cleanupAll, listen, required, type Enhancer } from "./types.ts";

/**
 * The side panel of small screens, a modal <dialog>: the browser keeps focus inside while it is
 * open, closes it on Escape and returns focus to the menu button. Any click in it (a link, the
 * close button, the backdrop) closes it too.
 */
export const enhanceMobileMenu: Enhancer = (root) => {
  const button = required<HTMLButtonElement>(root, "button[aria-haspopup]");
  const dialog = required<HTMLDialogElement>(root, "dialog");
  return cleanupAll([
    listen(button, "click", () => {
      dialog.showModal();
      button.setAttribute("aria-expanded", "true");
    }),
    listen(dialog, "click", () => dialog.close()),
    listen(dialog, "close", () => button.setAttribute("aria-expanded", "false")),
  ]);
};
