import type { ReactNode } from "react";
import { Link } from "react-router";

/** Every variant has a border (transparent where none shows), so buttons side by side are one height. */
const VARIANTS = {
  primary: "border-transparent bg-accent text-ink hover:bg-accent-hover shadow-soft",
  secondary: "border-transparent bg-primary text-white hover:bg-primary-strong",
  ghost: "border-transparent text-ink hover:bg-ink/5",
  outline: "border-ink/20 bg-white text-ink hover:border-primary hover:text-primary",
} as const;

/** One disabled look for every submit button: grey with a hairline, never a washed-out colour. */
export const DISABLED_BUTTON =
  "disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-muted disabled:shadow-none disabled:ring-1 disabled:ring-line";

export const buttonClassName = (variant: keyof typeof VARIANTS = "primary") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-control border px-5 py-2.5 text-base font-semibold transition-colors ${VARIANTS[variant]}`;

export function ButtonLink({
  to,
  variant = "primary",
  children,
}: {
  to: string;
  variant?: keyof typeof VARIANTS;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonClassName(variant)}>
      {children}
    </Link>
  );
}
