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
 * Wordmarks for the sample customers, the carriers and the store integrations: a mark in front of
 * the name set in HTML text. The sample customers (fictional) have their own marks in ink and
 * greys; the real brands get the third-party treatment below. Decorative: the caller supplies the
 * accessible name.
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
 * Third-party brands (carriers, store platforms) share one treatment: monochrome in the muted grey
 * at rest, in the brand's colour on hover (of the logo, or of an ancestor marked `group/brand`).
 * Their own mark only where simple-icons has it, drawn in the text colour; otherwise the plain name
 * (no mark is invented for a real brand).
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
 * A simple-icons glyph that already spells the brand (DHL, FedEx, WooCommerce), cropped to its
 * drawing; it stands alone (no name beside it), at a height that matches a name's cap height.
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
 * too light to read on white (DHL's and Mercado Libre's yellow: their red and navy instead).
 * Literal classes, so Tailwind generates them.
 */
const HOVER = {
  dhl: "hover:text-[#D40511] group-hover/brand:text-[#D40511]",
  fedex: "hover:text-[#4D148C] group-hover/brand:text-[#4D148C]",
  ups: "hover:text-[#150400] group-hover/brand:text-[#150400]",
  usps: "hover:text-[#333366] group-hover/brand:text-[#333366]",
  estafeta: "hover:text-[#C8102E] group-hover/brand:text-[#C8102E]",
  paquetexpress: "hover:text-[#003DA5] group-hover/brand:text-[#003DA5]",
  redpack: "hover:text-[#D6001C] group-hover/brand:text-[#D6001C]",
  "99minutos": "hover:text-[#00843D] group-hover/brand:text-[#00843D]",
  "jt-express": "hover:text-[#E60012] group-hover/brand:text-[#E60012]",
  sendex: "hover:text-[#0057A8] group-hover/brand:text-[#0057A8]",
  andreani: "hover:text-[#D71920] group-hover/brand:text-[#D71920]",
  oca: "hover:text-[#5F259F] group-hover/brand:text-[#5F259F]",
  "correo-argentino": "hover:text-[#002F6C] group-hover/brand:text-[#002F6C]",
  ontrac: "hover:text-[#0047BB] group-hover/brand:text-[#0047BB]",
  castores: "hover:text-[#00539B] group-hover/brand:text-[#00539B]",
  "tres-guerras": "hover:text-[#B5121B] group-hover/brand:text-[#B5121B]",
  ivoy: "hover:text-[#6B2C91] group-hover/brand:text-[#6B2C91]",
  mercadolibre: "hover:text-[#2D3277] group-hover/brand:text-[#2D3277]",
  tiendanube: "hover:text-[#2C6BED] group-hover/brand:text-[#2C6BED]",
  vtex: "hover:text-[#ED125F] group-hover/brand:text-[#ED125F]",
  shopify: "hover:text-[#5E8E3E] group-hover/brand:text-[#5E8E3E]",
  prestashop: "hover:text-[#DF0067] group-hover/brand:text-[#DF0067]",
  woocommerce: "hover:text-[#7F54B3] group-hover/brand:text-[#7F54B3]",
  magento: "hover:text-[#EE672F] group-hover/brand:text-[#EE672F]",
} as const;

/** A 24x24 mark drawn from a few shapes. */
const shape =
  (children: ReactNode): Mark =>
  ({ className }) => (
    <svg viewBox="0 0 24 24" className={className} focusable="false">
      {children}
    </svg>
  );

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
    text: "text-[0.85em] font-normal uppercase tracking-[0.22em] text-ink",
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
    text: "font-extrabold italic text-ink",
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
    text: "font-extrabold uppercase tracking-tight text-ink",
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

  // ------------------------------------------------------- third parties: carriers, stores
  dhl: thirdParty("DHL", HOVER.dhl, wordmark(siDhl, "0 8.4 24 7.2", "h-[1.05em]")),
  fedex: thirdParty("FedEx", HOVER.fedex, wordmark(siFedex, "0 8.6 24 6.8", "h-[1.15em]")),
  ups: thirdParty("UPS", HOVER.ups, glyph(siUps)),
  usps: thirdParty("USPS", HOVER.usps, glyph(siUsps)),
  estafeta: thirdParty("Estafeta", HOVER.estafeta),
  paquetexpress: thirdParty("Paquetexpress", HOVER.paquetexpress),
  redpack: thirdParty("Redpack", HOVER.redpack),
  "99minutos": thirdParty("99minutos", HOVER["99minutos"]),
  "jt-express": thirdParty("J&T Express", HOVER["jt-express"]),
  sendex: thirdParty("Sendex", HOVER.sendex),
  andreani: thirdParty("Andreani", HOVER.andreani),
  oca: thirdParty("OCA", HOVER.oca),
  "correo-argentino": thirdParty("Correo Argentino", HOVER["correo-argentino"]),
  ontrac: thirdParty("OnTrac", HOVER.ontrac),
  castores: thirdParty("Castores", HOVER.castores),
  "tres-guerras": thirdParty("Tres Guerras", HOVER["tres-guerras"]),
  ivoy: thirdParty("iVoy", HOVER.ivoy),
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
  const { label: ownLabel, mark: Glyph, text, tone } = LOGOS[name] as LogoDef;
  const classes = [BASE, tone, className].filter(Boolean).join(" ");
  return (
    <span aria-hidden="true" className={classes}>
      <Glyph className={MARK} />
      {text !== undefined && <span className={text || undefined}>{label ?? ownLabel}</span>}
    </span>
  );
}
