import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint.ts";

/** A PerformanceObserver that reports the paints a test hands it. */
class FakePaintObserver {
  static supportedEntryTypes = ["paint"];
  static current: FakePaintObserver | undefined;
  disconnected = false;
  readonly report: PerformanceObserverCallback;
  constructor(report: PerformanceObserverCallback) {
    this.report = report;
    FakePaintObserver.current = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  paint(name: string) {
    if (this.disconnected) return;
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    this.report(list as never, this as never);
  }
}

let painted: string[];

beforeEach(() => {
  painted = [];
  FakePaintObserver.current = undefined;
  vi.stubGlobal("PerformanceObserver", FakePaintObserver);
  vi.stubGlobal("performance", {
    getEntriesByName: (name: string) => painted.filter((entry) => entry === name),
  });
});

afterEach(() => vi.unstubAllGlobals());

describe("afterFirstPaint", () => {
  it("waits for the first contentful paint, not the first paint, and calls back once", () => {
    const callback = vi.fn();
    afterFirstPaint(callback);
    FakePaintObserver.current!.paint("first-paint");
    expect(callback).not.toHaveBeenCalled();
    FakePaintObserver.current!.paint("first-contentful-paint");
    FakePaintObserver.current!.paint("first-contentful-paint");
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("calls back at once when the page has painted already", () => {
    painted.push("first-contentful-paint");
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(FakePaintObserver.current).toBeUndefined();
  });

  it("calls back at once where the browser does not report paints", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const callback = vi.fn();
    afterFirstPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
