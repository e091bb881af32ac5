import { listen, type Enhancer } from "./types.ts";

/**
 * A button that copies the page's address. Once copied it says so: `data-copied` switches its
 * label (Tailwind `group-data-[copied=true]` variants).
 */
export const enhanceCopyLink: Enhancer = (button) =>
  listen(button, "click", () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => {
        button.dataset.copied = "true";
      },
      (error: unknown) => console.error("Could not copy the tracking link", error),
    );
  });
