import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import {
  CONTENT_IMAGE_SIZES,
  contentImagesDir,
  contentImageUrl,
  isContentImagePath,
} from "../domain/content-images.ts";
import { MARKETS } from "../domain/site.ts";
import { localeFilePath } from "./locale-files.ts";
import type { BuildTimeConfig } from "./site-config-plugin.ts";

/** One uploaded image of a market's content: its original and the address the pages use. */
export interface ContentImage {
  source: string;
  url: string;
  size: number;
}

/** The uploads a market's content names (a testimonial's photo), from its content file. */
export function contentImagesOf(config: Pick<BuildTimeConfig, "SITE_MARKET">, root: string) {
  const { locale } = MARKETS[config.SITE_MARKET];
  const content = JSON.parse(readFileSync(localeFilePath(locale, "content"), "utf8")) as {
    testimonials: { items: { photo?: string }[] };
  };
  return content.testimonials.items.flatMap(({ photo }): ContentImage[] =>
    photo && isContentImagePath(photo)
      ? [
          {
            source: path.join(root, contentImagesDir(locale), photo),
            url: contentImageUrl(photo),
            size: CONTENT_IMAGE_SIZES.testimonialPhoto,
          },
        ]
      : [],
  );
}

/**
 * An upload as the pages serve it: turned upright, cropped to a square of `size` pixels around
 * its centre, its metadata (camera, place) dropped, as WebP.
 */
export const optimiseContentImage = (source: string | Buffer, size: number) =>
  sharp(source).rotate().resize(size, size, { fit: "cover" }).webp({ quality: 80 }).toBuffer();

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
          source: await optimiseContentImage(image.source, image.size),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith("/images/")) return next();
        const image = contentImagesOf(config, root).find((entry) => entry.url === request.url);
        if (!image) return next();
        optimiseContentImage(image.source, image.size).then(
          (body) => {
            response.setHeader("Content-Type", "image/webp");
            response.setHeader("Cache-Control", "no-store");
            response.end(body);
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
