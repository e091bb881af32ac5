import { enhanceCurrentYear } from "./current-year.ts";
import { enhanceMobileMenu } from "./mobile-menu.ts";
import { enhanceNavbar } from "./navbar.ts";
import { enhancePauseToggle } from "./pause-toggle.ts";
import { enhanceServiceCarousel } from "./service-carousel.ts";
import { enhanceServicesMenu } from "./services-menu.ts";
import { enhanceTestimonials } from "./testimonials.ts";
import type { Enhancer } from "./types.ts";

/** Every enhancer by the name that elements give in `data-enhance`. */
export const ENHANCERS = {
  "current-year": enhanceCurrentYear,
  "mobile-menu": enhanceMobileMenu,
  navbar: enhanceNavbar,
  "pause-toggle": enhancePauseToggle,
  "service-carousel": enhanceServiceCarousel,
  "services-menu": enhanceServicesMenu,
  testimonials: enhanceTestimonials,
} as const satisfies Record<string, Enhancer>;

export type EnhancerName = keyof typeof ENHANCERS;
