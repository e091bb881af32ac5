import {
  ILLUSTRATION_DRAWING_ID,
  illustrationPath,
  illustrationSize,
  isIllustrationName,
} from "./names.ts";

/**
 * A product illustration further down a page: an SVG file the browser fetches when it is about to
 * be seen and then caches for every page that shows it, instead of markup in each document.
 * Decorative, like the inline Illustration: the surrounding copy carries the meaning.
 */
export function IllustrationImage({ name, className }: { name: string; className?: string }) {
  if (!isIllustrationName(name)) return null;
  const { width, height } = illustrationSize(name);
  return (
    <img
      src={illustrationPath(name)}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className ?? "block h-auto w-full"}
    />
  );
}

/**
 * A product illustration a page opens with (ADR 53): an `<svg>` of the drawing's proportions that
 * draws the file's drawing (`<use>`), so the document carries no path of it and the file is the one
 * the pages' images share. Not an image: a drawing in the first screen is never what the largest
 * paint waits for, and the box is sized before the file arrives.
 */
export function IllustrationFromFile({ name, className }: { name: string; className?: string }) {
  if (!isIllustrationName(name)) return null;
  const { width, height } = illustrationSize(name);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={className ?? "block h-auto w-full"}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${illustrationPath(name)}#${ILLUSTRATION_DRAWING_ID}`} />
    </svg>
  );
}
