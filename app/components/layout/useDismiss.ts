import { useEffect, type RefObject } from "react";

/**
 * While `open`, closes on any click in the page (except on the toggle itself, which toggles) and on
 * Escape, which also returns focus to the toggle.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  toggleRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (toggleRef.current?.contains(event.target as Node)) return;
      close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      toggleRef.current?.focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, close, toggleRef]);
}
