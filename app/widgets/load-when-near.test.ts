// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWhenNear } from "./load-when-near.ts";

/** The observers created, so a test can report an element entering the margin. */
let observers: FakeIntersectionObserver[];

class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  readonly report: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(report: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.report = report;
    this.options = options;
    observers.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  show(target: Element, isIntersecting: boolean) {
    if (!this.targets.has(target)) return;
    this.report([{ target, isIntersecting } as never], this as never);
  }
}

const root = document.createElement("div");
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  observers = [];
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
});

afterEach(() => vi.unstubAllGlobals());

describe("loadWhenNear", () => {
  it("loads and attaches the behaviour only once the element is within a screen of the viewport", async () => {
    const undo = vi.fn();
    const enhance = vi.fn(() => undo);
    const load = vi.fn(async () => enhance);
    const cleanup = loadWhenNear(load)(root);
    expect(observers[0]!.options?.rootMargin).toBe("100% 0px");

    observers[0]!.show(root, false);
    await flush();
    expect(load).not.toHaveBeenCalled();
    expect(root.dataset.ready).toBeUndefined();

    observers[0]!.show(root, true);
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(enhance).toHaveBeenCalledWith(root);
    expect(observers[0]!.targets.size).toBe(0);
    expect(root.dataset.ready).toBe("true");

    cleanup();
    expect(undo).toHaveBeenCalledTimes(1);
    expect(root.dataset.ready).toBeUndefined();
  });

  it("does not attach a behaviour whose module arrives after the cleanup", async () => {
    const enhance = vi.fn(() => () => {});
    const cleanup = loadWhenNear(async () => enhance)(root);
    observers[0]!.show(root, true);
    cleanup();
    await flush();
    expect(enhance).not.toHaveBeenCalled();
  });

  it("never loads when cleaned up before the element comes near", async () => {
    const load = vi.fn(async () => () => () => {});
    loadWhenNear(load)(root)();
    observers[0]!.show(root, true);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it("leaves the element as drawn and reports it once when its module does not load", async () => {
    const failing = document.createElement("div");
    failing.setAttribute("data-module", "rates-calculator");
    vi.stubGlobal("navigator", { sendBeacon: vi.fn(() => true) });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    loadWhenNear(() => Promise.reject(new Error("Failed to fetch dynamically imported module")))(
      failing,
    );
    observers[0]!.show(failing, true);
    await flush();
    expect(failing.dataset.ready).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain('"rates-calculator"');
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("leaves the element as drawn when its behaviour throws", async () => {
    const failing = document.createElement("div");
    failing.setAttribute("data-module", "service-carousel");
    vi.stubGlobal("navigator", { sendBeacon: vi.fn(() => true) });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    loadWhenNear(async () => () => {
      throw new Error('service-carousel: missing part "viewport"');
    })(failing);
    observers[0]!.show(failing, true);
    await flush();
    expect(failing.dataset.ready).toBeUndefined();
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });
});
