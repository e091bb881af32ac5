// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CarrierMarquee } from "../../components/sections/CarrierMarquee.tsx";
import { Hero } from "../../components/sections/Hero.tsx";
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

describe("the hero's pause toggle", () => {
  let hero: HTMLElement;
  beforeEach(() => {
    hero = renderWidget(createElement(Hero), pauseToggle);
  });

  it("holds the moving scene and a button named in the copy, shown only without reduced motion", () => {
    const heroButton = pauseToggle.one<HTMLButtonElement>(hero, "button");
    expect(heroButton.type).toBe("button");
    expect(heroButton.textContent).toBe("Pausar la animaciónReanudar la animación");
    expect(heroButton.className).toContain("motion-reduce:hidden");
    expect(hero.querySelector(".hero-van")).not.toBeNull();
  });

  it("pauses and resumes the scene", () => {
    const cleanup = pauseToggleBehaviour(hero);
    pauseToggle.one(hero, "button").click();
    expect(hero.dataset.paused).toBe("true");
    pauseToggle.one(hero, "button").click();
    expect(hero.dataset.paused).toBe("false");
    cleanup();
  });
});
