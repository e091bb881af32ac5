import type common from "../../domain/locales/es-MX/common.json";
import type contact from "../../domain/locales/es-MX/contact.json";
import type content from "../../domain/locales/es-MX/content.json";
import type { FactSheet } from "../../domain/facts.ts";
import type home from "../../domain/locales/es-MX/home.json";
import type pages from "../../domain/locales/es-MX/pages.json";
import type rates from "../../domain/locales/es-MX/rates.json";
import type services from "../../domain/locales/es-MX/services.json";
import type tracking from "../../domain/locales/es-MX/tracking.json";

/** The shape of every locale's resources, typed from es-MX (a test keeps the others identical). */
export type Resources = {
  common: typeof common;
  contact: typeof contact;
  content: typeof content;
  facts: FactSheet;
  home: typeof home;
  pages: typeof pages;
  rates: typeof rates;
  services: typeof services;
  tracking: typeof tracking;
};
