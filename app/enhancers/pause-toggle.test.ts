// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CarrierMarquee } from "../components/sections/CarrierMarquee.tsx";
import "../i18n/i18n.ts";
import { enhancePauseToggle } from "./pause-toggle.ts";

let root: HTMLElement;
let button: HTMLButtonElement;

beforeEach(() => {
  document.body.innerHTML = renderToStaticMarkup(createElement(CarrierMarquee));
  root = document.querySelector<HTMLElement>('[data-enhance="pause-toggle"]')!;
  button = root.querySelector<HTMLButtonElement>("button[data-pause-toggle]")!;
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("pause toggle enhancer", () => {
  it("starts playing and flips data-paused on each click", () => {
    const cleanup = enhancePauseToggle(root);
    expect(root.dataset.paused).toBe("false");
    button.click();
    expect(root.dataset.paused).toBe("true");
    button.click();
    expect(root.dataset.paused).toBe("false");
    cleanup();
  });

  it("stops listening on cleanup", () => {
    enhancePauseToggle(root)();
    button.click();
    expect(root.dataset.paused).toBe("false");
  });
});
