// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Footer } from "../../components/layout/Footer.tsx";
import "../../i18n/i18n.ts";
import { currentYearBehaviour } from "./current-year.behaviour.ts";
import { currentYear } from "./current-year.ts";

let line: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 5, 15));
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(Footer)));
  document.body.innerHTML = html;
  line = document.querySelector<HTMLElement>('[data-module="current-year"]')!;
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("current year", () => {
  it("renders the build year in the server HTML", () => {
    expect(currentYear.options(line).builtYear).toBe(2026);
    expect(line.textContent).toContain("2026");
  });

  it("writes the current year in place of the built one once the year has turned", () => {
    const built = line.textContent!;
    vi.setSystemTime(new Date(2027, 0, 1));
    currentYearBehaviour(line);
    expect(line.textContent).toBe(built.replace("2026", "2027"));
    expect(line.textContent).not.toContain("2026");
  });

  it("leaves the text alone in the year it was built", () => {
    const built = line.innerHTML;
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59));
    currentYearBehaviour(line);
    expect(line.innerHTML).toBe(built);
  });
});
