import type { MarketingPath } from "../../domain/site.ts";
import type { Copy } from "./copy.ts";

/** Each marketing path with the key of its copy in the locale resources. */
export const ROUTES: { path: MarketingPath; page: keyof Copy["meta"] }[] = [
  { path: "/", page: "home" },
  { path: "/fullpack", page: "fullpack" },
  { path: "/logistica-b2b", page: "b2b" },
  { path: "/distribucion-dedicada", page: "dedicated" },
  { path: "/ultima-milla", page: "lastMile" },
  { path: "/suite-tecnologica", page: "suite" },
  { path: "/integraciones", page: "integrations" },
  { path: "/contacto", page: "contact" },
  { path: "/tracking", page: "tracking" },
  { path: "/pickup", page: "pickup" },
  { path: "/directo", page: "directo" },
  { path: "/paqueterias", page: "carriers" },
  { path: "/cotizador", page: "rates" },
];
