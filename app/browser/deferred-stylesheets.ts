/**
 * Enables every stylesheet link the server deferred (`disabled`, marked with `attribute`), so the
 * whole stylesheet loads and applies. Refers to nothing but browser globals: the page script's
 * loader runs it serialised (app/lib/page-script-loader.ts).
 */
export function applyDeferredStylesheets(attribute: string): void {
  document.querySelectorAll(`link[${attribute}]`).forEach((link) => {
    (link as HTMLLinkElement).disabled = false;
    link.removeAttribute(attribute);
  });
}
