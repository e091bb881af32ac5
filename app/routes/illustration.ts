import { illustrationFile } from "../components/illustrations/illustration-file.server.ts";
import type { Route } from "./+types/illustration";

/** An illustration as an SVG file; prerendered, so it is served from memory. */
export function loader({ params }: Route.LoaderArgs) {
  const svg = params.file.endsWith(".svg") ? illustrationFile(params.file.slice(0, -4)) : undefined;
  if (!svg) {
    return Response.json({ error: "No such illustration." }, { status: 404 });
  }
  return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
}
