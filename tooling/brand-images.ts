import { readFile } from "node:fs/promises";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import type { IconShape } from "../app/seo/icons.ts";
import { SHARE_IMAGE } from "../app/seo/pages.ts";
import { BRAND_COLORS, BRAND_NAME } from "../domain/site.ts";

/**
 * Share images and icons, rendered at build time: satori lays text out into SVG (with the site's
 * typeface, Plus Jakarta Sans, from its static woff files: satori reads woff, not woff2), and
 * resvg rasterises SVG into PNG.
 */

const FONT_DIR = "node_modules/@fontsource/plus-jakarta-sans/files";
const FONT_FAMILY = "Plus Jakarta Sans";

export interface Font {
  name: string;
  data: Buffer;
  weight: 500 | 800;
  style: "normal";
}

/** The weights the share image uses, latin and latin-ext subsets (every market's letters). */
export async function loadFonts(root: string): Promise<Font[]> {
  const fonts: Font[] = [];
  for (const weight of [500, 800] as const) {
    for (const subset of ["latin", "latin-ext"]) {
      const file = path.join(root, FONT_DIR, `plus-jakarta-sans-${subset}-${weight}-normal.woff`);
      fonts.push({ name: FONT_FAMILY, data: await readFile(file), weight, style: "normal" });
    }
  }
  return fonts;
}

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

type Style = Record<string, string | number>;
type Node = { type: string; props: { style?: Style; src?: string; children?: unknown } };
const h = (type: string, style: Style, children?: unknown, extra: object = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

/**
 * What a page's share image says: the page's own words, the same in every deployment of a market
 * (no host or address: the preview beside it already shows where the link goes).
 */
export interface ShareImageContent {
  /** The page's heading. */
  headline: string;
  /** The short line above the heading on the page (its eyebrow). */
  eyebrow: string;
}

/** Large text for short headlines, smaller for long ones, so each fits in at most three lines. */
export function headlineSize(headline: string): number {
  if (headline.length <= 34) return 76;
  if (headline.length <= 56) return 66;
  return 56;
}

/** A 1200×630 PNG: the brand mark and name, then the page's eyebrow and heading. */
export async function renderShareImage(
  content: ShareImageContent,
  markSvg: string,
  fonts: Font[],
): Promise<Buffer> {
  const { width, height } = SHARE_IMAGE;
  const mark = dataUri(markSvg);
  // Satori sizes boxes without their padding (content-box), so the frame has none and the content
  // sits in an absolutely placed column inset from the edges.
  const tree = h(
    "div",
    {
      display: "flex",
      width,
      height,
      backgroundColor: BRAND_COLORS.ink,
      color: BRAND_COLORS.surface,
      fontFamily: FONT_FAMILY,
      position: "relative",
    },
    [
      // The mark, large and cropped by the corner, as a quiet backdrop.
      h(
        "img",
        { position: "absolute", right: -230, bottom: -170, width: 560, height: 560, opacity: 0.1 },
        undefined,
        { src: mark },
      ),
      h(
        "div",
        {
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          position: "absolute",
          top: 64,
          left: 72,
          right: 72,
          bottom: 60,
        },
        [
          h("div", { display: "flex", alignItems: "center", gap: 20 }, [
            h("img", { width: 64, height: 64 }, undefined, { src: mark }),
            h("div", { fontSize: 44, fontWeight: 800, letterSpacing: -1 }, BRAND_NAME),
          ]),
          h("div", { display: "flex", flexDirection: "column", maxWidth: 860 }, [
            h("div", {
              width: 40,
              height: 8,
              borderRadius: 4,
              backgroundColor: BRAND_COLORS.accent,
              marginBottom: 24,
            }),
            h(
              "div",
              { fontSize: 30, fontWeight: 800, color: BRAND_COLORS.accent, marginBottom: 16 },
              content.eyebrow,
            ),
            h(
              "div",
              {
                fontSize: headlineSize(content.headline),
                fontWeight: 800,
                lineHeight: 1.1,
                letterSpacing: -1.5,
              },
              content.headline,
            ),
          ]),
        ],
      ),
    ],
  );
  const svg = await satori(tree as unknown as ReactNode, { width, height, fonts });
  return svgToPng(svg, width);
}

/**
 * The mark for an icon of the given shape. "rounded" is the SVG as drawn; the others put its
 * background colour to the edges, and "maskable" also shrinks the mark to 70% so it stays inside
 * the circle (80% of the width) that launchers never crop.
 */
export function iconSvg(markSvg: string, shape: IconShape): string {
  if (shape === "rounded") return markSvg;
  const background = /<rect[^>]*\bfill="([^"]+)"/.exec(markSvg)?.[1] ?? BRAND_COLORS.primary;
  const size = shape === "maskable" ? 70 : 100;
  const offset = (100 - size) / 2;
  const inner = markSvg.replace(
    "<svg ",
    `<svg x="${offset}%" y="${offset}%" width="${size}%" height="${size}%" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="${background}"/>${inner}</svg>`;
}

/**
 * An .ico file holding PNG images (supported by every browser since Windows Vista's format
 * revision): a 6-byte header, a 16-byte entry per image, then the PNGs.
 */
export function encodeIco(images: { size: number; png: Uint8Array }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette size
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => Buffer.from(png))]);
}
