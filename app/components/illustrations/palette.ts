import { ILLUSTRATION_COLORS } from "./names.ts";

// The drawings' colours as values (not CSS variables), so a drawing served as a file draws the
// same; short names keep the path data readable.
export const INK = ILLUSTRATION_COLORS.ink;
export const P = ILLUSTRATION_COLORS.primary;
export const PS = ILLUSTRATION_COLORS["primary-soft"];
export const A = ILLUSTRATION_COLORS.accent;
export const AS = ILLUSTRATION_COLORS["accent-soft"];
export const T = ILLUSTRATION_COLORS.tint;
export const L = ILLUSTRATION_COLORS.line;
export const W = "#fff";
export const NO = "none";

/** The drawings' outline, set once on the root <svg> and inherited: ink, round joins, no fill. */
export const outline = (strokeWidth: number) =>
  ({
    fill: NO,
    stroke: INK,
    strokeWidth,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  }) as const;
