/**
 * Lays out, in the page, every part the browser renders only near the viewport
 * (`content-visibility: auto`, ADR 37), as it is once a visitor has scrolled to it. Its animations
 * then run, and checks that read colours or sizes see it drawn. Run with page.evaluate; styled
 * through the CSSOM, which the pages' CSP allows.
 */
export function layOutDeferredSections(): void {
  for (const element of document.querySelectorAll<HTMLElement>("body *")) {
    if (getComputedStyle(element).contentVisibility === "auto") {
      element.style.contentVisibility = "visible";
    }
  }
}
