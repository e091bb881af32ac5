// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WIDGET_FAILURES_PATH } from "../../domain/widget-failures.ts";

let sendBeacon: ReturnType<typeof vi.fn>;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.resetModules();
  sendBeacon = vi.fn(() => true);
  vi.stubGlobal("navigator", { sendBeacon });
  logged = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  logged.mockRestore();
});

/** A fresh module each time: it remembers what it already reported. */
const load = () => import("./widget-failures.ts");

describe("attachIsolated", () => {
  it("attaches a behaviour and hands back its cleanup", async () => {
    const { attachIsolated } = await load();
    const undo = vi.fn();
    const root = document.createElement("div");
    attachIsolated("navbar", () => undo, root)();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(logged).not.toHaveBeenCalled();
  });

  it("keeps a behaviour's failure its own: reported, not thrown", async () => {
    const { attachIsolated } = await load();
    const root = document.createElement("div");
    const cleanup = attachIsolated(
      "copy-link",
      () => {
        throw new Error('copy-link: missing part "button"');
      },
      root,
    );
    expect(cleanup).toBeTypeOf("function");
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain('"copy-link"');
  });
});

describe("reportWidgetFailure", () => {
  it("reports each widget once per page view, to the console and the server", async () => {
    const { reportWidgetFailure } = await load();
    reportWidgetFailure("copy-link", new Error("one"));
    reportWidgetFailure("copy-link", new Error("two"));
    reportWidgetFailure("navbar", "not an Error");
    expect(logged).toHaveBeenCalledTimes(2);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const [path, blob] = sendBeacon.mock.calls[0]! as [string, Blob];
    expect(path).toBe(WIDGET_FAILURES_PATH);
    expect(blob.type).toBe("application/json");
    expect(JSON.parse(await blob.text())).toEqual({
      widget: "copy-link",
      page: location.pathname,
      message: "one",
    });
  });
});
