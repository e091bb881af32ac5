import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Illustration } from "../components/illustrations/Illustration.tsx";
import { isIllustrationName } from "../components/illustrations/names.ts";
import type { Route } from "./+types/illustration";

/** The named illustration as a standalone SVG file; prerendered, so it is served from memory. */
export function illustrationFile(name: string): string | undefined {
  if (!isIllustrationName(name)) return undefined;
  return renderToStaticMarkup(createElement(Illustration, { name, className: "" }))
    .replace(' class=""', "")
    .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ');
}

export function loader({ params }: Route.LoaderArgs) {
  const svg = params.file.endsWith(".svg") ? illustrationFile(params.file.slice(0, -4)) : undefined;
  if (!svg) {
    return Response.json({ error: "No such illustration." }, { status: 404 });
  }
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
