import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { createElement } from "react";
import "../i18n/i18n.ts";
import { MODULE_ATTRIBUTE, type Widget } from "./widget.ts";

/**
 * Renders `element` as the server does into the (jsdom) document and returns the root of
 * `widget` in it, for tests of the markup and of the behaviour on that very markup.
 */
export function renderWidget<Part extends string, Options>(
  element: ReactElement,
  widget: Widget<Part, Options>,
  before = "",
  after = "",
): HTMLElement {
  const html = renderToStaticMarkup(createElement(MemoryRouter, null, element));
  document.body.innerHTML = `${before}${html}${after}`;
  const root = document.querySelector<HTMLElement>(`[${MODULE_ATTRIBUTE}="${widget.name}"]`);
  if (!root) throw new Error(`${widget.name} is not in the markup`);
  return root;
}
