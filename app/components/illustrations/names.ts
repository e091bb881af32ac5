import { COLORS } from "../../../domain/design-tokens.ts";

/**
 * The product illustrations by name (the `image`/`img` keys of the locale content) and where each
 * is served as an SVG file (app/routes/illustration.ts, prerendered). Plain TypeScript, so the
 * React Router config and the build script can list the files.
 */
export const ILLUSTRATION_NAMES = [
  "service-fulfillment",
  "service-last-mile",
  "service-b2b",
  "service-dedicated",
  "service-suite",
  "service-pickup",
  "service-directo",
  "service-carriers",
  "fleet-small-van",
  "fleet-large-van",
  "fleet-small-truck",
  "fleet-large-truck",
  "fleet-semi-trailer",
  "ecosystem",
  "suite-dashboard",
  "integrations-hub",
  "testimonial-1",
  "testimonial-2",
  "testimonial-3",
] as const;

export type IllustrationName = (typeof ILLUSTRATION_NAMES)[number];

export function isIllustrationName(name: string): name is IllustrationName {
  return (ILLUSTRATION_NAMES as readonly string[]).includes(name);
}

/** The drawing's size in SVG units, one per family: vehicles, portraits and 4:3 scenes. */
export function illustrationSize(name: IllustrationName): { width: number; height: number } {
  if (name.startsWith("fleet-")) return { width: 320, height: 160 };
  if (name.startsWith("testimonial-")) return { width: 240, height: 240 };
  return { width: 320, height: 240 };
}

export const illustrationPath = (name: IllustrationName) => `/illustrations/${name}.svg`;

/** The id of a file's drawing (its root `<svg>`), which a page's `<use>` points at (ADR 53). */
export const ILLUSTRATION_DRAWING_ID = "drawing";

/** The home hero's still picture as a file: the poster of a hero video (ADR 32). */
export const HERO_STILL_NAME = "hero";
export const HERO_STILL_PATH = `/illustrations/${HERO_STILL_NAME}.svg`;

/** The van's route on the technology suite's panel, in the market's sample data (SuiteRouteMap). */
export const SUITE_ROUTE_NAME = "suite-route";
export const SUITE_ROUTE_PATH = `/illustrations/${SUITE_ROUTE_NAME}.svg`;

export const ILLUSTRATION_PATHS = [
  ...ILLUSTRATION_NAMES.map(illustrationPath),
  HERO_STILL_PATH,
  SUITE_ROUTE_PATH,
];

/**
 * The design tokens the drawings use (domain/design-tokens.ts), as values: the same drawing is
 * inlined in pages and served as a standalone file, where the page's CSS variables do not reach.
 */
export const ILLUSTRATION_COLORS = {
  ink: COLORS.ink,
  primary: COLORS.primary,
  "primary-soft": COLORS["primary-soft"],
  accent: COLORS.accent,
  "accent-soft": COLORS["accent-soft"],
  tint: COLORS.tint,
  line: COLORS.line,
} as const;
