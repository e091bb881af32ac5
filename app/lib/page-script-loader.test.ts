import { afterEach, describe, expect, it, vi } from "vitest";
import { pageScriptLoader } from "./page-script-loader.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Runs the loader's source as the browser would, with `importModule` standing in for `import`. */
function runLoader(importModule: (url: string) => Promise<unknown>) {
  const source = pageScriptLoader("/assets/page-script-abc.js");
  new Function("importModule", source.replaceAll("import(", "importModule("))(importModule);
}

const succeeding = (imported: string[]) => (url: string) => {
  imported.push(url);
  return Promise.resolve();
};

describe("pageScriptLoader", () => {
  it("imports the page script only once the first contentful paint is reported", () => {
    vi.stubGlobal("document", { querySelectorAll: () => [] });
    let report: PerformanceObserverCallback | undefined;
    vi.stubGlobal(
      "PerformanceObserver",
      class {
        static supportedEntryTypes = ["paint"];
        constructor(callback: PerformanceObserverCallback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.stubGlobal("performance", { getEntriesByName: () => [] });
    const imported: string[] = [];
    runLoader(succeeding(imported));
    expect(imported).toEqual([]);
    const paint = {
      getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []),
    };
    report!(paint as never, {} as never);
    expect(imported).toEqual(["/assets/page-script-abc.js"]);
  });

  it("enables the deferred stylesheets once the first paint is shown, before the import", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const attributes = new Set(["data-deferred-stylesheet"]);
    const link = {
      disabled: true,
      removeAttribute: (name: string) => attributes.delete(name),
    };
    const selectors: string[] = [];
    vi.stubGlobal("document", {
      querySelectorAll: (selector: string) => {
        selectors.push(selector);
        return [link];
      },
    });
    const disabledAtImport: boolean[] = [];
    runLoader(() => {
      disabledAtImport.push(link.disabled);
      return Promise.resolve();
    });
    expect(selectors).toEqual(["link[data-deferred-stylesheet]"]);
    expect(link.disabled).toBe(false);
    expect(attributes.has("data-deferred-stylesheet")).toBe(false);
    expect(disabledAtImport).toEqual([false]);
  });

  it("imports at once where the browser does not report paints", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    vi.stubGlobal("document", { querySelectorAll: () => [] });
    const imported: string[] = [];
    runLoader(succeeding(imported));
    expect(imported).toEqual(["/assets/page-script-abc.js"]);
  });

  it("tries a failed import once more a second later, and reports a second failure", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    vi.stubGlobal("document", { querySelectorAll: () => [] });
    const reported: unknown[] = [];
    vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
    const failure = new TypeError("Failed to fetch dynamically imported module");
    const importModule = vi.fn(() => Promise.reject(failure));
    runLoader(importModule);
    await vi.advanceTimersByTimeAsync(999);
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(reported).toEqual([failure]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("quotes the URL as a string literal and has nothing that would end the script element", () => {
    const source = pageScriptLoader('/assets/a"b.js');
    expect(source).toContain(JSON.stringify('/assets/a"b.js'));
    expect(source).not.toMatch(/<\/script/i);
  });
});
