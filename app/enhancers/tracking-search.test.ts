// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TrackingSearch } from "../components/tracking/TrackingSearch.tsx";
import "../i18n/i18n.ts";
import { enhanceTrackingSearch } from "./tracking-search.ts";

let root: HTMLElement;
let field: HTMLInputElement;
let submit: HTMLButtonElement;
let cleanup: () => void;

const type = (value: string) => {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};
const search = () => root.querySelector("form")!.requestSubmit();

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(createElement(TrackingSearch));
  root = document.querySelector<HTMLElement>('[data-enhance="tracking-search"]')!;
  field = root.querySelector("input")!;
  submit = root.querySelector('button[type="submit"]')!;
  // jsdom does not navigate; it reports the attempt on the console.
  vi.spyOn(console, "error").mockImplementation(() => {});
  cleanup = enhanceTrackingSearch(root);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("tracking search enhancer", () => {
  it("works as a plain form in the server's HTML", () => {
    cleanup();
    expect(root.querySelector("form")!.getAttribute("action")).toBe("/tracking/buscar");
    expect(submit.disabled).toBe(false);
  });

  it("keeps Search disabled until the field has been edited", () => {
    expect(submit.disabled).toBe(true);
    type("A");
    expect(submit.disabled).toBe(false);
  });

  it("shows the spinner for a number of at least five characters, and only then", () => {
    type("AB1");
    search();
    expect(root.dataset.searching).toBeUndefined();
    type("AND-DEMO-1004");
    search();
    expect(root.dataset.searching).toBe("true");
  });

  it("shows the form again when the page comes back from the back-forward cache", () => {
    type("AND-DEMO-1004");
    search();
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: false }));
    expect(root.dataset.searching).toBe("true");
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(root.dataset.searching).toBeUndefined();
  });
});
