// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CarrierMarquee } from "../../components/sections/CarrierMarquee.tsx";
import { renderWidget } from "../test-helpers.ts";
import { pauseToggleBehaviour } from "./pause-toggle.behaviour.ts";
import { pauseToggle } from "./pause-toggle.ts";

let root: HTMLElement;
let button: HTMLButtonElement;

beforeEach(() => {
  root = renderWidget(createElement(CarrierMarquee), pauseToggle);
  button = pauseToggle.one<HTMLButtonElement>(root, "button");
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("pause toggle", () => {
  it("is drawn playing, with its button labelled", () => {
    expect(root.dataset.paused).toBe("false");
    expect(button.textContent).not.toBe("");
  });

  it("flips data-paused on each click", () => {
    const cleanup = pauseToggleBehaviour(root);
    button.click();
    expect(root.dataset.paused).toBe("true");
    button.click();
    expect(root.dataset.paused).toBe("false");
    cleanup();
  });

  it("stops listening on cleanup", () => {
    pauseToggleBehaviour(root)();
    button.click();
    expect(root.dataset.paused).toBe("false");
  });
});
