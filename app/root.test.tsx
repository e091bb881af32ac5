// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { readLocaleNamespace } from "../tooling/locale-files.ts";
import { market } from "./i18n/i18n.ts";
import { ErrorBoundary } from "./root.tsx";

const { errors } = readLocaleNamespace(market.locale, "common") as {
  errors: { title: string; description: string; status: string; backHome: string };
};

function render(error: unknown): HTMLElement {
  const props = { error, params: {} } as unknown as Parameters<typeof ErrorBoundary>[0];
  document.body.innerHTML = renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(ErrorBoundary, props)),
  );
  return document.body;
}

describe("the error screen (ADR 52: in the place of 'Unexpected Application Error!')", () => {
  it("says so in the market's words, with the status and the message, and links home", () => {
    const body = render(new Error("the loader broke"));
    expect(body.querySelector("h1")?.textContent).toBe(errors.title);
    expect(body.textContent).not.toContain("Unexpected Application Error");
    expect(body.textContent).toContain(
      `${errors.status.replace("{{status}}", "500")} · the loader broke`,
    );
    expect(body.textContent).toContain(errors.description);
    const home = body.querySelector("a");
    expect(home?.getAttribute("href")).toBe("/");
    expect(home?.textContent).toBe(errors.backHome);
  });
});
