import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import { mobileMenu, mobileMenuButtonView } from "./mobile-menu.ts";

/**
 * The panel is a modal <dialog>: the browser keeps focus inside while it is open, closes it on
 * Escape and returns focus to the menu button. Any click in it (a link, the close button, the
 * backdrop) closes it too. Where the browser's invoker commands have opened it already (the
 * button's `commandfor`), showModal is not called again.
 */
export const mobileMenuBehaviour: Behaviour = (root) => {
  const { button, dialog } = mobileMenu.parts<{
    button: HTMLButtonElement;
    dialog: HTMLDialogElement;
  }>(root);
  return cleanupAll([
    listen(button, "click", () => {
      if (!dialog.open) dialog.showModal();
      applyAttributes(button, mobileMenuButtonView(true));
    }),
    listen(dialog, "click", () => dialog.close()),
    listen(dialog, "close", () => applyAttributes(button, mobileMenuButtonView(false))),
  ]);
};
