import "i18next";
import type { FactId } from "../../domain/facts.ts";
import type { Resources } from "./resources.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Resources;
    defaultVariables: { brand: string; facts: Record<FactId, string> };
  }
}
