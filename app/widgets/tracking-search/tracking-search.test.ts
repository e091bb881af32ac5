// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TrackingSearch } from "./TrackingSearch.tsx";
import { renderWidget } from "../test-helpers.ts";
import { trackingSearchBehaviour } from "./tracking-search.behaviour.ts";
import { trackingSearch } from "./tracking-search.ts";

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
  root = renderWidget(createElement(TrackingSearch), trackingSearch);
  field = trackingSearch.one<HTMLInputElement>(root, "field");
  submit = trackingSearch.one<HTMLButtonElement>(root, "submit");
  // jsdom does not navigate; it reports the attempt on the console.
  vi.spyOn(console, "error").mockImplementation(() => {});
  cleanup = trackingSearchBehaviour(root);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("tracking search", () => {
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

  it("keeps a number the page filled in, searchable as it is only when the markup says so", () => {
    for (const searchAsIs of [false, true]) {
      cleanup();
      document.body.innerHTML = "";
      root = renderWidget(
        createElement(TrackingSearch, { number: "XYZ-00001", searchAsIs }),
        trackingSearch,
      );
      field = trackingSearch.one<HTMLInputElement>(root, "field");
      submit = trackingSearch.one<HTMLButtonElement>(root, "submit");
      cleanup = trackingSearchBehaviour(root);
      expect(field.value).toBe("XYZ-00001");
      expect(submit.disabled).toBe(!searchAsIs);
    }
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
