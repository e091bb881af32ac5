// @vitest-environment jsdom
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { priceBand } from "../../../domain/conversions.ts";
import { DataLayerEvent } from "./DataLayerEvent.tsx";
import { dataLayerEventBehaviour } from "./data-layer-event.behaviour.ts";

afterEach(() => {
  delete window.dataLayer;
  document.body.innerHTML = "";
});

describe("data-layer-event", () => {
  it("pushes the event its markup carries, creating the data layer when there is none", () => {
    document.body.innerHTML = renderToStaticMarkup(
      createElement(DataLayerEvent, { event: { event: "tracking_search", result: "not_found" } }),
    );
    const root = document.querySelector<HTMLElement>("[data-module=data-layer-event]")!;
    expect(root.hidden).toBe(true);
    dataLayerEventBehaviour(root);
    expect(window.dataLayer).toEqual([{ event: "tracking_search", result: "not_found" }]);
  });
});

describe("priceBand", () => {
  it.each([
    [undefined, "MXN", "none"],
    [450, "MXN", "0-9 MXN"],
    [9_999, "MXN", "50-99 MXN"],
    [10_000, "MXN", "100-249 MXN"],
    [24_999, "MXN", "100-249 MXN"],
    [25_000, "MXN", "250-499 MXN"],
    [1_234_500, "ARS", "10000-24999 ARS"],
    [1_500, "USD", "10-24 USD"],
  ] as const)("puts %s minor units of %s in %s", (minor, currency, band) => {
    expect(priceBand(minor, currency)).toBe(band);
  });
});
