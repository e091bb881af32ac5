import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "./icons.ts";

/** A link back to where the visitor came from (a list, a search), its arrow pointing back. */
export function BackLink({
  to,
  className,
  iconClassName,
  children,
}: {
  to: string;
  className: string;
  iconClassName: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      <ArrowLeft aria-hidden="true" className={iconClassName} />
      {children}
    </Link>
  );
}
