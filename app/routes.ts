import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { RATE_LIMITED_PAGE_PATH } from "../domain/page-request.ts";
import { UPDATES_PAGE_SEGMENT } from "../domain/tracking/paths.ts";
// The route table is read at build time in Node, never bundled: like react-router.config.ts and
// vite.config.ts (which gives the app its market through virtual:site-config), it reads the
// build's market from the settings, so the routes and every link of the app agree on the paths.
// eslint-disable-next-line import-x/no-restricted-paths -- build-time file, not the UI
import { loadConfig } from "../server/config.ts";
import { pagePathIn, pagesIn } from "../domain/pages.ts";

const market = loadConfig().SITE_MARKET;
const tracking = pagePathIn(market, "tracking").slice(1);

export default [
  ...pagesIn(market).map(({ path, module }) =>
    path === "/" ? index(module) : route(path.slice(1), module),
  ),
  route(`${tracking}/buscar`, "routes/tracking.buscar.tsx"),
  route(`${tracking}/:number`, "routes/tracking.$number.tsx"),
  route(`${tracking}/:number/${UPDATES_PAGE_SEGMENT}`, "routes/tracking.$number.avisos.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  route("illustrations/:file", "routes/illustration.ts"),
  route(RATE_LIMITED_PAGE_PATH.slice(1), "routes/rate-limited.tsx"),
  // Unknown paths, and the other markets' paths of a page (a permanent redirect to its path here).
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
