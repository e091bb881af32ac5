import { cleanupAll, listen, required, type Enhancer } from "./types.ts";

/**
 * The Services disclosure of the top navigation. The toggle opens and closes the panel; while it
 * is open any click elsewhere closes it, Escape closes it and returns focus to the toggle, and so
 * does focus leaving the menu.
 */
export const enhanceServicesMenu: Enhancer = (root) => {
  const toggle = required<HTMLButtonElement>(root, "button[aria-controls]");
  const panel = required<HTMLElement>(
    root,
    `#${CSS.escape(toggle.getAttribute("aria-controls")!)}`,
  );
  let removeDismissal: (() => void) | undefined;

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    panel.hidden = !open;
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
    listen(toggle, "click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true")),
    listen(root, "focusout", (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) setOpen(false);
    }),
    () => removeDismissal?.(),
  ]);
};
