/**
 * The favicon set and the web manifest's icons. The PNGs and favicon.ico are rasterised from
 * public/favicon.svg at build time (tooling/brand-assets-plugin.ts); these are their URLs.
 */
export type IconShape =
  /** The mark as drawn, rounded corners transparent. */
  | "rounded"
  /** Square, the mark's background to the edges (Apple rounds the corners itself). */
  | "square"
  /** Square, the mark shrunk into the safe zone (the inner 80% circle) that launchers keep. */
  | "maskable";

export interface IconFile {
  path: string;
  size: number;
  shape: IconShape;
}

export const APPLE_TOUCH_ICON: IconFile = {
  path: "/apple-touch-icon.png",
  size: 180,
  shape: "square",
};

/** The manifest's icons: 192 and 512 for install prompts and splash screens, one maskable. */
export const MANIFEST_ICONS: readonly IconFile[] = [
  { path: "/icons/icon-192.png", size: 192, shape: "rounded" },
  { path: "/icons/icon-512.png", size: 512, shape: "rounded" },
  { path: "/icons/icon-maskable-512.png", size: 512, shape: "maskable" },
];

/** favicon.ico holds PNGs at these sizes, for browsers and tools that ask for /favicon.ico. */
export const FAVICON_ICO = { path: "/favicon.ico", sizes: [16, 32, 48] } as const;

export const FAVICON_SVG = "/favicon.svg";

export const MANIFEST_PATH = "/manifest.webmanifest";

/** The organisation's logo in structured data (a square PNG, as search engines ask for). */
export const LOGO_ICON = MANIFEST_ICONS[1] as IconFile;

/**
 * An SVG as a `data:` URI, percent-encoding only what a URI or an HTML attribute cannot hold as
 * it is (smaller than base64, and still readable).
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[%#<>"{}|\\^`\n\r]/g, encodeURIComponent)}`;
}
