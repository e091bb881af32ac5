import { enhanceChatWidget } from "./chat-widget.ts";
import { enhanceCopyLink } from "./copy-link.ts";
import { enhanceCurrentYear } from "./current-year.ts";
import { loadWhenNear } from "./load-when-near.ts";
import { enhanceMobileMenu } from "./mobile-menu.ts";
import { enhanceNavbar } from "./navbar.ts";
import { enhancePauseToggle } from "./pause-toggle.ts";
import { enhanceServicesMenu } from "./services-menu.ts";
import { enhanceTestimonials } from "./testimonials.ts";
import { enhanceTrackingSearch } from "./tracking-search.ts";
import type { Enhancer } from "./types.ts";

/**
 * Every enhancer by the name that elements give in `data-enhance`. The larger ones are chunks of
 * their own, fetched when their element nears the viewport, so pages without one never load them
 * and the pages with one load them after they are painted: the services carousel brings Embla,
 * the contact form and the rates calculator bring zod (and the form, DOMPurify and the
 * captcha).
 */
export const ENHANCERS = {
  "chat-widget": enhanceChatWidget,
  "contact-form": loadWhenNear(async () => (await import("./contact-form.ts")).enhanceContactForm),
  "copy-link": enhanceCopyLink,
  "current-year": enhanceCurrentYear,
  "mobile-menu": enhanceMobileMenu,
  navbar: enhanceNavbar,
  "pause-toggle": enhancePauseToggle,
  "rates-calculator": loadWhenNear(
    async () => (await import("./rates-calculator.ts")).enhanceRatesCalculator,
  ),
  "service-carousel": loadWhenNear(
    async () => (await import("./service-carousel.ts")).enhanceServiceCarousel,
  ),
  "services-menu": enhanceServicesMenu,
  testimonials: enhanceTestimonials,
  "tracking-search": enhanceTrackingSearch,
} as const satisfies Record<string, Enhancer>;

export type EnhancerName = keyof typeof ENHANCERS;
