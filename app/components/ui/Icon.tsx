import {
  Boxes,
  LayoutDashboard,
  Package,
  Route,
  Truck,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

/** Icons named in the locale resources. Listed one by one so the bundle carries only these. */
const ICONS = {
  package: Package,
  truck: Truck,
  boxes: Boxes,
  route: Route,
  "layout-dashboard": LayoutDashboard,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  const Component = isIconName(name) ? ICONS[name] : Package;
  return <Component aria-hidden="true" strokeWidth={1.75} {...props} />;
}
