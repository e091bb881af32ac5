import { chatWidgetBehaviour } from "./chat-widget/chat-widget.behaviour.ts";
import { copyLinkBehaviour } from "./copy-link/copy-link.behaviour.ts";
import { dataLayerEventBehaviour } from "./data-layer-event/data-layer-event.behaviour.ts";
import { currentYearBehaviour } from "./current-year/current-year.behaviour.ts";
import { loadWhenNear } from "./load-when-near.ts";
import { mobileMenuBehaviour } from "./mobile-menu/mobile-menu.behaviour.ts";
import { navbarBehaviour } from "./navbar/navbar.behaviour.ts";
import { pauseToggleBehaviour } from "./pause-toggle/pause-toggle.behaviour.ts";
import { servicesMenuBehaviour } from "./services-menu/services-menu.behaviour.ts";
import { testimonialsBehaviour } from "./testimonials/testimonials.behaviour.ts";
import { trackingSearchBehaviour } from "./tracking-search/tracking-search.behaviour.ts";
import type { Behaviour } from "./widget.ts";

/**
 * Every widget's behaviour by the name its contract gives (`data-module`). The larger ones are
 * chunks of their own, fetched when their element nears the viewport, so pages without one never
 * load them and the pages with one load them after they are painted: the services carousel brings
 * Embla, the contact form and the rates calculator bring zod (and the form, DOMPurify and the
 * captcha).
 */
export const BEHAVIOURS = {
  "chat-widget": chatWidgetBehaviour,
  "contact-form": loadWhenNear(
    async () => (await import("./contact-form/contact-form.behaviour.ts")).contactFormBehaviour,
  ),
  "copy-link": copyLinkBehaviour,
  "current-year": currentYearBehaviour,
  "data-layer-event": dataLayerEventBehaviour,
  "mobile-menu": mobileMenuBehaviour,
  navbar: navbarBehaviour,
  "pause-toggle": pauseToggleBehaviour,
  "rates-calculator": loadWhenNear(
    async () =>
      (await import("./rates-calculator/rates-calculator.behaviour.ts")).ratesCalculatorBehaviour,
  ),
  "service-carousel": loadWhenNear(
    async () =>
      (await import("./service-carousel/service-carousel.behaviour.ts")).serviceCarouselBehaviour,
  ),
  "services-menu": servicesMenuBehaviour,
  testimonials: testimonialsBehaviour,
  "tracking-search": trackingSearchBehaviour,
  "tracking-updates": loadWhenNear(
    async () =>
      (await import("./tracking-updates/tracking-updates.behaviour.ts")).trackingUpdatesBehaviour,
  ),
} as const satisfies Record<string, Behaviour>;

export type WidgetName = keyof typeof BEHAVIOURS;
