/**
 * Images marketing uploads in the content editor (a testimonial's or a story's photo): the editor writes the
 * original into the market's `domain/locales/<locale>/images/`, the content names it by its path
 * there (`testimonials/items/t1/photo.jpg`), and the build serves it resized and re-encoded under
 * /images/ (tooling/content-images-plugin.ts). Plain TypeScript: the app, the editor's model, the
 * content check and the build plugin share it.
 */
import type { Locale } from "./site.ts";

/** Where the editor writes a market's uploads, from the repository's root. */
export const contentImagesDir = (locale: Locale) => `domain/locales/${locale}/images`;

/** The formats an upload may have; the build serves every one as WebP. */
export const CONTENT_IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

/** The largest upload the content check accepts (a phone's photo), in bytes. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** A size the build makes, in pixels. */
export interface ContentImageSize {
  width: number;
  height: number;
}

/** The sizes the build makes, in pixels: twice as large as the image's largest box. */
export const CONTENT_IMAGE_SIZES = {
  /** The home testimonial's portrait: 16 rem, 256 CSS pixels, square, on a 2x screen. */
  testimonialPhoto: { width: 512, height: 512 },
  /** A customer story's photo (ADR 56): 35 rem, 560 CSS pixels, at 4:3, on a 2x screen. */
  storyPhoto: { width: 1120, height: 840 },
} as const satisfies Record<string, ContentImageSize>;

/** The address the pages use for an uploaded image. */
export const contentImageUrl = (value: string) => `/images/${value.replace(/\.[^./]+$/, "")}.webp`;

/** Whether a value names an upload the build can serve (a relative path with a known format). */
export const isContentImagePath = (value: string) =>
  /^[\w-]+(\/[\w-]+)*\.(jpe?g|png|webp)$/i.test(value);
