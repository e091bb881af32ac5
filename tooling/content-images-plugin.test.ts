import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  CONTENT_IMAGE_SIZES,
  contentImageUrl,
  isContentImagePath,
} from "../domain/content-images.ts";
import { contentImagesOf, optimiseContentImage } from "./content-images-plugin.ts";

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
