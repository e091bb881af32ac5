/**
 * Gives every stylesheet link the server deferred (`media="print"`, its real media in
 * `attribute`) its media back, so the whole stylesheet applies. Refers to nothing but browser
 * globals: the page script's loader runs it serialised (app/lib/page-script-loader.ts).
 */
export function applyDeferredStylesheets(attribute: string): void {
  document.querySelectorAll(`link[${attribute}]`).forEach((link) => {
    (link as HTMLLinkElement).media = link.getAttribute(attribute) || "all";
    link.removeAttribute(attribute);
  });
}
