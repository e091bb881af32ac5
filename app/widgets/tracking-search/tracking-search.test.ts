// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readLocaleNamespace } from "../../../tooling/locale-files.ts";
import type tracking from "../../../domain/locales/es-MX/tracking.json";
import { market } from "../../i18n/i18n.ts";
import { TrackingSearch } from "./TrackingSearch.tsx";
import { renderWidget } from "../test-helpers.ts";
import { trackingSearchBehaviour } from "./tracking-search.behaviour.ts";
import { numberToSearch, trackingSearch } from "./tracking-search.ts";

const copy = readLocaleNamespace(market.locale, "tracking") as typeof tracking;

let root: HTMLElement;
let field: HTMLInputElement;
let submit: HTMLButtonElement;
let error: HTMLElement;
let cleanup: () => void;

const type = (value: string) => {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};
const search = () => root.querySelector("form")!.requestSubmit();

function mount(props: Parameters<typeof TrackingSearch>[0] = {}) {
  root = renderWidget(createElement(TrackingSearch, props), trackingSearch);
  field = trackingSearch.one<HTMLInputElement>(root, "field");
  submit = trackingSearch.one<HTMLButtonElement>(root, "submit");
  error = trackingSearch.one(root, "error");
  cleanup = trackingSearchBehaviour(root);
}

beforeEach(() => {
  // jsdom does not navigate; it reports the attempt on the console (the end-to-end tests follow
  // it: numberToSearch below is the number it opens).
  vi.spyOn(console, "error").mockImplementation(() => {});
  mount();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
  window.location.hash = "";
});

describe("tracking search", () => {
  it("works as a plain form in the server's HTML, with no browser validation bubble", () => {
    cleanup();
    const form = root.querySelector("form")!;
    expect(form.getAttribute("action")).toBe("/tracking/buscar");
    expect(form.noValidate).toBe(true);
    expect(field.hasAttribute("pattern")).toBe(false);
    expect(field.getAttribute("minlength")).toBe("5");
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
      mount({ number: "XYZ-00001", searchAsIs });
      expect(field.value).toBe("XYZ-00001");
      expect(submit.disabled).toBe(!searchAsIs);
    }
  });

  it("opens a pasted number with spaces around it and in small letters", () => {
    type(" and-demo-1001 ");
    search();
    expect(error.textContent).toBe("");
    expect(root.dataset.searching).toBe("true");
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("says in the page what is wrong with a number, on the field, and opens nothing", () => {
    const focus = vi.spyOn(field, "focus");
    type("AB1");
    search();
    expect(root.dataset.searching).toBeUndefined();
    expect(error.textContent).toBe(copy.error.invalidDescription);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(focus).toHaveBeenCalled();

    type("   ");
    expect(error.textContent).toBe("");
    expect(field.getAttribute("aria-invalid")).toBeNull();
    search();
    expect(error.textContent).toBe(copy.main.required);
  });

  it("keeps the error the server drew, until the field is edited", () => {
    cleanup();
    mount({ error: copy.main.required });
    expect(error.textContent).toBe(copy.main.required);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    type("A");
    expect(error.textContent).toBe("");
  });

  it("the error screen's retry shows the search with its number, Search enabled, focus in it", () => {
    cleanup();
    mount({ number: "XYZ-00001", searchAsIs: true, errorScreen: "No results" });
    const focus = vi.spyOn(field, "focus");
    trackingSearch.one(root, "retry").click();
    expect(window.location.hash).toBe(`#${root.id}`);
    expect(focus).toHaveBeenCalled();
    expect(field.value).toBe("XYZ-00001");
    expect(submit.disabled).toBe(false);
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

describe("numberToSearch", () => {
  it("cleans a number as the server does, and names what is wrong with one it refuses", () => {
    expect(numberToSearch(" and-demo-1001 ")).toEqual({ number: "and-demo-1001" });
    expect(numberToSearch("\u00a0and demo–1001 ")).toEqual({ number: "and-demo-1001" });
    expect(numberToSearch(" and demo 1006 ")).toEqual({ number: "and-demo-1006" });
    expect(numberToSearch("  ")).toEqual({ error: "required" });
    expect(numberToSearch("AB-1")).toEqual({ error: "invalid" });
    expect(numberToSearch("AND_1001")).toEqual({ error: "invalid" });
  });
});
