// @vitest-environment jsdom
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MARKET_TIME_ZONES } from "../../../domain/tracking/dates.ts";
import { buildTrackingView, type ShipmentHistory } from "../../../domain/tracking/view.ts";
import { readLocaleNamespace } from "../../../tooling/locale-files.ts";
import type tracking from "../../../domain/locales/es-MX/tracking.json";
import { market } from "../../i18n/i18n.ts";
import { TrackingDetails } from "./TrackingDetails.tsx";
import { TrackingError } from "./TrackingError.tsx";

const copy = readLocaleNamespace(market.locale, "tracking") as typeof tracking;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");

function render(element: ReactElement): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(createElement(MemoryRouter, null, element));
  return document.body;
}

const delivered: ShipmentHistory = {
  trackingNumber: "AND-TEST-0001",
  carrierName: "Carrier X",
  status: "delivered",
  estimatedDelivery: "2025-11-25",
  updatedAt: "2025-11-25T16:09:00.000Z",
  events: [
    {
      status: "RETI",
      message: "RECOLECTADO",
      location: "Place A",
      occurredAt: "2025-11-24T15:00:00.000Z",
    },
    {
      status: "ENTR",
      message: "Recibió: portería",
      location: "Place B",
      occurredAt: "2025-11-25T16:09:00.000Z",
    },
  ],
};

describe("a delivered parcel", () => {
  const body = render(
    createElement(TrackingDetails, {
      shipment: buildTrackingView(delivered, MARKET_TIME_ZONES[market.id]),
    }),
  );

  it("has a success headline with the day it arrived, and no estimate", () => {
    const success = body.querySelector('[data-testid="tracking-delivered"]')!;
    expect(success.textContent).toContain(copy.details.delivered.title);
    expect(success.textContent).toContain("25");
    expect(success.textContent).toContain("Place B");
    expect(body.textContent).not.toContain(copy.details.estimatedDelivery);
  });

  it("shows every stage done and none current", () => {
    const states = [...body.querySelectorAll("[data-stage]")].map((stage) =>
      stage.getAttribute("data-state"),
    );
    expect(states).toEqual(["done", "done", "done", "done", "done"]);
    expect(body.querySelector("[aria-current]")).toBeNull();
  });

  it("heads each event with its status, and keeps the carrier's text only where it adds", () => {
    const headlines = [...body.querySelectorAll('[data-testid="event-headline"]')].map(
      (line) => line.textContent,
    );
    expect(headlines).toEqual([copy.events.delivered, copy.events.picked_up]);
    const notes = [...body.querySelectorAll('[data-testid="event-carrier-note"]')].map(
      (line) => line.textContent,
    );
    expect(notes).toEqual([
      fill(copy.details.carrierNote, { carrier: "Carrier X", note: "Recibió: portería" }),
    ]);
  });
});

const returned: ShipmentHistory = {
  trackingNumber: "AND-TEST-0002",
  carrierName: "Carrier X",
  status: "return_to_sender",
  estimatedDelivery: "2025-11-20",
  updatedAt: "2025-11-25T16:09:00.000Z",
  events: [
    { status: "RETI", message: "", location: "Place A", occurredAt: "2025-11-20T15:00:00.000Z" },
    { status: "REPO", message: "", location: "Place B", occurredAt: "2025-11-21T15:00:00.000Z" },
    { status: "DEVU", message: "", location: "Place A", occurredAt: "2025-11-25T16:09:00.000Z" },
  ],
};

describe("a returned parcel", () => {
  it("marks the stage it stopped on as halted, not current, and leaves the rest undone", () => {
    const body = render(
      createElement(TrackingDetails, {
        shipment: buildTrackingView(returned, MARKET_TIME_ZONES[market.id]),
      }),
    );
    const states = [...body.querySelectorAll("[data-stage]")].map((stage) =>
      stage.getAttribute("data-state"),
    );
    expect(states).toEqual(["done", "done", "done", "halted", "upcoming"]);
    expect(body.querySelector('[aria-current="step"]')!.textContent).toContain(
      copy.details.stageStatus.halted,
    );
    expect(body.textContent).not.toContain(copy.details.stageStatus.current);
    expect(body.querySelector('[role="note"]')!.textContent).toContain(
      copy.details.offPath.returned.title,
    );
  });
});

describe("the error screen", () => {
  it("says there is no result in the spec's words, echoes the number and says what to check", () => {
    const body = render(
      createElement(TrackingError, { failure: "not_found", number: "XYZ-00001" }),
    );
    expect(body.querySelector("h2")!.textContent).toBe(copy.error.notFound);
    expect(body.textContent).toContain(
      fill(copy.error.notFoundDescription, { number: "XYZ-00001" }),
    );
    expect(body.querySelector("input")!.getAttribute("value")).toBe("XYZ-00001");
    expect(body.querySelectorAll("li")).toHaveLength(Object.keys(copy.error.checks).length);
  });

  it("retries by going back to the search it hides, whose Search is not held back", () => {
    const body = render(
      createElement(TrackingError, { failure: "not_found", number: "XYZ-00001" }),
    );
    const retry = [...body.querySelectorAll("a")].find((link) =>
      link.textContent?.includes(copy.error.retry),
    )!;
    const search = body.querySelector(retry.getAttribute("href")!)!;
    expect(search.contains(body.querySelector("form"))).toBe(true);
    expect(body.querySelector("form")!.className).toMatch(/(^| )hidden( |$)/);
    expect(body.querySelector('button[type="submit"]')!.textContent).toBe(copy.main.submit);
    expect(JSON.parse(search.getAttribute("data-tracking-search-options")!)).toMatchObject({
      searchAsIs: true,
    });
  });

  it("echoes a number typed in small letters in capitals, as its field shows it", () => {
    const body = render(createElement(TrackingError, { failure: "invalid", number: "ab" }));
    expect(body.querySelector("h2")!.textContent).toBe(fill(copy.error.invalid, { number: "AB" }));
    expect(body.querySelector("input")!.getAttribute("value")).toBe("ab");
  });

  it("says why a number cannot be one, and cuts an endless one short in the heading", () => {
    const long = "A".repeat(300);
    const body = render(createElement(TrackingError, { failure: "invalid", number: long }));
    expect(body.querySelector("h2")!.textContent).toBe(
      fill(copy.error.invalid, { number: `${"A".repeat(40)}…` }),
    );
    expect(body.textContent).toContain(copy.error.invalidDescription);
    expect(body.querySelector("input")!.getAttribute("value")).toBe(long);
  });
});
