// @vitest-environment jsdom
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "../components/contact/ContactForm.tsx";
import { Footer } from "../components/layout/Footer.tsx";
import { Navbar } from "../components/layout/Navbar.tsx";
import { RatesCalculator } from "../components/rates/RatesCalculator.tsx";
import { valuesFromQuery } from "../../domain/rates/query.ts";
import { CarrierMarquee } from "../components/sections/CarrierMarquee.tsx";
import { ServiceCarousel } from "../components/sections/ServiceCarousel.tsx";
import { Testimonials } from "../components/sections/Testimonials.tsx";
import { TrackingDetails } from "../components/tracking/TrackingDetails.tsx";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import { TrackingSearch } from "../components/tracking/TrackingSearch.tsx";
import { i18n } from "../i18n/i18n.ts";
import { ENHANCERS, type EnhancerName } from "./registry.ts";

const serviceIds = i18n
  .t("serviceCards.items", { ns: "content", returnObjects: true })
  .map((card) => card.id);

/** Every component that attaches an enhancer (Navbar holds the services and mobile menus). */
const COMPONENTS: Record<string, ReactElement> = {
  Navbar: createElement(Navbar),
  Footer: createElement(Footer),
  Testimonials: createElement(Testimonials),
  CarrierMarquee: createElement(CarrierMarquee),
  ServiceCarousel: createElement(ServiceCarousel, { ids: serviceIds }),
  TrackingLayout: createElement(TrackingLayout, null, "result"),
  TrackingSearch: createElement(TrackingSearch),
  ContactForm: createElement(ContactForm),
  RatesCalculator: createElement(RatesCalculator, {
    state: { kind: "initial", values: valuesFromQuery(new URLSearchParams()), sort: "cheapest" },
  }),
  TrackingDetails: createElement(TrackingDetails, {
    shipment: {
      trackingNumber: "AND-TEST-1",
      correo: { nombre: "Andén Última Milla" },
      tracking: [{ fecha: "26 de noviembre 14:05", mensaje: "Recibido" }],
      estimatedDelivery: null,
    },
  }),
};

/** The component's server HTML in the document, as the browser receives it. */
function render(component: ReactElement): HTMLElement[] {
  document.body.innerHTML = renderToStaticMarkup(createElement(MemoryRouter, null, component));
  return [...document.querySelectorAll<HTMLElement>("[data-enhance]")];
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("enhancer registry", () => {
  it.each(Object.entries(COMPONENTS))("has every enhancer that %s names", (_, component) => {
    const names = render(component).map((element) => element.dataset.enhance!);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(Object.keys(ENHANCERS)).toContain(name);
  });

  it("has no name that no component uses", () => {
    const used = new Set(
      Object.values(COMPONENTS).flatMap((component) =>
        render(component).map((element) => element.dataset.enhance),
      ),
    );
    expect(Object.keys(ENHANCERS).filter((name) => !used.has(name))).toEqual([]);
  });

  it.each(Object.entries(COMPONENTS))(
    "attaches each enhancer to %s's server HTML without missing parts",
    async (_, component) => {
      // What jsdom lacks and the carousels use. Every observed element is reported in view, so
      // an enhancer loaded when near the viewport (the services carousel) loads at once.
      vi.stubGlobal("matchMedia", (media: string) => ({
        media,
        matches: false,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
      }));
      vi.stubGlobal(
        "IntersectionObserver",
        class {
          readonly report: IntersectionObserverCallback;
          constructor(report: IntersectionObserverCallback) {
            this.report = report;
          }
          observe(target: Element) {
            queueMicrotask(() =>
              this.report(
                [{ target, isIntersecting: true, intersectionRatio: 1 } as never],
                this as never,
              ),
            );
          }
          unobserve() {}
          disconnect() {}
          takeRecords() {
            return [];
          }
        },
      );
      for (const element of render(component)) {
        const cleanup = ENHANCERS[element.dataset.enhance as EnhancerName](element);
        expect(cleanup).toBeTypeOf("function");
        await vi.dynamicImportSettled();
        cleanup();
      }
    },
  );
});
