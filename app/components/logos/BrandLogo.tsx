import type { ReactNode } from "react";
import {
  siDhl,
  siFedex,
  siPrestashop,
  siShopify,
  siUps,
  siUsps,
  siVtex,
  siWoocommerce,
} from "simple-icons";

/*
 * Wordmarks for the sample customers, the carriers and the store integrations: a small mark in
 * front of the name set in HTML text. Real brands use their simple-icons glyph in their brand
 * colour where simple-icons has one; otherwise a neutral geometric mark in the brand's colour (not
 * an imitation of their artwork). Text is always ink or a dark grey (>= 4.5:1 on white); bright
 * brand colours only ever fill marks. Decorative: the caller supplies the accessible name.
 */

type Mark = (props: { className: string }) => ReactNode;

interface LogoDef {
  label: string;
  mark: Mark;
  /** Tailwind classes for the name; none when the mark already is the brand's wordmark. */
  text?: string;
}

const BASE = "inline-flex items-center gap-2 whitespace-nowrap leading-none";
const MARK = "size-[1.25em] shrink-0";

/** A simple-icons glyph (24x24) in its own colour, or `color` when given. */
const simpleIcon =
  (icon: { path: string; hex: string }, color = `#${icon.hex}`): Mark =>
  ({ className }) => (
    <svg viewBox="0 0 24 24" className={className} fill={color} focusable="false">
      <path d={icon.path} />
    </svg>
  );

/**
 * A simple-icons glyph that already spells the brand (DHL, FedEx, WooCommerce), cropped to its
 * drawing so it reads at text size. It stands alone: no name is set next to it.
 */
const wordmarkIcon =
  (
    icon: { path: string; hex: string },
    viewBox: string,
    height: string,
    color = `#${icon.hex}`,
    bg?: string,
  ): Mark =>
  () => (
    <svg viewBox={viewBox} className={`${height} w-auto shrink-0`} fill={color} focusable="false">
      {bg && <rect x="-9" y="-9" width="48" height="48" fill={bg} />}
      <path d={icon.path} />
    </svg>
  );

/** A 24x24 mark drawn from a few shapes. */
const shape =
  (children: ReactNode): Mark =>
  ({ className }) => (
    <svg viewBox="0 0 24 24" className={className} focusable="false">
      {children}
    </svg>
  );

// Geometric marks for brands simple-icons lacks: a tile or a disc in the brand colour, one glyph.
const tile = (color: string, glyph: ReactNode, rx = 6) =>
  shape(
    <>
      <rect width="24" height="24" rx={rx} fill={color} />
      {glyph}
    </>,
  );
const disc = (color: string, glyph: ReactNode) =>
  shape(
    <>
      <circle cx="12" cy="12" r="12" fill={color} />
      {glyph}
    </>,
  );
const line = (d: string, color = "#fff") => (
  <path
    d={d}
    fill="none"
    stroke={color}
    strokeWidth="2.6"
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);
const CHEVRON = "M10 7l5 5-5 5";
const DOUBLE_CHEVRON = "M7 7l5 5-5 5M13 7l5 5-5 5";
const ARROW = "M6 12h11M13 8l4 4-4 4";

// Calm ink and grey tones for the sample customers (all >= 4.5:1 on white).
const INK = "#0b1f3a";
const SOFT = "#34475f";
const MUTED = "#51627a";

const LOGOS = {
  // ------------------------------------------------------------------ sample customers
  // Marks and lettering, not brands: each market's copy names its own invented customers
  // (content.json customers.items) and picks a mark for each, passed in as `label`.
  "sample-cactus": {
    label: "Cactus",
    text: "font-bold tracking-tight text-ink",
    mark: shape(
      <path
        d="M12 21V4.5M12 15H8.5A2.5 2.5 0 0 1 6 12.5V10M12 12h3.5A2.5 2.5 0 0 0 18 9.5V6.5M4 21h16"
        fill="none"
        stroke={SOFT}
        strokeWidth="3"
        strokeLinecap="round"
      />,
    ),
  },
  "sample-flame": {
    label: "Flame",
    text: "text-[0.85em] font-semibold uppercase tracking-[0.18em] text-ink-soft",
    mark: shape(
      <>
        <path
          d="M12 2c3 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3-1-5 1-8z"
          fill={INK}
        />
      </>,
    ),
  },
  "sample-waves": {
    label: "Waves",
    text: "font-extrabold italic tracking-tight text-ink",
    mark: shape(
      <path
        d="M2 15c3-5 6-5 8-2s5 3 7-1 4-4 5-3M2 21c3-3 6-3 8-1s5 2 7-1 4-3 5-2"
        fill="none"
        stroke={MUTED}
        strokeWidth="2.6"
        strokeLinecap="round"
      />,
    ),
  },
  "sample-sprout": {
    label: "Sprout",
    text: "font-medium lowercase tracking-tight text-ink-soft",
    mark: shape(
      <>
        <circle cx="12" cy="12" r="10.5" fill="none" stroke={INK} strokeWidth="2" />
        <path d="M6 17h12M12 17v-5" stroke={INK} strokeWidth="2" strokeLinecap="round" />
        <path
          d="M12 12c0-3 2-5 5-5 0 3-2 5-5 5zM12 13.5C12 11 10.2 9 7.5 9c0 2.5 1.8 4.5 4.5 4.5z"
          fill={INK}
        />
      </>,
    ),
  },
  "sample-pixels": {
    label: "Pixels",
    text: "font-mono text-[0.9em] font-bold uppercase tracking-wider text-ink",
    mark: shape(
      <g fill={SOFT}>
        <rect x="2" y="2" width="9" height="9" />
        <rect x="13" y="2" width="9" height="9" fill={MUTED} />
        <rect x="2" y="13" width="9" height="9" fill={MUTED} />
        <rect x="15" y="15" width="7" height="7" />
      </g>,
    ),
  },
  "sample-bamboo": {
    label: "Bamboo",
    text: "font-extrabold lowercase text-ink-soft",
    mark: shape(
      <g fill={MUTED}>
        <rect x="4" y="2" width="6" height="20" rx="3" />
        <rect x="14" y="6" width="6" height="16" rx="3" />
        <path d="M4 9h6M4 15h6M14 13h6" stroke="#fff" strokeWidth="1.6" />
      </g>,
    ),
  },
  "sample-cloud": {
    label: "Cloud",
    text: "text-[0.85em] font-light uppercase tracking-[0.22em] text-ink",
    mark: shape(
      <path
        d="M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z"
        fill="none"
        stroke={SOFT}
        strokeWidth="2.2"
        strokeLinejoin="round"
      />,
    ),
  },
  "sample-bicycle": {
    label: "Bicycle",
    text: "font-black italic text-ink",
    mark: shape(
      <g fill="none" stroke={INK} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="5.5" cy="16" r="4" />
        <circle cx="18.5" cy="16" r="4" />
        <path d="M5.5 16l4-7h6l3 7M9.5 9l3 7h3M14 6h3" />
      </g>,
    ),
  },
  "sample-corn": {
    label: "Corn",
    text: "font-semibold text-ink-soft",
    mark: shape(
      <>
        <ellipse cx="12" cy="11" rx="5.5" ry="9" fill={MUTED} />
        <path d="M9 8h6M8.5 12h7M9 16h6" stroke="#fff" strokeWidth="1.4" />
        <path d="M12 22c-4-2-7-5-8-9 3 1 6 3 8 6 2-3 5-5 8-6-1 4-4 7-8 9z" fill={SOFT} />
      </>,
    ),
  },
  "sample-sunrise": {
    label: "Sunrise",
    text: "font-normal lowercase tracking-wide text-ink",
    mark: shape(
      <>
        <path d="M3 17a9 9 0 0 1 18 0z" fill={SOFT} />
        <path d="M2 21h20" stroke={SOFT} strokeWidth="2" strokeLinecap="round" />
      </>,
    ),
  },
  "sample-peak": {
    label: "Peak",
    text: "font-black uppercase tracking-tight text-ink",
    mark: shape(
      <>
        <path d="M1 22L9 6h6l8 16z" fill={INK} />
        <path d="M9 6l3 4 3-4" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
      </>,
    ),
  },
  "sample-leaf": {
    label: "Leaf",
    text: "font-semibold tracking-tight text-ink",
    mark: shape(
      <>
        <path d="M4 20C4 9 10 3 21 3c0 11-6 17-17 17z" fill={MUTED} />
        <path d="M4 20L14 10" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
      </>,
    ),
  },

  // ------------------------------------------------------------------------- carriers
  dhl: {
    label: "DHL",
    // DHL yellow is too light for text: the red wordmark sits on a yellow band, as DHL sets it.
    mark: wordmarkIcon(siDhl, "-1.5 8.4 27 7.2", "h-[1.6em]", "#D40511", "#FFCC00"),
  },
  fedex: { label: "FedEx", mark: wordmarkIcon(siFedex, "0 8.6 24 6.8", "h-[1.3em]") },
  ups: { label: "UPS", text: "font-bold text-ink", mark: simpleIcon(siUps) },
  usps: { label: "USPS", text: "font-bold text-ink", mark: simpleIcon(siUsps) },
  estafeta: {
    label: "Estafeta",
    text: "font-bold text-ink",
    mark: tile("#E30613", line(DOUBLE_CHEVRON)),
  },
  paquetexpress: {
    label: "Paquetexpress",
    text: "font-bold text-ink",
    mark: tile("#003DA5", line("M6 8h8l4 4-4 4H6z", "#FFC72C")),
  },
  redpack: {
    label: "Redpack",
    text: "font-bold text-ink",
    mark: tile("#D6001C", line("M6 9l6-3 6 3v7l-6 3-6-3zM6 9l6 3 6-3M12 12v7")),
  },
  "99minutos": {
    label: "99minutos",
    text: "font-bold text-ink",
    mark: disc("#00A651", line("M12 6v6l4 3")),
  },
  "jt-express": {
    label: "J&T Express",
    text: "font-bold text-ink",
    mark: tile("#E60012", line(ARROW), 12),
  },
  sendex: {
    label: "Sendex",
    text: "font-bold text-ink",
    mark: tile("#0057A8", line("M6 16l12-8M12 8h6v6"), 4),
  },
  andreani: {
    label: "Andreani",
    text: "font-bold text-ink",
    mark: disc("#D71920", line(CHEVRON)),
  },
  oca: {
    label: "OCA",
    text: "font-bold text-ink",
    mark: disc(
      "#5F259F",
      <circle cx="12" cy="12" r="5" fill="none" stroke="#fff" strokeWidth="2.6" />,
    ),
  },
  "correo-argentino": {
    label: "Correo Argentino",
    text: "font-bold text-ink",
    mark: tile("#002F6C", line("M5 8h14v9H5zM5 8l7 5 7-5", "#FFCE00")),
  },
  ontrac: {
    label: "OnTrac",
    text: "font-bold text-ink",
    mark: disc("#0047BB", line(ARROW)),
  },
  castores: {
    label: "Castores",
    text: "font-bold text-ink",
    mark: tile("#00539B", line("M6 15h12M6 15V9h8l4 6M9 18v0M16 18v0", "#FFD100")),
  },
  "tres-guerras": {
    label: "Tres Guerras",
    text: "font-bold text-ink",
    mark: tile("#B5121B", line("M7 17V7M12 17V7M17 17V7")),
  },
  ivoy: {
    label: "iVoy",
    text: "font-bold text-ink",
    mark: disc("#6B2C91", line("M8 8l4 8 4-8")),
  },

  // --------------------------------------------------------------------- integrations
  mercadolibre: {
    label: "Mercado Libre",
    text: "font-bold text-ink",
    mark: tile("#FFE600", line("M7 10h10l-1 8H8zM9.5 10V8.5a2.5 2.5 0 0 1 5 0V10", "#2D3277")),
  },
  tiendanube: {
    label: "Tiendanube",
    text: "font-bold text-ink",
    mark: tile("#2C6BED", line("M8.5 16.5a3 3 0 0 1-.3-6 4 4 0 0 1 7.6 0 3 3 0 0 1-.3 6z")),
  },
  vtex: { label: "VTEX", text: "font-bold text-ink", mark: simpleIcon(siVtex) },
  shopify: { label: "Shopify", text: "font-bold text-ink", mark: simpleIcon(siShopify) },
  prestashop: { label: "PrestaShop", text: "font-bold text-ink", mark: simpleIcon(siPrestashop) },
  woocommerce: {
    label: "WooCommerce",
    mark: wordmarkIcon(siWoocommerce, "0 9.4 24 5.2", "h-[1.3em]"),
  },
  magento: {
    label: "Magento",
    text: "font-bold text-ink",
    mark: disc("#EE672F", line("M12 6l6 3v6l-6 3-6-3V9zM6 9l6 3 6-3M12 12v6")),
  },
} satisfies Record<string, LogoDef>;

export type BrandLogoName = keyof typeof LOGOS;

export const BRAND_LOGO_NAMES = Object.keys(LOGOS) as readonly BrandLogoName[];

export const BRAND_LOGO_LABELS = Object.fromEntries(
  Object.entries(LOGOS).map(([name, def]) => [name, def.label]),
) as Record<BrandLogoName, string>;

export function isBrandLogoName(name: string): name is BrandLogoName {
  return Object.hasOwn(LOGOS, name);
}

/**
 * A brand's wordmark (mark + name) at the surrounding font size, or nothing for an unknown name.
 * Decorative: wrap it in an element that carries the brand name (e.g. aria-label, sr-only text).
 */
export function BrandLogo({
  name,
  className,
  label,
}: {
  name: string;
  className?: string;
  /** The name set beside the mark: a sample customer's, from the copy; a real brand's own by default. */
  label?: string;
}) {
  if (!isBrandLogoName(name)) return null;
  const { label: ownLabel, mark: Glyph, text } = LOGOS[name] as LogoDef;
  return (
    <span aria-hidden="true" className={className ? `${BASE} ${className}` : BASE}>
      <Glyph className={MARK} />
      {text && <span className={text}>{label ?? ownLabel}</span>}
    </span>
  );
}
