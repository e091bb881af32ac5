import { tagManager } from "virtual:site-config";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google Tag Manager when GTM_ID is set: loaded by the page's own script once it runs (no inline
 * snippet, so the CSP needs no exception, and it stays out of the first paint). Loads it once.
 */
export function loadTagManager() {
  if (!tagManager.id) return;
  const src = `${tagManager.scriptUrl}?id=${encodeURIComponent(tagManager.id)}`;
  if (document.querySelector(`script[src="${src}"]`)) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}
