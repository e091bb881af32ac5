import type { ReactNode } from "react";
import { siPrestashop, siShopify, siVtex, siWoocommerce } from "simple-icons";
import type { BrandLogoName } from "./logo-names.ts";
import { WORDMARK } from "./wordmark.ts";

/*
 * Wordmarks for the sample customers and the store integrations: a mark in front of the name set
 * in HTML text. The sample customers (fictional) share one monochrome treatment; the store
 * platforms get the third-party treatment below. Carriers have their own, typographic wordmark
 * (wordmark.ts). Decorative: the caller supplies the accessible name.
 */

type Mark = (props: { className: string }) => ReactNode;

interface LogoDef {
  label: string;
  mark: Mark;
  /** Tailwind classes for the name; none when the mark already is the brand's wordmark. */
  text?: string;
  /** Classes of the whole logo: its colour and how it changes (third parties). */
  tone?: string;
}

const BASE = "inline-flex items-center gap-2 whitespace-nowrap leading-none";
const MARK = "size-[1.25em] shrink-0";

/**
 * Third-party brands (store platforms) share one treatment: monochrome in the muted grey at rest,
 * in the brand's colour on hover (of the logo, or of an ancestor marked `group/brand`). Their own
 * mark only where simple-icons has it, drawn in the text colour; otherwise the plain name (no mark
 * is invented for a real brand).
 */
const THIRD_PARTY =
  "font-bold tracking-tight text-muted transition-colors motion-reduce:transition-none";

/** A simple-icons glyph (24x24) in front of the name, in the text colour. */
const glyph =
  (icon: { path: string }): Mark =>
  ({ className }) => (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" focusable="false">
      <path d={icon.path} />
    </svg>
  );

/**
 * A simple-icons glyph that already spells the brand (WooCommerce), cropped to its drawing; it
 * stands alone (no name beside it), at a height that matches a name's cap height.
 */
const wordmark = (
  icon: { path: string },
  viewBox: string,
  height: string,
): Mark & { standsAlone: true } =>
  Object.assign(
    () => (
      <svg
        viewBox={viewBox}
        className={`${height} w-auto shrink-0`}
        fill="currentColor"
        focusable="false"
      >
        <path d={icon.path} />
      </svg>
    ),
    { standsAlone: true as const },
  );

/** Nothing in front of the name: a plain wordmark. */
const NO_MARK: Mark = () => null;

const thirdParty = (
  label: string,
  hover: string,
  mark: Mark & { standsAlone?: true } = NO_MARK,
): LogoDef => ({
  label,
  mark,
  text: mark.standsAlone ? undefined : "",
  tone: `${THIRD_PARTY} ${hover}`,
});

/**
 * The colour each third party takes on hover: its brand colour, darkened where the brand's own is
 * too light to read on white (Mercado Libre's yellow: its navy instead). Literal classes, so
 * Tailwind generates them.
 */
const HOVER = {
  mercadolibre: "hover:text-[#2D3277] group-hover/brand:text-[#2D3277]",
  tiendanube: "hover:text-[#2C6BED] group-hover/brand:text-[#2C6BED]",
  vtex: "hover:text-[#ED125F] group-hover/brand:text-[#ED125F]",
  shopify: "hover:text-[#5E8E3E] group-hover/brand:text-[#5E8E3E]",
  prestashop: "hover:text-[#DF0067] group-hover/brand:text-[#DF0067]",
  woocommerce: "hover:text-[#7F54B3] group-hover/brand:text-[#7F54B3]",
  magento: "hover:text-[#EE672F] group-hover/brand:text-[#EE672F]",
} as const;

/**
 * The sample customers' one treatment, the carriers' lettering (wordmark.ts) after a 24x24 mark of
 * a few shapes, all in the colour around it, at the surrounding size. Only the marks tell them
 * apart, so the strip reads as one family.
 */
const customer = (label: string, children: ReactNode): LogoDef => ({
  label,
  text: WORDMARK,
  mark: ({ className }) => (
    <svg viewBox="0 0 24 24" className={className} focusable="false">
      {children}
    </svg>
  ),
});

/** Strokes of the customers' marks. */
const STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const LOGOS = {
  // ------------------------------------------------------------------ sample customers
  // Marks and lettering, not brands: each market's copy names its own invented customers
  // (content.json customers.items) and picks a mark for each, passed in as `label`.
  "sample-cactus": customer(
    "Cactus",
    <path
      d="M12 21V4.5M12 15H8.5A2.5 2.5 0 0 1 6 12.5V10M12 12h3.5A2.5 2.5 0 0 0 18 9.5V6.5M4 21h16"
      strokeWidth="3"
      {...STROKE}
    />,
  ),
  "sample-flame": customer(
    "Flame",
    <path
      d="M12 2c3 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-3-1-5 1-8z"
      fill="currentColor"
    />,
  ),
  "sample-waves": customer(
    "Waves",
    <path
      d="M2 15c3-5 6-5 8-2s5 3 7-1 4-4 5-3M2 21c3-3 6-3 8-1s5 2 7-1 4-3 5-2"
      strokeWidth="2.6"
      {...STROKE}
    />,
  ),
  "sample-sprout": customer(
    "Sprout",
    <>
      <circle cx="12" cy="12" r="10.5" strokeWidth="2" {...STROKE} />
      <path d="M6 17h12M12 17v-5" strokeWidth="2" {...STROKE} />
      <path
        d="M12 12c0-3 2-5 5-5 0 3-2 5-5 5zM12 13.5C12 11 10.2 9 7.5 9c0 2.5 1.8 4.5 4.5 4.5z"
        fill="currentColor"
      />
    </>,
  ),
  "sample-pixels": customer(
    "Pixels",
    <g fill="currentColor">
      <rect x="2" y="2" width="9" height="9" />
      <rect x="13" y="2" width="9" height="9" opacity="0.5" />
      <rect x="2" y="13" width="9" height="9" opacity="0.5" />
      <rect x="15" y="15" width="7" height="7" />
    </g>,
  ),
  "sample-bamboo": customer(
    "Bamboo",
    <g fill="currentColor">
      <rect x="4" y="2" width="6" height="6.2" rx="2" />
      <rect x="4" y="9.8" width="6" height="4.4" rx="1.5" />
      <rect x="4" y="15.8" width="6" height="6.2" rx="2" />
      <rect x="14" y="6" width="6" height="6.2" rx="2" />
      <rect x="14" y="13.8" width="6" height="8.2" rx="2" />
    </g>,
  ),
  "sample-cloud": customer(
    "Cloud",
    <path
      d="M7 18a5 5 0 0 1-.5-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z"
      strokeWidth="2.2"
      {...STROKE}
    />,
  ),
  "sample-bicycle": customer(
    "Bicycle",
    <g strokeWidth="2.2" {...STROKE}>
      <circle cx="5.5" cy="16" r="4" />
      <circle cx="18.5" cy="16" r="4" />
      <path d="M5.5 16l4-7h6l3 7M9.5 9l3 7h3M14 6h3" />
    </g>,
  ),
  "sample-corn": customer(
    "Corn",
    <>
      <ellipse cx="12" cy="10" rx="4.5" ry="8" strokeWidth="2" {...STROKE} />
      <path d="M9.5 7h5M9 10.5h6M9.5 14h5" strokeWidth="1.6" {...STROKE} />
      <path d="M12 22c-4-2-7-5-8-9 3 1 6 3 8 6 2-3 5-5 8-6-1 4-4 7-8 9z" fill="currentColor" />
    </>,
  ),
  "sample-sunrise": customer(
    "Sunrise",
    <>
      <path d="M3 17a9 9 0 0 1 18 0z" fill="currentColor" />
      <path d="M2 21h20" strokeWidth="2" {...STROKE} />
    </>,
  ),
  "sample-peak": customer(
    "Peak",
    <path
      d="M1 22 7.5 9l2.5 2.5 2-2 2 2L16.5 9 23 22zM9 6h6l1 2-2 2-2-2-2 2-2-2z"
      fill="currentColor"
    />,
  ),
  "sample-leaf": customer(
    "Leaf",
    <>
      <path d="M4 20C4 9 10 3 21 3c0 11-6 17-17 17z" strokeWidth="2.2" {...STROKE} />
      <path d="M4 20L14 10" strokeWidth="2.2" {...STROKE} />
    </>,
  ),

  // ------------------------------------------------------------ third parties: stores
  mercadolibre: thirdParty("Mercado Libre", HOVER.mercadolibre),
  tiendanube: thirdParty("Tiendanube", HOVER.tiendanube),
  vtex: thirdParty("VTEX", HOVER.vtex, glyph(siVtex)),
  shopify: thirdParty("Shopify", HOVER.shopify, glyph(siShopify)),
  prestashop: thirdParty("PrestaShop", HOVER.prestashop, glyph(siPrestashop)),
  woocommerce: thirdParty(
    "WooCommerce",
    HOVER.woocommerce,
    wordmark(siWoocommerce, "0 9.4 24 5.2", "h-[1.05em]"),
  ),
  magento: thirdParty("Magento", HOVER.magento),
} satisfies Record<BrandLogoName, LogoDef>;

export type { BrandLogoName };

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
  const { label: ownLabel, mark: Glyph, text, tone } = LOGOS[name] as LogoDef;
  const classes = [BASE, tone, className].filter(Boolean).join(" ");
  return (
    <span aria-hidden="true" className={classes}>
      <Glyph className={MARK} />
      {text !== undefined && <span className={text || undefined}>{label ?? ownLabel}</span>}
    </span>
  );
}
