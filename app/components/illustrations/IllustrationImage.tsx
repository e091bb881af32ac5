import { illustrationPath, illustrationSize, isIllustrationName } from "./names.ts";

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
