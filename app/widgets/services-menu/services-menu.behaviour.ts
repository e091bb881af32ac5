import { applyAttributes, cleanupAll, listen, type Behaviour } from "../widget.ts";
import { servicesMenu, servicesMenuView } from "./services-menu.ts";

/**
 * The toggle opens and closes the panel; while it is open any click elsewhere closes it, Escape
 * closes it and returns focus to the toggle, and so does focus leaving the menu.
 */
export const servicesMenuBehaviour: Behaviour = (root) => {
  const { toggle, panel } = servicesMenu.parts<{ toggle: HTMLButtonElement }>(root);
  let open = false;
  let removeDismissal: (() => void) | undefined;

  const setOpen = (next: boolean) => {
    open = next;
    const view = servicesMenuView(open);
    applyAttributes(toggle, view.toggle);
    applyAttributes(panel, view.panel);
    removeDismissal?.();
    removeDismissal = open
      ? cleanupAll([
          listen(document, "click", (event) => {
            if (!toggle.contains(event.target as Node)) setOpen(false);
          }),
          listen(document, "keydown", (event) => {
            if (event.key !== "Escape") return;
            setOpen(false);
            toggle.focus();
          }),
        ])
      : undefined;
  };

  return cleanupAll([
    listen(toggle, "click", () => setOpen(!open)),
    listen(root, "focusout", (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    }),
    () => removeDismissal?.(),
  ]);
};
