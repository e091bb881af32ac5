// @vitest-environment jsdom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CarrierMarquee } from "../../components/sections/CarrierMarquee.tsx";
import { HeroScene } from "../../components/sections/HeroScene.tsx";
import { i18n } from "../../i18n/i18n.ts";
import { renderWidget } from "../test-helpers.ts";
import { pauseToggleBehaviour } from "./pause-toggle.behaviour.ts";
import { pauseToggle, videosPlay } from "./pause-toggle.ts";

let root: HTMLElement;
let button: HTMLButtonElement;

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("pause toggle", () => {
  beforeEach(() => {
    root = renderWidget(createElement(CarrierMarquee), pauseToggle);
    button = pauseToggle.one<HTMLButtonElement>(root, "button");
  });

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

describe("the hero's animation", () => {
  beforeEach(() => {
    root = renderWidget(createElement(HeroScene), pauseToggle);
    button = pauseToggle.one<HTMLButtonElement>(root, "button");
  });

  it("is the named still picture with its moving parts marked, and a button named in the copy", () => {
    expect(root.querySelector("svg")?.getAttribute("aria-label")).toBe(
      i18n.t("hero.illustrationLabel", { ns: "home" }),
    );
    expect(root.querySelector(".hero-van")).not.toBeNull();
    expect(root.querySelector("video")).toBeNull();
    expect(button.type).toBe("button");
    expect(button.textContent).toBe("Pausar la animaciónReanudar la animación");
    // Under reduced motion nothing moves, so there is nothing to pause.
    expect(button.className).toContain("motion-reduce:hidden");
  });

  it("pauses and resumes", () => {
    const cleanup = pauseToggleBehaviour(root);
    button.click();
    expect(root.dataset.paused).toBe("true");
    button.click();
    expect(root.dataset.paused).toBe("false");
    cleanup();
  });
});

describe("videosPlay", () => {
  it("is true only when not paused and without reduced motion", () => {
    expect(videosPlay(false, false)).toBe(true);
    expect(videosPlay(true, false)).toBe(false);
    expect(videosPlay(false, true)).toBe(false);
    expect(videosPlay(true, true)).toBe(false);
  });
});

describe("a hero video", () => {
  let video: HTMLVideoElement;
  let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let pause: ReturnType<typeof vi.fn<() => void>>;
  let reducedMotion: EventTarget & { matches: boolean };

  /** jsdom plays no media and has no matchMedia: these record what the behaviour asks. */
  beforeEach(() => {
    i18n.addResource("es-MX", "home", "hero.video", "hero.mp4");
    root = renderWidget(createElement(HeroScene), pauseToggle);
    i18n.addResource("es-MX", "home", "hero.video", "");
    button = pauseToggle.one<HTMLButtonElement>(root, "button");
    video = pauseToggle.one<HTMLVideoElement>(root, "video");
    play = vi.fn(() => Promise.resolve());
    pause = vi.fn();
    video.play = play;
    video.pause = pause;
    reducedMotion = Object.assign(new EventTarget(), { matches: false });
    vi.stubGlobal("matchMedia", () => reducedMotion);
  });

  it("plays over the still, muted and looped, only when the behaviour starts it", () => {
    expect(video.getAttribute("src")).toBe("/media/hero.mp4");
    expect(video.getAttribute("poster")).toBe("/illustrations/hero.svg");
    for (const attribute of ["muted", "loop", "playsinline"]) {
      expect(video.hasAttribute(attribute), attribute).toBe(true);
    }
    expect(video.hasAttribute("autoplay")).toBe(false);
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.getAttribute("aria-label")).toBe(i18n.t("hero.illustrationLabel", { ns: "home" }));
    const still = root.querySelector("svg")!;
    expect(still.getAttribute("aria-hidden")).toBe("true");
    expect(root.querySelector(".hero-van")).toBeNull();
    expect(button.textContent).toBe("Pausar el videoReproducir el video");
  });

  it("starts playing, and the button pauses and resumes it", () => {
    const cleanup = pauseToggleBehaviour(root);
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.muted).toBe(true);
    button.click();
    expect(root.dataset.paused).toBe("true");
    expect(pause).toHaveBeenCalledTimes(1);
    button.click();
    expect(root.dataset.paused).toBe("false");
    expect(play).toHaveBeenCalledTimes(2);
    cleanup();
  });

  it("never plays under reduced motion, and plays once that preference goes", () => {
    reducedMotion.matches = true;
    const cleanup = pauseToggleBehaviour(root);
    expect(play).not.toHaveBeenCalled();
    reducedMotion.matches = false;
    reducedMotion.dispatchEvent(new Event("change"));
    expect(play).toHaveBeenCalledTimes(1);
    reducedMotion.matches = true;
    reducedMotion.dispatchEvent(new Event("change"));
    expect(pause).toHaveBeenCalled();
    cleanup();
    reducedMotion.matches = false;
    reducedMotion.dispatchEvent(new Event("change"));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it("shows play when the browser refuses to start it", async () => {
    play.mockRejectedValue(new DOMException("no autoplay", "NotAllowedError"));
    const cleanup = pauseToggleBehaviour(root);
    await vi.waitFor(() => expect(root.dataset.paused).toBe("true"));
    play.mockResolvedValue(undefined);
    button.click();
    expect(root.dataset.paused).toBe("false");
    expect(play).toHaveBeenCalledTimes(2);
    cleanup();
  });

  it("names its poster when the copy does", () => {
    i18n.addResource("es-MX", "home", "hero.video", "hero.webm");
    i18n.addResource("es-MX", "home", "hero.videoPoster", "hero-poster.jpg");
    const withPoster = renderWidget(createElement(HeroScene), pauseToggle);
    i18n.addResource("es-MX", "home", "hero.video", "");
    i18n.addResource("es-MX", "home", "hero.videoPoster", "");
    expect(pauseToggle.one(withPoster, "video").getAttribute("poster")).toBe(
      "/media/hero-poster.jpg",
    );
  });
});
