// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Navbar } from "./Navbar.tsx";
import "../../i18n/i18n.ts";
import { navbarBehaviour } from "./navbar.behaviour.ts";

const scrollYDescriptor = Object.getOwnPropertyDescriptor(window, "scrollY")!;

let header: HTMLElement;
let cleanup: (() => void) | undefined;

/** jsdom does not scroll: set the position a browser would report and tell the page. */
function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { configurable: true, value: y });
  window.dispatchEvent(new Event("scroll"));
}
const enhance = () => (cleanup = navbarBehaviour(header));

beforeEach(() => {
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Navbar)));
  document.body.innerHTML = `${html}<main id="main"><a href="#top">Content</a></main>`;
  header = document.querySelector<HTMLElement>('[data-module="navbar"]')!;
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  Object.defineProperty(window, "scrollY", scrollYDescriptor);
  document.body.innerHTML = "";
});

describe("navbar", () => {
  it("starts shown and without background at the top of the page", () => {
    expect(header.tagName).toBe("HEADER");
    enhance();
    expect(header.dataset.hidden).toBe("false");
    expect(header.dataset.scrolled).toBe("false");
  });

  it("hides when the page scrolls down more than 10 px", () => {
    enhance();
    scrollTo(10);
    expect(header.dataset.hidden).toBe("false");
    scrollTo(11);
    expect(header.dataset.hidden).toBe("true");
  });

  it("shows again when the page scrolls up more than 10 px", () => {
    enhance();
    scrollTo(400);
    expect(header.dataset.hidden).toBe("true");
    scrollTo(390);
    expect(header.dataset.hidden).toBe("true");
    scrollTo(389);
    expect(header.dataset.hidden).toBe("false");
  });

  it("gets its background past 100 px and loses it above", () => {
    enhance();
    scrollTo(100);
    expect(header.dataset.scrolled).toBe("false");
    scrollTo(101);
    expect(header.dataset.scrolled).toBe("true");
    scrollTo(40);
    expect(header.dataset.scrolled).toBe("false");
  });

  it("reads the scroll position it is attached at", () => {
    scrollTo(500);
    enhance();
    expect(header.dataset.scrolled).toBe("true");
  });

  it("stays shown while focus is inside it, and hides once focus leaves", () => {
    enhance();
    const links = header.querySelectorAll<HTMLAnchorElement>("a[href]");
    links[0]!.focus();
    scrollTo(300);
    expect(header.dataset.hidden).toBe("false");
    expect(header.dataset.scrolled).toBe("true");
    links[1]!.focus();
    expect(header.dataset.hidden).toBe("false");

    document.querySelector<HTMLAnchorElement>("main a")!.focus();
    expect(header.dataset.hidden).toBe("true");
  });

  it("shows when focus enters it while hidden", () => {
    enhance();
    scrollTo(300);
    expect(header.dataset.hidden).toBe("true");
    header.querySelector<HTMLAnchorElement>('a[href="#main"]')!.focus();
    expect(header.dataset.hidden).toBe("false");
  });

  it("stops following the scroll on cleanup", () => {
    enhance();
    cleanup!();
    cleanup = undefined;
    scrollTo(300);
    expect(header.dataset.hidden).toBe("false");
    expect(header.dataset.scrolled).toBe("false");
  });
});
