import type { MetaDescriptor } from "react-router";
import { publicBaseUrl } from "virtual:site-config";
import { i18n } from "../i18n/i18n.ts";
import type common from "../i18n/locales/es-MX/common.json";

export type PageId = keyof typeof common.meta;

/** Title, description and canonical link of a page, from the locale resources. */
export function pageMeta(page: PageId, path: string): MetaDescriptor[] {
  return [
    { title: i18n.t(`meta.${page}.title`) },
    { name: "description", content: i18n.t(`meta.${page}.description`) },
    { tagName: "link", rel: "canonical", href: `${publicBaseUrl}${path === "/" ? "" : path}` },
  ];
}
