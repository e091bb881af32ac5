import type common from "./locales/es-MX/common.json";
import type contact from "./locales/es-MX/contact.json";
import type content from "./locales/es-MX/content.json";
import type home from "./locales/es-MX/home.json";
import type pages from "./locales/es-MX/pages.json";
import type rates from "./locales/es-MX/rates.json";
import type services from "./locales/es-MX/services.json";
import type tracking from "./locales/es-MX/tracking.json";

/** The shape of every locale's resources, typed from es-MX (a test keeps the others identical). */
export type Resources = {
  common: typeof common;
  contact: typeof contact;
  content: typeof content;
  home: typeof home;
  pages: typeof pages;
  rates: typeof rates;
  services: typeof services;
  tracking: typeof tracking;
};
