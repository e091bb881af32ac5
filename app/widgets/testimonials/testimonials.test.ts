// @vitest-environment jsdom
import { createElement } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readLocaleNamespace } from "../../../tooling/locale-files.ts";
import { market } from "../../i18n/i18n.ts";
import { renderWidget } from "../test-helpers.ts";
import { Testimonials } from "./Testimonials.tsx";
import { testimonialsBehaviour } from "./testimonials.behaviour.ts";
import {
  CURRENT_SLIDE_PLACEHOLDER,
  TESTIMONIAL_INTERVAL_MS,
  testimonials,
} from "./testimonials.ts";

interface Content {
  testimonials: { items: { web: string }[] };
}

/** jsdom does not reflect `inert` to its attribute, as browsers do; without this it is an expando. */
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, "inert", {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute("inert");
    },
    set(this: HTMLElement, value: boolean) {
      this.toggleAttribute("inert", value);
    },
  });
});
afterAll(() => {
  delete (HTMLElement.prototype as { inert?: boolean }).inert;
});

/** jsdom has no matchMedia; this one answers the reduced-motion query with `reducedMotion`. */
function stubMatchMedia(reducedMotion: boolean) {
  const query = {
    media: "(prefers-reduced-motion: reduce)",
    matches: reducedMotion,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal("matchMedia", () => query);
  return query;
}

let root: HTMLElement;
let cleanup: (() => void) | undefined;

const slides = () => testimonials.all(root, "slide");
const activeSlide = () => slides().findIndex((slide) => slide.dataset.position === "active");
const status = () => testimonials.one(root, "status");
const statusFor = (slide: number) =>
  testimonials.options(root).statusTemplate.replace(CURRENT_SLIDE_PLACEHOLDER, String(slide));
const button = (part: "previous" | "next" | "toggle") =>
  testimonials.one<HTMLButtonElement>(root, part);
const enhance = () => (cleanup = testimonialsBehaviour(root));

beforeEach(() => {
  vi.useFakeTimers();
  stubMatchMedia(false);
  root = renderWidget(createElement(Testimonials, { variant: "home" }), testimonials);
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("testimonials on the home page", () => {
  it("starts from server HTML that shows the first slide, standing still", () => {
    const [first, ...others] = slides();
    expect(others.length).toBeGreaterThan(1);
    expect(first!.dataset.position).toBe("active");
    expect(first!.getAttribute("aria-hidden")).toBe("false");
    expect(first!.hasAttribute("inert")).toBe(false);
    for (const slide of others) {
      expect(slide.getAttribute("aria-hidden")).toBe("true");
      expect(slide.hasAttribute("inert")).toBe(true);
    }
    expect(testimonials.options(root).statusTemplate).toContain(CURRENT_SLIDE_PLACEHOLDER);
    expect(status().textContent).toBe(statusFor(1));
    expect(root.dataset.rotating).toBe("false");
  });

  it("links each customer's site in a new tab, named without https, saying it opens a new tab", () => {
    const items = (readLocaleNamespace(market.locale, "content") as unknown as Content).testimonials
      .items;
    const hint = (readLocaleNamespace(market.locale, "common") as { opensInNewTab: string })
      .opensInNewTab;
    expect(slides()).toHaveLength(items.length);
    slides().forEach((slide, index) => {
      const links = slide.querySelectorAll("figcaption a");
      expect(links).toHaveLength(1);
      const link = links[0]!;
      const web = items[index]!.web;
      expect(web).toMatch(/^https:\/\/[a-z]+\.example$/);
      expect(link.getAttribute("href")).toBe(web);
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")?.split(" ")).toContain("noopener");
      expect(link.textContent).toBe(`${web.replace("https://", "")} ${hint}`);
      expect(link.querySelector(".sr-only")?.textContent).toBe(` ${hint}`);
    });
  });

  it("rotates once enhanced", () => {
    enhance();
    expect(root.dataset.rotating).toBe("true");
    expect(root.dataset.paused).toBe("false");
    expect(status().getAttribute("aria-live")).toBe("off");
  });

  it("shows the second slide after 4000 ms", () => {
    enhance();
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS - 1);
    expect(activeSlide()).toBe(0);
    vi.advanceTimersByTime(1);

    const [first, second] = slides();
    expect(second!.dataset.position).toBe("active");
    expect(second!.getAttribute("aria-hidden")).toBe("false");
    expect(second!.inert).toBe(false);
    expect(first!.dataset.position).toBe("previous");
    expect(first!.getAttribute("aria-hidden")).toBe("true");
    expect(first!.inert).toBe(true);
    expect(slides().filter((slide) => slide.dataset.position === "active")).toHaveLength(1);
    expect(status().textContent).toBe(statusFor(2));
  });

  it("wraps from the last slide to the first", () => {
    enhance();
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * (slides().length - 1));
    expect(activeSlide()).toBe(slides().length - 1);
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS);
    expect(activeSlide()).toBe(0);
  });

  it("moves with the next and previous buttons, wrapping at both ends", () => {
    enhance();
    const last = slides().length - 1;
    button("previous").click();
    expect(activeSlide()).toBe(last);
    expect(status().textContent).toBe(statusFor(last + 1));
    button("next").click();
    expect(activeSlide()).toBe(0);
    button("next").click();
    expect(activeSlide()).toBe(1);
    expect(status().textContent).toBe(statusFor(2));
  });

  it("stops while paused with the pause button and goes on when played", () => {
    enhance();
    button("toggle").click();
    expect(root.dataset.paused).toBe("true");
    expect(root.dataset.rotating).toBe("false");
    expect(status().getAttribute("aria-live")).toBe("polite");
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3);
    expect(activeSlide()).toBe(0);

    button("toggle").click();
    expect(root.dataset.paused).toBe("false");
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS);
    expect(activeSlide()).toBe(1);
  });

  it("stops while the mouse is over it", () => {
    enhance();
    root.dispatchEvent(new MouseEvent("mouseenter"));
    expect(root.dataset.rotating).toBe("false");
    expect(root.dataset.paused).toBe("false");
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3);
    expect(activeSlide()).toBe(0);

    root.dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS);
    expect(activeSlide()).toBe(1);
  });

  it("stops while focus is inside it", () => {
    const outside = document.body.appendChild(document.createElement("button"));
    enhance();
    button("next").focus();
    expect(root.dataset.rotating).toBe("false");
    button("previous").focus();
    expect(root.dataset.rotating).toBe("false");
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3);
    expect(activeSlide()).toBe(0);

    outside.focus();
    expect(root.dataset.rotating).toBe("true");
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS);
    expect(activeSlide()).toBe(1);
  });

  it("never advances on its own when the visitor prefers reduced motion", () => {
    stubMatchMedia(true);
    enhance();
    expect(root.dataset.rotating).toBe("false");
    expect(root.dataset.paused).toBe("false");
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 10);
    expect(activeSlide()).toBe(0);
    button("next").click();
    expect(activeSlide()).toBe(1);
  });

  it("starts rotating when the reduced-motion preference is turned off", () => {
    const query = stubMatchMedia(true);
    enhance();
    const onChange = query.addEventListener.mock.calls.find(([type]) => type === "change")![1];
    query.matches = false;
    onChange();
    expect(root.dataset.rotating).toBe("true");
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS);
    expect(activeSlide()).toBe(1);
  });

  it("stops the interval and its listeners on cleanup", () => {
    enhance();
    cleanup!();
    cleanup = undefined;
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 3);
    button("next").click();
    expect(activeSlide()).toBe(0);
  });
});

describe("testimonials beside the contact form", () => {
  const dots = () => testimonials.all<HTMLButtonElement>(root, "dot");
  const currentDot = () => dots().findIndex((dot) => dot.getAttribute("aria-current") === "true");
  const frontCard = () =>
    testimonials.all(root, "card").findIndex((card) => card.dataset.stackPosition === "0");

  beforeEach(() => {
    root = renderWidget(createElement(Testimonials, { variant: "contact" }), testimonials);
  });

  it("draws a dot per quote, the first one current, and the first image in front", () => {
    expect(dots()).toHaveLength(slides().length);
    expect(currentDot()).toBe(0);
    expect(frontCard()).toBe(0);
    expect(activeSlide()).toBe(0);
  });

  it("leaves out the quote the page already shows beside the form", () => {
    const all = slides().map((slide) => slide.textContent);
    root = renderWidget(
      createElement(Testimonials, { variant: "contact", exclude: "t2" }),
      testimonials,
    );
    const shown = slides().map((slide) => slide.textContent);
    expect(shown).toHaveLength(all.length - 1);
    expect(shown).toEqual(all.filter((_, index) => index !== 1));
    expect(dots()).toHaveLength(shown.length);
  });

  it("shows the quote whose dot is pressed, with its image in front", () => {
    enhance();
    dots()[2]!.click();
    expect(activeSlide()).toBe(2);
    expect(currentDot()).toBe(2);
    expect(frontCard()).toBe(2);
    expect(status().textContent).toBe(statusFor(3));
  });

  it("advances every 4000 ms, pauses with its button and holds still under reduced motion", () => {
    enhance();
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS);
    expect(currentDot()).toBe(1);
    button("toggle").click();
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 2);
    expect(currentDot()).toBe(1);
    cleanup!();

    stubMatchMedia(true);
    enhance();
    vi.advanceTimersByTime(TESTIMONIAL_INTERVAL_MS * 2);
    expect(root.dataset.rotating).toBe("false");
  });
});
