import { chat, marketId } from "virtual:site-config";
import { MARKETS } from "../../domain/site.ts";
import type { Enhancer } from "./types.ts";

type IntercomCommand = (command: string, settings?: Record<string, unknown>) => void;

declare global {
  interface Window {
    Intercom?: IntercomCommand & { q?: unknown[][] };
  }
}

/** Queues calls until the script arrives, as Intercom's own loader does. */
function intercomQueue(): IntercomCommand {
  if (window.Intercom) return window.Intercom;
  const queue: unknown[][] = [];
  const stub = Object.assign((...args: unknown[]) => void queue.push(args), { q: queue });
  window.Intercom = stub;
  return stub;
}

function loadWidgetScript(src: string) {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.append(script);
}

/**
 * The chat widget of the tracking pages (Intercom-compatible), attached to their frame: it boots
 * when the frame appears and shuts down when it goes, so it stays up from the search to a result
 * inside the app. Without INTERCOM_APP_ID nothing is loaded.
 */
export const enhanceChatWidget: Enhancer = () => {
  if (!chat.appId) return () => {};
  const market = MARKETS[marketId];
  const intercom = intercomQueue();
  loadWidgetScript(`${chat.widgetUrl}/${encodeURIComponent(chat.appId)}`);
  intercom("boot", {
    app_id: chat.appId,
    ...(chat.apiBase ? { api_base: chat.apiBase } : {}),
    country: market.countryCode,
    hostname: window.location.hostname,
    language_override: market.locale.startsWith("es") ? "es" : "en",
  });
  return () => window.Intercom?.("shutdown");
};
