import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "./icons.ts";

/**
 * `quiet`: small, above a page's heading (a story, back to the stories). `underlined`: after a
 * page's content, in the text's size. `button`: the page's one way on (a parcel, back to search).
 */
const LOOKS = {
  quiet: {
    link: "inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary hover:text-primary-strong",
    icon: "size-4",
  },
  underlined: {
    link: "inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:text-primary-strong",
    icon: "size-5",
  },
  button: {
    link: "inline-flex min-h-11 items-center gap-2 rounded-control bg-primary px-5 font-semibold text-white hover:bg-primary-strong",
    icon: "size-5",
  },
} as const;

/** A link back to where the visitor came from (a list, a search), its arrow pointing back. */
export function BackLink({
  to,
  look,
  className = "",
  children,
}: {
  to: string;
  look: keyof typeof LOOKS;
  /** Where it sits (a margin), never how it looks. */
  className?: string;
  children: ReactNode;
}) {
  const style = LOOKS[look];
  return (
    <Link to={to} className={`${style.link} ${className}`.trim()}>
      <ArrowLeft aria-hidden="true" className={style.icon} />
      {children}
    </Link>
  );
}
