import { useEffect } from "react";
import { tagManager } from "virtual:site-config";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Google Tag Manager when GTM_ID is set: loaded from the client bundle once the page is interactive
 * (no inline snippet, so the CSP needs no exception, and it stays out of the first paint).
 */
export function useTagManager() {
  useEffect(() => {
    if (!tagManager.id) return;
    const src = `${tagManager.scriptUrl}?id=${encodeURIComponent(tagManager.id)}`;
    if (document.querySelector(`script[src="${src}"]`)) return;
    window.dataLayer ??= [];
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    document.head.append(script);
  }, []);
}
