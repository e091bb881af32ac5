import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeroIllustration } from "./HeroIllustration.tsx";
import { Illustration } from "./Illustration.tsx";
import { HERO_STILL_NAME, isIllustrationName } from "./names.ts";

/**
 * The named illustration (or the hero's still picture) as a standalone SVG document: the inline
 * drawing, with its namespace and without its page classes.
 */
export function illustrationFile(name: string): string | undefined {
  const drawing =
    name === HERO_STILL_NAME
      ? createElement(HeroIllustration)
      : isIllustrationName(name)
        ? createElement(Illustration, { name, className: "" })
        : undefined;
  if (!drawing) return undefined;
  return renderToStaticMarkup(drawing)
    .replace(/^<svg ([^>]*?) class="[^"]*"/, "<svg $1")
    .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ');
}
