// @vitest-environment jsdom
import { posix } from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm } from "./contact-form/ContactForm.tsx";
import { Footer } from "../components/layout/Footer.tsx";
import { Navbar } from "./navbar/Navbar.tsx";
import { DataLayerEvent } from "./data-layer-event/DataLayerEvent.tsx";
import { RatesCalculator } from "./rates-calculator/RatesCalculator.tsx";
import { valuesFromQuery } from "../../domain/rates/query.ts";
import { CarrierMarquee } from "../components/sections/CarrierMarquee.tsx";
import { Hero } from "../components/sections/Hero.tsx";
import { ServiceCarousel } from "./service-carousel/ServiceCarousel.tsx";
import { Testimonials } from "./testimonials/Testimonials.tsx";
import { TrackingDetails } from "../components/tracking/TrackingDetails.tsx";
import { TrackingLayout } from "../components/tracking/TrackingLayout.tsx";
import { TrackingSearch } from "./tracking-search/TrackingSearch.tsx";
import { TrackingUpdatesForm } from "./tracking-updates/TrackingUpdates.tsx";
import { i18n } from "../i18n/i18n.ts";
import { BEHAVIOURS, type WidgetName } from "./behaviours.ts";
import { MODULE_ATTRIBUTE } from "./widget.ts";

const serviceIds = i18n
  .t("serviceCards.items", { ns: "content", returnObjects: true })
  .map((card) => card.id);

/** Every component that draws a widget (Navbar holds the services and mobile menus). */
const COMPONENTS = {
  Navbar: createElement(Navbar),
  Footer: createElement(Footer),
  "Testimonials (home)": createElement(Testimonials, { variant: "home" }),
  "Testimonials (contact)": createElement(Testimonials, { variant: "contact" }),
  CarrierMarquee: createElement(CarrierMarquee),
  Hero: createElement(Hero),
  ServiceCarousel: createElement(ServiceCarousel, { ids: serviceIds }),
  TrackingLayout: createElement(TrackingLayout, null, "result"),
  TrackingSearch: createElement(TrackingSearch),
  TrackingUpdatesForm: createElement(TrackingUpdatesForm, {
    trackingNumber: "AND-TEST-1",
    anchored: true,
  }),
  DataLayerEvent: createElement(DataLayerEvent, {
    event: { event: "rate_quote", options: 2, cheapest_price_band: "100-249 MXN" },
  }),
  ContactForm: createElement(ContactForm),
  RatesCalculator: createElement(RatesCalculator, {
    state: {
      kind: "initial",
      values: valuesFromQuery(new URLSearchParams()),
      sort: "cheapest",
      showAll: false,
    },
  }),
  TrackingDetails: createElement(TrackingDetails, {
    shipment: {
      trackingNumber: "AND-TEST-1",
      correo: { nombre: "Andén Última Milla" },
      tracking: [{ fecha: "26 de noviembre 14:05", mensaje: "Recibido" }],
      estimatedDelivery: null,
    },
  }),
} satisfies Record<string, ReactElement>;

/** The component's server HTML in the document, as the browser receives it. */
function render(component: ReactElement): HTMLElement[] {
  document.body.innerHTML = renderToStaticMarkup(createElement(MemoryRouter, null, component));
  return [...document.querySelectorAll<HTMLElement>(`[${MODULE_ATTRIBUTE}]`)];
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const nameOf = (element: HTMLElement) => element.getAttribute(MODULE_ATTRIBUTE) as WidgetName;

/**
 * The component files whose markup draws a widget's root, found in the source: each must be drawn
 * by one of COMPONENTS (its entry, or one it contains), so a new one cannot go untested.
 */
const DRAWING_FILES = Object.entries(
  import.meta.glob<string>(["../**/*.tsx", "!../**/*.test.tsx"], {
    query: "?raw",
    import: "default",
    eager: true,
  }),
)
  .filter(([, source]) => /\{\.\.\.\w+\.root\(/.test(source))
  .map(([file]) => posix.join("app/widgets", file))
  .sort();

/** The files each entry of COMPONENTS draws a widget from (itself and what it contains). */
const FILES_DRAWN: Record<keyof typeof COMPONENTS, string[]> = {
  Navbar: [
    "app/widgets/navbar/Navbar.tsx",
    "app/widgets/services-menu/ServicesMenu.tsx",
    "app/widgets/mobile-menu/MobileMenu.tsx",
  ],
  Footer: ["app/components/layout/Footer.tsx"],
  "Testimonials (home)": ["app/widgets/testimonials/Testimonials.tsx"],
  "Testimonials (contact)": ["app/widgets/testimonials/Testimonials.tsx"],
  CarrierMarquee: ["app/components/sections/CarrierMarquee.tsx"],
  Hero: ["app/components/sections/HeroScene.tsx"],
  ServiceCarousel: ["app/widgets/service-carousel/ServiceCarousel.tsx"],
  TrackingLayout: ["app/widgets/chat-widget/ChatSection.tsx"],
  TrackingSearch: ["app/widgets/tracking-search/TrackingSearch.tsx"],
  TrackingUpdatesForm: ["app/widgets/tracking-updates/TrackingUpdates.tsx"],
  DataLayerEvent: ["app/widgets/data-layer-event/DataLayerEvent.tsx"],
  ContactForm: ["app/widgets/contact-form/ContactForm.tsx"],
  RatesCalculator: ["app/widgets/rates-calculator/RatesCalculator.tsx"],
  TrackingDetails: ["app/widgets/copy-link/CopyLinkButton.tsx"],
};

describe("widget behaviours", () => {
  it("are tested on every component file that draws a widget", () => {
    const covered = new Set(Object.values(FILES_DRAWN).flat());
    expect(DRAWING_FILES.filter((file) => !covered.has(file))).toEqual([]);
    expect([...covered].filter((file) => !DRAWING_FILES.includes(file))).toEqual([]);
  });

  it.each(Object.entries(COMPONENTS))(
    "has the behaviour of every widget %s draws",
    (_, component) => {
      const names = render(component).map(nameOf);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(Object.keys(BEHAVIOURS)).toContain(name);
    },
  );

  it("has no name that no component uses", () => {
    const used = new Set(
      Object.values(COMPONENTS).flatMap((component) => render(component).map(nameOf)),
    );
    expect(Object.keys(BEHAVIOURS).filter((name) => !used.has(name as WidgetName))).toEqual([]);
  });

  it.each(Object.entries(COMPONENTS))(
    "attaches each behaviour to %s's server HTML without missing parts",
    async (_, component) => {
      // What jsdom lacks and the carousels use. Every observed element is reported in view, so
      // a behaviour loaded when near the viewport (the services carousel) loads at once.
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
        const cleanup = BEHAVIOURS[nameOf(element)](element);
        expect(cleanup).toBeTypeOf("function");
        await vi.dynamicImportSettled();
        cleanup();
      }
    },
  );
});
