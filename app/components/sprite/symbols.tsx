import type { ReactNode, SVGProps } from "react";
import {
  ArrowLeft,
  ArrowRight,
  BadgePercent,
  Bell,
  BellOff,
  BellRing,
  Boxes,
  Building2,
  Calculator,
  CalendarCheck,
  CalendarClock,
  ChartLine,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleCheck,
  ClipboardList,
  Clock,
  CodeXml,
  Container,
  ExternalLink,
  FileText,
  Forklift,
  Globe,
  Handshake,
  Headset,
  History,
  Hourglass,
  Info,
  Layers,
  LayoutDashboard,
  Leaf,
  Link2,
  Mail,
  MailCheck,
  MapPin,
  Menu,
  MessageCircle,
  Navigation,
  Package,
  PackageCheck,
  Pause,
  Phone,
  Play,
  Plug,
  Receipt,
  RefreshCcw,
  Repeat,
  RotateCcw,
  Route,
  ScanBarcode,
  Search,
  SearchX,
  ShieldCheck,
  ShoppingCart,
  Smartphone,
  Sparkles,
  Store,
  Tag,
  Target,
  Timer,
  TriangleAlert,
  Truck,
  Undo2,
  Users,
  Wallet,
  Warehouse,
  X,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { siPrestashop, siShopify, siVtex, siWoocommerce } from "simple-icons";
import { HERO_PARTS } from "../illustrations/hero-parts.tsx";

/**
 * The drawings of the sprite (ADR 53): every icon, mark and glyph the pages draw more than once or
 * in quantity, each a `<symbol>` of one SVG file that the build writes (tooling/sprite-plugin.ts)
 * and the pages point at (`<use href>`, SpriteSvg.tsx). Plain drawings only: no class, no style
 * and no CSS variable, since the page's styles do not reach into the file; colours are
 * `currentColor` (the text colour where the drawing is used) or fixed values.
 */
export type SpriteSymbol =
  | {
      /** A lucide icon: 24 units square, stroked in the text colour, its stroke width the page's. */
      lucide: LucideIcon;
    }
  | {
      /** A part of a larger drawing, in the units of the `<svg>` that draws it (no box of its own). */
      part: ReactNode;
    }
  | {
      viewBox: string;
      /** Presentation attributes for the whole drawing. */
      attributes?: SVGProps<SVGSymbolElement>;
      drawing: ReactNode;
    };

/** Strokes in the text colour, round: the lucide style, which the customers' marks share. */
const STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/** A simple-icons glyph, filled with the text colour. */
const glyph = (icon: { path: string }, viewBox = "0 0 24 24"): SpriteSymbol => ({
  viewBox,
  attributes: { fill: "currentColor" },
  drawing: <path d={icon.path} />,
});

/** A social profile's line glyph, drawn to match the lucide stroke style. */
const social = (drawing: ReactNode): SpriteSymbol => ({
  viewBox: "0 0 24 24",
  attributes: STROKE,
  drawing,
});

export const SPRITE_SYMBOLS = {
  // ------------------------------------------------------------------ lucide icons
  "arrow-left": { lucide: ArrowLeft },
  "arrow-right": { lucide: ArrowRight },
  "badge-percent": { lucide: BadgePercent },
  bell: { lucide: Bell },
  "bell-off": { lucide: BellOff },
  "bell-ring": { lucide: BellRing },
  boxes: { lucide: Boxes },
  "building-2": { lucide: Building2 },
  calculator: { lucide: Calculator },
  "calendar-check": { lucide: CalendarCheck },
  "calendar-clock": { lucide: CalendarClock },
  "chart-line": { lucide: ChartLine },
  check: { lucide: Check },
  "chevron-down": { lucide: ChevronDown },
  "chevron-left": { lucide: ChevronLeft },
  "chevron-right": { lucide: ChevronRight },
  "circle-check": { lucide: CircleCheck },
  "clipboard-list": { lucide: ClipboardList },
  clock: { lucide: Clock },
  "code-xml": { lucide: CodeXml },
  container: { lucide: Container },
  "external-link": { lucide: ExternalLink },
  "file-text": { lucide: FileText },
  forklift: { lucide: Forklift },
  globe: { lucide: Globe },
  handshake: { lucide: Handshake },
  headset: { lucide: Headset },
  history: { lucide: History },
  hourglass: { lucide: Hourglass },
  info: { lucide: Info },
  layers: { lucide: Layers },
  "layout-dashboard": { lucide: LayoutDashboard },
  leaf: { lucide: Leaf },
  "link-2": { lucide: Link2 },
  mail: { lucide: Mail },
  "mail-check": { lucide: MailCheck },
  "map-pin": { lucide: MapPin },
  menu: { lucide: Menu },
  "message-circle": { lucide: MessageCircle },
  navigation: { lucide: Navigation },
  package: { lucide: Package },
  "package-check": { lucide: PackageCheck },
  pause: { lucide: Pause },
  phone: { lucide: Phone },
  play: { lucide: Play },
  plug: { lucide: Plug },
  receipt: { lucide: Receipt },
  "refresh-ccw": { lucide: RefreshCcw },
  repeat: { lucide: Repeat },
  "rotate-ccw": { lucide: RotateCcw },
  route: { lucide: Route },
  "scan-barcode": { lucide: ScanBarcode },
  search: { lucide: Search },
  "search-x": { lucide: SearchX },
  "shield-check": { lucide: ShieldCheck },
  "shopping-cart": { lucide: ShoppingCart },
  smartphone: { lucide: Smartphone },
  sparkles: { lucide: Sparkles },
  store: { lucide: Store },
  tag: { lucide: Tag },
  target: { lucide: Target },
  timer: { lucide: Timer },
  "triangle-alert": { lucide: TriangleAlert },
  truck: { lucide: Truck },
  "undo-2": { lucide: Undo2 },
  users: { lucide: Users },
  wallet: { lucide: Wallet },
  warehouse: { lucide: Warehouse },
  x: { lucide: X },
  zap: { lucide: Zap },

  // ------------------------------------------------ the sample customers' marks (BrandLogo)
  "mark-cactus": {
    viewBox: "0 0 24 24",
    drawing: (
      <path
        d="M12 21V4.5M12 15H8.5A2.5 2.5 0 0 1 6 12.5V10M12 12h3.5A2.5 2.5 0 0 0 18 9.5V6.5M4 21h16"
        strokeWidth="3"
        {...STROKE}
      />
    ),
  },
  "mark-flame": {
    viewBox: "0 0 24 24",
    drawing: (
      <path
        d="M12 2c3 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3-1-5 1-8z"
        fill="currentColor"
      />
    ),
  },
  "mark-waves": {
    viewBox: "0 0 24 24",
    drawing: (
      <path
        d="M2 15c3-5 6-5 8-2s5 3 7-1 4-4 5-3M2 21c3-3 6-3 8-1s5 2 7-1 4-3 5-2"
        strokeWidth="2.6"
        {...STROKE}
      />
    ),
  },
  "mark-sprout": {
    viewBox: "0 0 24 24",
    drawing: (
      <>
        <circle cx="12" cy="12" r="10.5" strokeWidth="2" {...STROKE} />
        <path d="M6 17h12M12 17v-5" strokeWidth="2" {...STROKE} />
        <path
          d="M12 12c0-3 2-5 5-5 0 3-2 5-5 5zM12 13.5C12 11 10.2 9 7.5 9c0 2.5 1.8 4.5 4.5 4.5z"
          fill="currentColor"
        />
      </>
    ),
  },
  "mark-pixels": {
    viewBox: "0 0 24 24",
    drawing: (
      <g fill="currentColor">
        <rect x="2" y="2" width="9" height="9" />
        <rect x="13" y="2" width="9" height="9" opacity="0.5" />
        <rect x="2" y="13" width="9" height="9" opacity="0.5" />
        <rect x="15" y="15" width="7" height="7" />
      </g>
    ),
  },
  "mark-bamboo": {
    viewBox: "0 0 24 24",
    drawing: (
      <g fill="currentColor">
        <rect x="4" y="2" width="6" height="6.2" rx="2" />
        <rect x="4" y="9.8" width="6" height="4.4" rx="1.5" />
        <rect x="4" y="15.8" width="6" height="6.2" rx="2" />
        <rect x="14" y="6" width="6" height="6.2" rx="2" />
        <rect x="14" y="13.8" width="6" height="8.2" rx="2" />
      </g>
    ),
  },
  "mark-cloud": {
    viewBox: "0 0 24 24",
    drawing: (
      <path
        d="M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z"
        strokeWidth="2.2"
        {...STROKE}
      />
    ),
  },
  "mark-bicycle": {
    viewBox: "0 0 24 24",
    drawing: (
      <g strokeWidth="2.2" {...STROKE}>
        <circle cx="5.5" cy="16" r="4" />
        <circle cx="18.5" cy="16" r="4" />
        <path d="M5.5 16l4-7h6l3 7M9.5 9l3 7h3M14 6h3" />
      </g>
    ),
  },
  "mark-corn": {
    viewBox: "0 0 24 24",
    drawing: (
      <>
        <ellipse cx="12" cy="10" rx="4.5" ry="8" strokeWidth="2" {...STROKE} />
        <path d="M9.5 7h5M9 10.5h6M9.5 14h5" strokeWidth="1.6" {...STROKE} />
        <path d="M12 22c-4-2-7-5-8-9 3 1 6 3 8 6 2-3 5-5 8-6-1 4-4 7-8 9z" fill="currentColor" />
      </>
    ),
  },
  "mark-sunrise": {
    viewBox: "0 0 24 24",
    drawing: (
      <>
        <path d="M3 17a9 9 0 0 1 18 0z" fill="currentColor" />
        <path d="M2 21h20" strokeWidth="2" {...STROKE} />
      </>
    ),
  },
  "mark-peak": {
    viewBox: "0 0 24 24",
    drawing: (
      <path
        d="M1 22 7.5 9l2.5 2.5 2-2 2 2L16.5 9 23 22zM9 6h6l1 2-2 2-2-2-2 2-2-2z"
        fill="currentColor"
      />
    ),
  },
  "mark-leaf": {
    viewBox: "0 0 24 24",
    drawing: (
      <>
        <path d="M4 20C4 9 10 3 21 3c0 11-6 17-17 17z" strokeWidth="2.2" {...STROKE} />
        <path d="M4 20L14 10" strokeWidth="2.2" {...STROKE} />
      </>
    ),
  },

  // ------------------------------------------------- the store platforms' glyphs (BrandLogo)
  "store-vtex": glyph(siVtex),
  "store-shopify": glyph(siShopify),
  "store-prestashop": glyph(siPrestashop),
  // The glyph that spells the brand, cropped to its drawing.
  "store-woocommerce": glyph(siWoocommerce, "0 9.4 24 5.2"),

  // --------------------------------------------------------- social profiles (the footer)
  "social-linkedin": social(
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.5 2.25-2.5S16 11.5 16 13v3" />
    </>,
  ),
  "social-instagram": social(
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.25 6.75v.01" />
    </>,
  ),
  "social-youtube": social(
    <>
      <rect x="2.5" y="5" width="19" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>,
  ),

  // ------------------------------------------------------ the home hero's parts (ADR 32)
  ...(Object.fromEntries(
    Object.entries(HERO_PARTS).map(([name, drawing]) => [name, { part: drawing }]),
  ) as Record<keyof typeof HERO_PARTS, SpriteSymbol>),
} satisfies Record<string, SpriteSymbol>;

export type SpriteSymbolId = keyof typeof SPRITE_SYMBOLS;
