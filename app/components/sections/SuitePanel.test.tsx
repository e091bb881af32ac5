// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type services from "../../../domain/locales/es-MX/services.json";
import { formatMoney } from "../../../domain/rates/format.ts";
import { BRAND_NAME, LOCALES } from "../../../domain/site.ts";
import { readLocaleNamespace } from "../../../tooling/locale-files.ts";
import { market } from "../../i18n/i18n.ts";
import { illustrationFile } from "../illustrations/illustration-file.server.ts";
import { SUITE_ROUTE_NAME, SUITE_ROUTE_PATH } from "../illustrations/names.ts";
import { ProductShowcase } from "./ProductShowcase.tsx";

const product = (readLocaleNamespace(market.locale, "services") as typeof services).suite.product;
const panel = product.panel;
const brand = (text: string) => text.replaceAll("{{brand}}", BRAND_NAME);

function render(): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<ProductShowcase />);
  return document.body;
}

describe("the suite's product section", () => {
  it("shows the panel as a named figure: no caption, no image that speaks, nothing called an illustration", () => {
    const body = render();
    const figure = body.querySelector("figure")!;
    expect(figure.getAttribute("aria-label")).toBe(brand(panel.label));
    expect(body.querySelector("figcaption")).toBeNull();
    // The route map is the one image, and decorative: the stop list beside it says the same.
    expect([...body.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual([""]);
    expect(body.textContent).not.toMatch(/ilustraci|illustration/i);
  });

  it("lists each order with its destination, carrier, total in the market's money and stage", () => {
    const rows = [...render().querySelectorAll("figure ul:not([aria-hidden]) > li")].filter((li) =>
      li.textContent?.startsWith("#"),
    );
    expect(rows).toHaveLength(panel.orders.items.length);
    for (const [index, order] of panel.orders.items.entries()) {
      const text = rows[index]!.textContent;
      expect(text).toContain(order.id);
      expect(text).toContain(order.destination);
      expect(text).toContain(brand(order.carrier));
      expect(text).toContain(formatMoney(order.total, market.currency, market.locale));
      expect(text).toContain(panel.stages[order.stage as keyof typeof panel.stages]);
    }
  });

  it("keeps the chrome, the bars and the map from assistive technology, and the text as text", () => {
    const figure = render().querySelector("figure")!;
    for (const svg of figure.querySelectorAll("svg")) {
      expect(svg.closest('[aria-hidden="true"]'), svg.outerHTML.slice(0, 60)).not.toBeNull();
    }
    const route = figure.querySelector("ol")!;
    expect(route.children).not.toHaveLength(0);
    expect(route.closest('[aria-hidden="true"]')).toBeNull();
    expect(route.textContent).toContain(panel.route.stops.find((stop) => !stop.delivered)!.place);
  });

  it("draws every locale's route: one pin per stop on the map, from the route's file", () => {
    const map = render().querySelector(`figure img[src="${SUITE_ROUTE_PATH}"]`);
    // Fetched as it nears the screen: no request of the first paint.
    expect(map?.getAttribute("loading")).toBe("lazy");
    expect(map?.getAttribute("alt")).toBe("");
    const file = illustrationFile(SUITE_ROUTE_NAME)!;
    const pins = [...file.matchAll(/<text [^>]*>(\d+)<\/text>/g)].map(([, number]) => number);
    expect(pins).toEqual(panel.route.stops.map((_, index) => String(index + 1)));
    for (const locale of LOCALES) {
      const { stops } = (readLocaleNamespace(locale, "services") as typeof services).suite.product
        .panel.route;
      expect(stops, locale).toHaveLength(pins.length);
    }
  });

  it("reads as text: the legend's counts and the stops' times apart from their labels", () => {
    const figure = render().querySelector("figure")!;
    const legend = figure.querySelector(`ul[aria-label="${panel.orders.byStage}"]`)!;
    expect(legend.textContent).toContain(
      `${panel.stages.delivered} ${panel.stageCounts.delivered}`,
    );
    const stop = figure.querySelector("ol > li")!;
    expect(stop.textContent).toMatch(/^\d+ \S.* \S/);
  });

  it("says what each part of the panel shows", () => {
    const titles = [...render().querySelectorAll("h3")].map((h3) => h3.textContent);
    expect(titles).toEqual(product.items.map((item) => item.title));
  });
});
