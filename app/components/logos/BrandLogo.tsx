import type { ReactNode } from "react";
import { SpriteSvg } from "../sprite/SpriteSvg.tsx";
import type { SpriteSymbolId } from "../sprite/symbols.tsx";
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

/** A simple-icons glyph (24x24, a symbol of the sprite) in front of the name, in the text colour. */
const glyph =
  (symbol: SpriteSymbolId): Mark =>
  ({ className }) => <SpriteSvg symbol={symbol} className={className} focusable="false" />;

/**
 * A simple-icons glyph that already spells the brand (WooCommerce), cropped to its drawing; it
 * stands alone (no name beside it), at a height that matches a name's cap height. Its box keeps
 * the drawing's proportions (`viewBox`), so its width follows from its height.
 */
const wordmark = (
  symbol: SpriteSymbolId,
  viewBox: string,
  height: string,
): Mark & { standsAlone: true } =>
  Object.assign(
    () => (
      <SpriteSvg
        symbol={symbol}
        viewBox={viewBox}
        className={`${height} w-auto shrink-0`}
        focusable="false"
      />
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
 * a few shapes (a symbol of the sprite), all in the colour around it, at the surrounding size. Only
 * the marks tell them apart, so the strip reads as one family.
 */
const customer = (label: string, symbol: SpriteSymbolId): LogoDef => ({
  label,
  text: WORDMARK,
  mark: ({ className }) => <SpriteSvg symbol={symbol} className={className} focusable="false" />,
});

const LOGOS = {
  // ------------------------------------------------------------------ sample customers
  // Marks and lettering, not brands: each market's copy names its own invented customers
  // (content.json customers.items) and picks a mark for each, passed in as `label`.
  "sample-cactus": customer("Cactus", "mark-cactus"),
  "sample-flame": customer("Flame", "mark-flame"),
  "sample-waves": customer("Waves", "mark-waves"),
  "sample-sprout": customer("Sprout", "mark-sprout"),
  "sample-pixels": customer("Pixels", "mark-pixels"),
  "sample-bamboo": customer("Bamboo", "mark-bamboo"),
  "sample-cloud": customer("Cloud", "mark-cloud"),
  "sample-bicycle": customer("Bicycle", "mark-bicycle"),
  "sample-corn": customer("Corn", "mark-corn"),
  "sample-sunrise": customer("Sunrise", "mark-sunrise"),
  "sample-peak": customer("Peak", "mark-peak"),
  "sample-leaf": customer("Leaf", "mark-leaf"),

  // ------------------------------------------------------------ third parties: stores
  mercadolibre: thirdParty("Mercado Libre", HOVER.mercadolibre),
  tiendanube: thirdParty("Tiendanube", HOVER.tiendanube),
  vtex: thirdParty("VTEX", HOVER.vtex, glyph("store-vtex")),
  shopify: thirdParty("Shopify", HOVER.shopify, glyph("store-shopify")),
  prestashop: thirdParty("PrestaShop", HOVER.prestashop, glyph("store-prestashop")),
  woocommerce: thirdParty(
    "WooCommerce",
    HOVER.woocommerce,
    wordmark("store-woocommerce", "0 0 24 5.2", "h-[1.05em]"),
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
