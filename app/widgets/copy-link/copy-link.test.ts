// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyLinkBehaviour } from "./copy-link.behaviour.ts";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

afterEach(() => vi.restoreAllMocks());

describe("copy link", () => {
  it("copies the page's address and marks the button as copied", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const button = document.createElement("button");
    const cleanup = copyLinkBehaviour(button);
    expect(button.dataset.copied).toBeUndefined();
    button.click();
    await flush();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(button.dataset.copied).toBe("true");
    cleanup();
  });

  it("logs a refused copy and leaves the button as it was", async () => {
    stubClipboard(async () => Promise.reject(new Error("denied")));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const button = document.createElement("button");
    copyLinkBehaviour(button);
    button.click();
    await flush();
    expect(button.dataset.copied).toBeUndefined();
    expect(logged).toHaveBeenCalledWith("Could not copy the tracking link", expect.any(Error));
  });

  it("stops listening once cleaned up", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const button = document.createElement("button");
    copyLinkBehaviour(button)();
    button.click();
    await flush();
    expect(writeText).not.toHaveBeenCalled();
  });
});
