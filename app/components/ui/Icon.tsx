import {
  BadgePercent,
  Bell,
  Boxes,
  Building2,
  Calculator,
  CalendarCheck,
  CalendarClock,
  ChartLine,
  ClipboardList,
  Clock,
  Container,
  FileText,
  Forklift,
  Globe,
  Handshake,
  Headset,
  Layers,
  LayoutDashboard,
  Leaf,
  MapPin,
  Navigation,
  Package,
  PackageCheck,
  Plug,
  Receipt,
  RefreshCcw,
  Repeat,
  Route,
  ScanBarcode,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Store,
  Target,
  Timer,
  Truck,
  Undo2,
  Users,
  Wallet,
  Warehouse,
  Zap,
  type LucideIcon,
  type LucideProps,
} from "lucide-react";

/**
 * The icons the locale resources may name. Listed one by one so the bundle carries only these;
 * a test checks that every icon named in the copy is here.
 */
const ICONS = {
  package: Package,
  truck: Truck,
  boxes: Boxes,
  route: Route,
  "layout-dashboard": LayoutDashboard,
  warehouse: Warehouse,
  clock: Clock,
  "map-pin": MapPin,
  "shield-check": ShieldCheck,
  "chart-line": ChartLine,
  plug: Plug,
  zap: Zap,
  "refresh-ccw": RefreshCcw,
  headset: Headset,
  "badge-percent": BadgePercent,
  "calendar-clock": CalendarClock,
  store: Store,
  "scan-barcode": ScanBarcode,
  "package-check": PackageCheck,
  users: Users,
  "building-2": Building2,
  globe: Globe,
  wallet: Wallet,
  "clipboard-list": ClipboardList,
  smartphone: Smartphone,
  timer: Timer,
  handshake: Handshake,
  layers: Layers,
  bell: Bell,
  "file-text": FileText,
  repeat: Repeat,
  sparkles: Sparkles,
  leaf: Leaf,
  target: Target,
  container: Container,
  forklift: Forklift,
  navigation: Navigation,
  "shopping-cart": ShoppingCart,
  receipt: Receipt,
  "undo-2": Undo2,
  "calendar-check": CalendarCheck,
  calculator: Calculator,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}

export function Icon({ name, ...props }: { name: string } & LucideProps) {
  if (!isIconName(name)) return null;
  const Component = ICONS[name];
  return <Component aria-hidden="true" strokeWidth={1.75} {...props} />;
}
