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
 * Every enhancer by the name that elements give in `data-enhance`. The services carousel's module
 * brings Embla (about 6 kB): it is a chunk of its own, fetched when a carousel nears the viewport,
 * so pages without one never load it and the pages with one load it after they are painted.
 */
export const ENHANCERS = {
  "chat-widget": enhanceChatWidget,
  "copy-link": enhanceCopyLink,
  "current-year": enhanceCurrentYear,
  "mobile-menu": enhanceMobileMenu,
  navbar: enhanceNavbar,
  "pause-toggle": enhancePauseToggle,
  "service-carousel": loadWhenNear(
    async () => (await import("./service-carousel.ts")).enhanceServiceCarousel,
  ),
  "services-menu": enhanceServicesMenu,
  testimonials: enhanceTestimonials,
  "tracking-search": enhanceTrackingSearch,
} as const satisfies Record<string, Enhancer>;

export type EnhancerName = keyof typeof ENHANCERS;
