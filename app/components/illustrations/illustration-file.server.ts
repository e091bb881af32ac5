import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Illustration } from "./Illustration.tsx";
import { isIllustrationName } from "./names.ts";

/** The named illustration as a standalone SVG document: the inline drawing, with its namespace. */
export function illustrationFile(name: string): string | undefined {
  if (!isIllustrationName(name)) return undefined;
  return renderToStaticMarkup(createElement(Illustration, { name, className: "" }))
    .replace(' class=""', "")
    .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ');
}
