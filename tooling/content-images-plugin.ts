import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import {
  CONTENT_IMAGE_SIZES,
  contentImagesDir,
  contentImageUrl,
  isContentImagePath,
  type ContentImageSize,
} from "../domain/content-images.ts";
import {
  isLogoFilePath,
  isSvgPath,
  LOGO_RASTER_SIZE,
  logoFileUrl,
  sanitizeSvgLogo,
} from "../domain/logo-files.ts";
import { MARKETS } from "../domain/site.ts";
import { svgSanitiser } from "./svg-sanitiser.ts";
import { localeFilePath } from "./locale-files.ts";
import { storyPhotoPath } from "../domain/stories.ts";
import { readStories } from "./story-files.ts";
import type { BuildTimeConfig } from "./site-config-plugin.ts";

/** One uploaded image of a market's content: its original and the address the pages use. */
export interface ContentImage {
  source: string;
  url: string;
  size: ContentImageSize;
  /** A photo is cropped to its size; a logo fits inside it, and an SVG logo is sanitised (ADR 64). */
  kind: "photo" | "logo";
}

/**
 * The uploads a market's content names (a testimonial's photo, a customer story's), from its
 * content file and its stories.
 */
export function contentImagesOf(
  config: Pick<BuildTimeConfig, "SITE_MARKET">,
  root: string,
): ContentImage[] {
  const { locale } = MARKETS[config.SITE_MARKET];
  const content = JSON.parse(readFileSync(localeFilePath(locale, "content"), "utf8")) as {
    testimonials: { items: { photo?: string }[] };
    customers: { items: { logoFile?: string }[] };
  };
  const pages = JSON.parse(readFileSync(localeFilePath(locale, "pages"), "utf8")) as {
    integrations: { items: { logoFile?: string }[] };
  };
  const photos = [
    ...content.testimonials.items.map(({ photo }) => ({
      photo,
      size: CONTENT_IMAGE_SIZES.testimonialPhoto,
    })),
    ...readStories(config.SITE_MARKET, root).map((story) => ({
      photo: storyPhotoPath(story),
      size: CONTENT_IMAGE_SIZES.storyPhoto,
    })),
  ];
  const logos = [...content.customers.items, ...pages.integrations.items].flatMap(
    ({ logoFile }): ContentImage[] =>
      logoFile && isLogoFilePath(logoFile)
        ? [
            {
              source: path.join(root, contentImagesDir(locale), logoFile),
              url: logoFileUrl(logoFile),
              size: LOGO_RASTER_SIZE,
              kind: "logo",
            },
          ]
        : [],
  );
  return [
    ...photos.flatMap(({ photo, size }): ContentImage[] =>
      photo && isContentImagePath(photo)
        ? [
            {
              source: path.join(root, contentImagesDir(locale), photo),
              url: contentImageUrl(photo),
              size,
              kind: "photo",
            },
          ]
        : [],
    ),
    ...logos,
  ];
}

/**
 * An uploaded logo as the pages serve it: an SVG as DOMPurify leaves it (the content check has
 * refused one it would change); a picture inside twice its box, never enlarged, as WebP.
 */
export const optimiseLogo = async (source: string | Buffer, { width, height }: ContentImageSize) =>
  typeof source === "string" && isSvgPath(source)
    ? Buffer.from(sanitizeSvgLogo(readFileSync(source, "utf8"), svgSanitiser()))
    : sharp(source)
        .resize(width, height, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 90 })
        .toBuffer();

/** An upload as the pages serve it, by its kind. */
const optimise = (image: ContentImage) =>
  image.kind === "logo"
    ? optimiseLogo(image.source, image.size)
    : optimiseContentImage(image.source, image.size);

/**
 * An upload as the pages serve it: turned upright, cropped to `size` around its centre, its
 * metadata (camera, place) dropped, as WebP.
 */
export const optimiseContentImage = (
  source: string | Buffer,
  { width, height }: ContentImageSize,
) =>
  sharp(source).rotate().resize(width, height, { fit: "cover" }).webp({ quality: 80 }).toBuffer();

/**
 * Serves the content's uploads under /images/, resized and re-encoded (ADR 48): in the build,
 * files of the client build (served from memory like the rest of it); on the development server
 * (the editor's preview), made on request from the files as they are now.
 */
export function contentImagesPlugin(config: BuildTimeConfig, root: string): Plugin {
  return {
    name: "anden:content-images",
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const image of contentImagesOf(config, root)) {
        this.emitFile({
          type: "asset",
          fileName: image.url.slice(1),
          source: await optimise(image),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith("/images/")) return next();
        const image = contentImagesOf(config, root).find((entry) => entry.url === request.url);
        if (!image) return next();
        optimise(image).then(
          (body) => {
            response.setHeader(
              "Content-Type",
              isSvgPath(image.url) ? "image/svg+xml" : "image/webp",
            );
            response.setHeader("Cache-Control", "no-store");
            response.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
