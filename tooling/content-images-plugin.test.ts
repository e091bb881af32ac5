import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  CONTENT_IMAGE_SIZES,
  contentImageUrl,
  isContentImagePath,
} from "../domain/content-images.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { LOGO_RASTER_SIZE } from "../domain/logo-files.ts";
import { contentImagesOf, optimiseContentImage, optimiseLogo } from "./content-images-plugin.ts";

describe("uploaded content images", () => {
  it("are served cropped to the given size, as WebP, without their metadata", async () => {
    const photo = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#1d4ed8" },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: "a phone" } } })
      .toBuffer();
    const served = await sharp(
      await optimiseContentImage(photo, CONTENT_IMAGE_SIZES.testimonialPhoto),
    ).metadata();
    expect({
      width: served.width,
      height: served.height,
      format: served.format,
      exif: served.exif,
    }).toEqual({ width: 512, height: 512, format: "webp", exif: undefined });
    const story = await sharp(
      await optimiseContentImage(photo, CONTENT_IMAGE_SIZES.storyPhoto),
    ).metadata();
    expect([story.width, story.height]).toEqual([1120, 840]);
  });

  it("are named by their place in the content, and only uploads of a known format count", () => {
    expect(contentImageUrl("testimonials/items/t1/photo.jpg")).toBe(
      "/images/testimonials/items/t1/photo.webp",
    );
    expect(isContentImagePath("testimonials/items/t1/photo.png")).toBe(true);
    expect(isContentImagePath("../secrets/photo.jpg")).toBe(false);
    expect(isContentImagePath("/etc/photo.jpg")).toBe(false);
    expect(isContentImagePath("testimonials/items/t1/photo.svg")).toBe(false);
  });

  it("are none in the repository's content today (testimonials and stories use illustrations)", () => {
    for (const market of ["mx", "ar", "us"] as const) {
      expect(contentImagesOf({ SITE_MARKET: market }, ".")).toEqual([]);
    }
  });
});

describe("uploaded logos (ADR 64)", () => {
  it("are served inside twice their box, proportions kept, as WebP", async () => {
    const wide = await sharp({
      create: { width: 1200, height: 300, channels: 4, background: "#0f172a" },
    })
      .png()
      .toBuffer();
    const served = await sharp(await optimiseLogo(wide, LOGO_RASTER_SIZE)).metadata();
    expect([served.width, served.height, served.format]).toEqual([192, 48, "webp"]);
    const tall = await sharp({
      create: { width: 300, height: 600, channels: 4, background: "#0f172a" },
    })
      .webp()
      .toBuffer();
    const servedTall = await sharp(await optimiseLogo(tall, LOGO_RASTER_SIZE)).metadata();
    expect([servedTall.width, servedTall.height]).toEqual([24, 48]);
  });

  it("are never enlarged", async () => {
    const small = await sharp({
      create: { width: 100, height: 20, channels: 4, background: "#0f172a" },
    })
      .png()
      .toBuffer();
    const served = await sharp(await optimiseLogo(small, LOGO_RASTER_SIZE)).metadata();
    expect([served.width, served.height]).toEqual([100, 20]);
  });

  it("serve an SVG as the sanitiser leaves it: no script, no link out", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "logo-"));
    try {
      const file = path.join(folder, "logoFile.svg");
      writeFileSync(
        file,
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><image href="https://tracker.example/p.png"/><path d="M0 0h10v10z"/></svg>',
      );
      const served = (await optimiseLogo(file, LOGO_RASTER_SIZE)).toString("utf8");
      expect(served).toContain('<path d="M0 0h10v10z"');
      expect(served).not.toMatch(/onload|script|tracker/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
