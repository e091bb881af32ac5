import type { CSSProperties } from "react";
import { COLORS, FONTS, RADII, remToPx } from "../../domain/design-tokens.ts";

/**
 * The e-mails' styles, from the site's design tokens (ADR 59), written inline: e-mail clients read
 * inline styles only.
 */
export const mailStyles = {
  body: {
    backgroundColor: COLORS["surface-muted"],
    margin: 0,
    padding: "24px 12px",
    fontFamily: FONTS.mail,
  },
  container: {
    maxWidth: "560px",
    backgroundColor: COLORS.surface,
    border: `1px solid ${COLORS.line}`,
    borderRadius: remToPx(RADII.card),
    padding: "32px 28px",
  },
  brand: { color: COLORS.primary, fontSize: "22px", fontWeight: 800, margin: "0 0 24px" },
  heading: {
    color: COLORS.ink,
    fontSize: "24px",
    lineHeight: "1.3",
    fontWeight: 800,
    margin: "0 0 12px",
  },
  text: { color: COLORS["ink-soft"], fontSize: "16px", lineHeight: "1.6", margin: "0 0 16px" },
  event: {
    backgroundColor: COLORS["primary-soft"],
    borderRadius: remToPx(RADII.control),
    padding: "16px 18px",
    margin: "0 0 20px",
  },
  label: {
    color: COLORS.muted,
    fontSize: "13px",
    fontWeight: 700,
    letterSpacing: "0.04em",
    textTransform: "uppercase",
    margin: "0 0 6px",
  },
  headline: {
    color: COLORS.ink,
    fontSize: "17px",
    fontWeight: 700,
    lineHeight: "1.4",
    margin: "0 0 4px",
  },
  detail: { color: COLORS["ink-soft"], fontSize: "14px", lineHeight: "1.5", margin: "0" },
  action: { margin: "8px 0 0" },
  button: {
    backgroundColor: COLORS.primary,
    borderRadius: remToPx(RADII.control),
    color: COLORS.surface,
    fontSize: "16px",
    fontWeight: 700,
    padding: "14px 22px",
    textDecoration: "none",
  },
  note: { color: COLORS.muted, fontSize: "14px", lineHeight: "1.5", margin: "16px 0 0" },
  hr: { borderColor: COLORS.line, margin: "28px 0 16px" },
  footer: { color: COLORS.muted, fontSize: "13px", lineHeight: "1.5", margin: "0 0 8px" },
  link: { color: COLORS.primary, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;
