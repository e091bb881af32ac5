import { chat, marketId } from "virtual:site-config";
import { MARKETS } from "../../../domain/site.ts";
import type { Behaviour } from "../widget.ts";

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
 * Boots the chat when its root (the tracking frame, the contact section) appears and shuts it down
 * when the behaviour is detached.
 * Without INTERCOM_APP_ID nothing is loaded.
 */
export const chatWidgetBehaviour: Behaviour = () => {
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
