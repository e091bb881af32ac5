import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "./Icon.tsx";

/**
 * A link led by its icon on a tinted tile, then what it says (a service as the services menu and
 * a story's list of services show it).
 */
export function IconTileLink({
  to,
  icon,
  className,
  tileClassName,
  children,
}: {
  to: string;
  icon: string;
  className: string;
  tileClassName: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={className}>
      <span className={tileClassName}>
        <Icon name={icon} className="size-5" />
      </span>
      <span>{children}</span>
    </Link>
  );
}
