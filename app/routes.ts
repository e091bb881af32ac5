import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { RATE_LIMITED_PAGE_PATH } from "../domain/page-request.ts";
// The route table is read at build time in Node, never bundled: like react-router.config.ts and
// vite.config.ts (which gives the app its market through virtual:site-config), it reads the
// build's market from the settings, so the routes and every link of the app agree on the paths.
// eslint-disable-next-line import-x/no-restricted-paths -- build-time file, not the UI
import { loadConfig } from "../server/config.ts";
import { pagesIn } from "../domain/pages.ts";

const market = loadConfig().SITE_MARKET;

export default [
  ...pagesIn(market).flatMap(({ path, module, ...page }) => [
    path === "/" ? index(module) : route(path.slice(1), module),
    // The routes under a page (a parcel's result, its updates page), in the market's words.
    ...("subRoutes" in page ? page.subRoutes : []).map((subRoute) =>
      route(`${path.slice(1)}/${subRoute.paths[market]}`, subRoute.module),
    ),
  ]),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  route("illustrations/:file", "routes/illustration.ts"),
  route(RATE_LIMITED_PAGE_PATH.slice(1), "routes/rate-limited.tsx"),
  // Unknown paths, and the other markets' paths of a page (a permanent redirect to its path here).
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
