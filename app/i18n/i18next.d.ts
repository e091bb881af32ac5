import "i18next";
import type common from "./locales/es-MX/common.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: { common: typeof common };
    defaultVariables: { brand: string };
  }
}
