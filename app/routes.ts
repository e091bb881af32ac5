import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { RATE_LIMITED_PAGE_PATH } from "../domain/page-request.ts";
import { PAGES } from "./pages.ts";

export default [
  ...PAGES.map(({ path, module }) => (path === "/" ? index(module) : route(path.slice(1), module))),
  route("tracking/buscar", "routes/tracking.buscar.tsx"),
  route("tracking/:number", "routes/tracking.$number.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  route("illustrations/:file", "routes/illustration.ts"),
  route(RATE_LIMITED_PAGE_PATH.slice(1), "routes/rate-limited.tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
