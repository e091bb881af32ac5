/**
 * The brand's design tokens, written once (ADR 59): the stylesheet's theme (app/design-tokens.css,
 * generated from this file by `npm run tokens`), the illustrations, the e-mails, the browser's
 * theme colour, the share images, the editor's sign-in page and the contrast checks all read them.
 * Plain TypeScript with no imports, so the server, the app and the tooling can load it.
 */

/** Colours as #rrggbb, named as the stylesheet's `--color-*` variables and Tailwind classes. */
export const COLORS = {
  /** Text and dark sections. */
  ink: "#0b1f3a",
  "ink-soft": "#34475f",
  /** Links and primary buttons. */
  primary: "#1d4ed8",
  "primary-strong": "#1e40af",
  "primary-soft": "#e8eefc",
  /** Highlights, badges and the main call to action (with ink text). */
  accent: "#ff6b2c",
  "accent-hover": "#ff8550",
  "accent-strong": "#c2410c",
  "accent-soft": "#fff1ea",
  surface: "#ffffff",
  "surface-muted": "#f5f7fb",
  /** The soft tint of alternating sections. */
  tint: "#eef4ff",
  line: "#dbe2ec",
  muted: "#51627a",
  /** Done: a sent form, the cheapest quote. */
  success: "#15803d",
  "success-strong": "#166534",
  "success-soft": "#ecfdf3",
  /** Refused: a field's error, a form's error summary, a request that failed. */
  danger: "#c10007",
  "danger-strong": "#9f0712",
  "danger-soft": "#fef2f2",
} as const;

export type ColorName = keyof typeof COLORS;

/**
 * Corner radii in rem, within the brief's 12–20 px for cards and buttons: a badge's or a logo
 * chip's (small), a button's or a field's (control), a card's, and a page's large panels (a
 * form's or a parcel's card, a call to action). Tailwind's classes: `rounded-card`, and so on.
 */
export const RADII = { small: 0.5, control: 0.75, card: 1, panel: 1.25 } as const;

/** Shadows, in the ink's colour: a raised card or button, and a flat card's hairline. */
export const SHADOWS = {
  soft: "0 1px 2px rgb(11 31 58 / 0.06), 0 8px 24px rgb(11 31 58 / 0.08)",
  hairline: "0 1px 2px rgb(11 31 58 / 0.04)",
} as const;

/** The brand's typeface, with the fallbacks a page and an e-mail client use before or without it. */
export const FONTS = {
  sans: '"Plus Jakarta Sans Variable", ui-sans-serif, system-ui, sans-serif',
  mail: "'Plus Jakarta Sans', 'Segoe UI', Helvetica, Arial, sans-serif",
} as const;

/** The type scale beyond Tailwind's: sizes with their line height and tracking. */
export const TYPE_SCALE = {
  display: {
    size: "clamp(2.25rem, 1.6rem + 2.8vw, 3.75rem)",
    lineHeight: 1.08,
    tracking: "-0.025em",
  },
} as const;

/** Content widths in rem. */
export const CONTAINERS = { content: 80 } as const;

/** A length in rem as CSS pixels (1 rem = 16 px), for e-mail clients. */
export const remToPx = (rem: number) => `${rem * 16}px`;

/** The tokens as Tailwind CSS 4's `@theme` block: what app/design-tokens.css holds. */
export function themeCss(): string {
  const lines = [
    `  --font-sans: ${FONTS.sans};`,
    "",
    ...Object.entries(COLORS).map(([name, value]) => `  --color-${name}: ${value};`),
    "",
    ...Object.entries(RADII).map(([name, rem]) => `  --radius-${name}: ${rem}rem;`),
    "",
    ...Object.entries(SHADOWS).map(([name, value]) => `  --shadow-${name}: ${value};`),
    "",
    ...Object.entries(TYPE_SCALE).flatMap(([name, step]) => [
      `  --text-${name}: ${step.size};`,
      `  --text-${name}--line-height: ${step.lineHeight};`,
      `  --text-${name}--letter-spacing: ${step.tracking};`,
    ]),
    "",
    ...Object.entries(CONTAINERS).map(([name, rem]) => `  --container-${name}: ${rem}rem;`),
  ];
  return [
    "/* Generated from domain/design-tokens.ts by `npm run tokens`: edit that file, not this one. */",
    "@theme {",
    ...lines,
    "}",
    "",
  ].join("\n");
}
