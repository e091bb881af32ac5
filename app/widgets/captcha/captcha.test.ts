// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mountCaptcha, type MountedCaptcha } from "./captcha.ts";

let box: HTMLInputElement;
let tokens: (string | null)[];
let mounted: MountedCaptcha;

/** ALTCHA's widget as it reports its state: a statechange event from <altcha-widget>. */
const report = (state: string, payload?: string) =>
  document
    .querySelector("altcha-widget")!
    .dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));

beforeEach(() => {
  // The widget's code is never loaded here: nothing comes near a jsdom viewport.
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  document.body.innerHTML = `<div><altcha-widget><label><input type="checkbox"> No soy un robot</label></altcha-widget></div>`;
  box = document.querySelector("input")!;
  tokens = [];
  mounted = mountCaptcha(document.querySelector("div")!, (token) => void tokens.push(token));
});

afterEach(() => {
  mounted.stop();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("the ALTCHA captcha", () => {
  it("passes on each answer, and its loss", () => {
    report("verified", "answer");
    report("unverified");
    expect(tokens).toEqual(["answer", null]);
  });

  it("lets a click start it while it is unverified", () => {
    box.click();
    expect(box.checked).toBe(true);
  });

  it("stays verified when its box (or the label) is clicked after it solved on focus", () => {
    const changes = vi.fn();
    box.addEventListener("change", changes);
    box.checked = true;
    report("verified", "answer");
    box.click();
    document.querySelector("label")!.click();
    expect(box.checked).toBe(true);
    expect(changes).not.toHaveBeenCalled();
    expect(tokens).toEqual(["answer"]);
  });
});
