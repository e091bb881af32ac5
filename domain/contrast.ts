import { COLORS } from "./design-tokens.ts";

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The site's ink and white: what a mark is drawn in on a brand colour. */
export const MARK_INKS = { white: COLORS.surface, ink: COLORS.ink } as const;

/** Of white and the site's ink, the one that reads better on `background` (#rrggbb). */
export const markInkOn = (background: string): keyof typeof MARK_INKS =>
  contrastRatio(background, MARK_INKS.white) >= contrastRatio(background, MARK_INKS.ink)
    ? "white"
    : "ink";
