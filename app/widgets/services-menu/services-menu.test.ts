// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ServicesMenu } from "./ServicesMenu.tsx";
import { renderWidget } from "../test-helpers.ts";
import { servicesMenu } from "./services-menu.ts";
import { servicesMenuBehaviour } from "./services-menu.behaviour.ts";

let root: HTMLElement;
let toggle: HTMLButtonElement;
let panel: HTMLElement;
let outside: HTMLButtonElement;
let cleanup: () => void;

const isOpen = () => {
  const expanded = toggle.getAttribute("aria-expanded");
  expect(expanded === "true").toBe(!panel.hidden);
  return expanded === "true";
};
const pressEscape = (target: EventTarget) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));

beforeEach(() => {
  root = renderWidget(
    createElement(ServicesMenu),
    servicesMenu,
    "",
    `<button type="button" id="outside">Elsewhere</button>`,
  );
  toggle = servicesMenu.one<HTMLButtonElement>(root, "toggle");
  panel = servicesMenu.one(root, "panel");
  outside = document.querySelector<HTMLButtonElement>("#outside")!;
  cleanup = servicesMenuBehaviour(root);
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

describe("services menu", () => {
  it("starts closed, as the server renders it", () => {
    expect(root.contains(panel)).toBe(true);
    expect(isOpen()).toBe(false);
  });

  it("opens on the toggle and closes on it again", () => {
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hidden).toBe(false);
    toggle.click();
    expect(isOpen()).toBe(false);
  });

  it("opens from a click on the toggle's icon too", () => {
    toggle.querySelector("svg")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(isOpen()).toBe(true);
  });

  it("closes on a click elsewhere in the document", () => {
    toggle.click();
    document.body.click();
    expect(isOpen()).toBe(false);

    toggle.click();
    outside.click();
    expect(isOpen()).toBe(false);
  });

  it("closes on Escape and returns focus to the toggle", () => {
    toggle.click();
    const link = panel.querySelector<HTMLAnchorElement>("a")!;
    link.focus();
    expect(isOpen()).toBe(true);
    pressEscape(link);
    expect(isOpen()).toBe(false);
    expect(document.activeElement).toBe(toggle);
  });

  it("ignores Escape while closed and other keys while open", () => {
    outside.focus();
    pressEscape(document);
    expect(document.activeElement).toBe(outside);

    toggle.click();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(isOpen()).toBe(true);
  });

  it("stays open while focus moves inside it and closes when focus leaves", () => {
    toggle.focus();
    toggle.click();
    panel.querySelector<HTMLAnchorElement>("a")!.focus();
    expect(isOpen()).toBe(true);
    outside.focus();
    expect(isOpen()).toBe(false);
  });

  it("stops listening to the document on cleanup", () => {
    toggle.click();
    cleanup();
    cleanup = () => {};
    document.body.click();
    pressEscape(document);
    expect(isOpen()).toBe(true);
  });
});
