// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Behaviour } from "../widget.ts";

/** The behaviour as built with the given chat settings (INTERCOM_* at build time). */
async function chatWidgetWith(chat: { appId: string; apiBase: string; widgetUrl: string }) {
  vi.resetModules();
  vi.doMock("virtual:site-config", async (importOriginal) => ({
    ...(await importOriginal<object>()),
    chat,
    marketId: "mx",
  }));
  return (await import("./chat-widget.behaviour.ts")).chatWidgetBehaviour as Behaviour;
}

afterEach(() => {
  vi.doUnmock("virtual:site-config");
  delete window.Intercom;
  document.head.innerHTML = "";
});

describe("chat widget", () => {
  it("loads the widget, boots it with the market's settings, and shuts it down when detached", async () => {
    const enhance = await chatWidgetWith({
      appId: "app 1",
      apiBase: "https://api.chat.example",
      widgetUrl: "https://widget.chat.example/widget",
    });
    const cleanup = enhance(document.createElement("section"));
    const script = document.head.querySelector("script");
    expect(script?.src).toBe("https://widget.chat.example/widget/app%201");
    expect(script?.async).toBe(true);
    expect(window.Intercom?.q).toEqual([
      [
        "boot",
        {
          app_id: "app 1",
          api_base: "https://api.chat.example",
          country: "mx",
          hostname: window.location.hostname,
          language_override: "es",
        },
      ],
    ]);
    cleanup();
    expect(window.Intercom?.q?.at(-1)).toEqual(["shutdown"]);
  });

  it("loads nothing when no chat is configured", async () => {
    const enhance = await chatWidgetWith({ appId: "", apiBase: "", widgetUrl: "https://x.test" });
    enhance(document.createElement("section"))();
    expect(document.head.querySelector("script")).toBeNull();
    expect(window.Intercom).toBeUndefined();
  });
});
