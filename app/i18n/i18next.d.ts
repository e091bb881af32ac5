import "i18next";
import type { Areas, FactId } from "../../domain/facts.ts";
import type { FleetVariables } from "../../domain/services/fleet.ts";
import type { Resources } from "./resources.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: Resources;
    defaultVariables: {
      brand: string;
      facts: Record<FactId, string>;
      areas: Areas;
      fleet: FleetVariables;
    };
  }
}
