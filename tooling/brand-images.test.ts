import { readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import {
  encodeIco,
  headlineSize,
  iconSvg,
  loadFonts,
  renderShareImage,
  svgToPng,
} from "./brand-images.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const MARK = readFileSync(path.join(ROOT, "public/favicon.svg"), "utf8");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Uint8Array) {
  const buffer = Buffer.from(png);
  expect(buffer.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(buffer.toString("ascii", 12, 16)).toBe("IHDR");
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** The RGBA of the top-left pixel of an SVG rendered at `size`. */
function cornerPixel(svg: string, size: number): number[] {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render();
  return [...image.pixels.subarray(0, 4)];
}

describe("share image", () => {
  it("is a 1200×630 PNG in the site's typeface", async () => {
    const fonts = await loadFonts(ROOT);
    expect(fonts.map((font) => font.weight).sort()).toEqual([500, 500, 800, 800]);
    const png = await renderShareImage(
      {
        headline: "Envíos y fulfillment para tu tienda en línea",
        eyebrow: "Logística para tiendas en línea y marketplaces",
      },
      MARK,
      fonts,
    );
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("sets long headlines smaller so they fit in three lines", () => {
    expect(headlineSize("Cotiza tu envío")).toBeGreaterThan(
      headlineSize("Orders, Warehouse and Transport Under Control in One Suite"),
    );
  });
});

describe("icons", () => {
  it("rasterise the mark at the requested size", () => {
    expect(pngSize(svgToPng(MARK, 180))).toEqual({ width: 180, height: 180 });
  });

  it("keep the SVG as drawn for rounded icons, and fill the square for the others", () => {
    expect(iconSvg(MARK, "rounded")).toBe(MARK);
    expect(cornerPixel(iconSvg(MARK, "rounded"), 180)[3]).toBe(0);
    expect(cornerPixel(iconSvg(MARK, "square"), 180)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(cornerPixel(iconSvg(MARK, "maskable"), 512)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    const square = iconSvg(MARK, "square");
    expect(square).toMatch(
      /^<svg [^>]*viewBox="0 0 512 512"><rect width="512" height="512" fill="#1d4ed8"\/>/,
    );
    expect(square).toContain('width="100%" height="100%"');
    const maskable = iconSvg(MARK, "maskable");
    // 70% of the width, centred: inside the 80% circle that launchers keep.
    expect(maskable).toContain('x="15%" y="15%" width="70%" height="70%"');
    expect(pngSize(svgToPng(maskable, 512))).toEqual({ width: 512, height: 512 });
  });

  it("pack PNGs into an .ico file with a directory entry for each", () => {
    const images = [16, 32, 48].map((size) => ({ size, png: svgToPng(MARK, size) }));
    const ico = encodeIco(images);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    let expectedOffset = 6 + 16 * 3;
    images.forEach(({ size, png }, index) => {
      const entry = 6 + 16 * index;
      expect(ico.readUInt8(entry)).toBe(size);
      expect(ico.readUInt8(entry + 1)).toBe(size);
      expect(ico.readUInt16LE(entry + 6)).toBe(32);
      expect(ico.readUInt32LE(entry + 8)).toBe(png.length);
      expect(ico.readUInt32LE(entry + 12)).toBe(expectedOffset);
      expect(pngSize(ico.subarray(expectedOffset, expectedOffset + png.length))).toEqual({
        width: size,
        height: size,
      });
      expectedOffset += png.length;
    });
    expect(ico.length).toBe(expectedOffset);
  });
});
