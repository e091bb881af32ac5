import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("fullpack", "routes/fullpack.tsx"),
  route("logistica-b2b", "routes/logistica-b2b.tsx"),
  route("distribucion-dedicada", "routes/distribucion-dedicada.tsx"),
  route("ultima-milla", "routes/ultima-milla.tsx"),
  route("suite-tecnologica", "routes/suite-tecnologica.tsx"),
  route("integraciones", "routes/integraciones.tsx"),
  route("contacto", "routes/contacto.tsx"),
  route("tracking", "routes/tracking.tsx", [
    index("routes/tracking._index.tsx"),
    route("buscar", "routes/tracking.buscar.tsx"),
    route(":number", "routes/tracking.$number.tsx"),
  ]),
  route("pickup", "routes/pickup.tsx"),
  route("directo", "routes/directo.tsx"),
  route("paqueterias", "routes/paqueterias.tsx"),
  route("cotizador", "routes/cotizador.tsx"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("robots.txt", "routes/robots.txt.ts"),
  route("manifest.webmanifest", "routes/manifest.webmanifest.ts"),
  route("illustrations/:file", "routes/illustration.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
