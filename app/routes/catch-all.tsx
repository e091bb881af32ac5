import { redirect } from "react-router";
import { movedLocation, pagePath } from "../lib/page-path.ts";
import type { Route } from "./+types/catch-all";

/** How long browsers and CDNs may keep a redirect from another market's path (a day). */
const MOVED_MAX_AGE_SECONDS = 86_400;

/**
 * Another market's path of a page (/cotizador in the US build) answers a permanent redirect to its
 * path here, query string kept. Any other unknown path goes to the home page and never stays in
 * the history: a document request gets an HTTP redirect, and a client navigation lands on / in
 * place of the unknown path. (React Router's `replace()` would instead overwrite the page the
 * visitor came from.)
 */
export function loader({ request }: Route.LoaderArgs) {
  const moved = movedLocation(new URL(request.url));
  if (moved !== undefined) {
    return redirect(moved, {
      status: 301,
      headers: { "Cache-Control": `public, max-age=${MOVED_MAX_AGE_SECONDS}` },
    });
  }
  return redirect(pagePath("home"));
}
