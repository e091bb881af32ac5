import { fieldsFor } from "../fields.ts";
import type { MarketId } from "../../domain/site.ts";

/** The fact sheet (facts.json, ADR 43): each claim's figure, its caption and its scope in words. The copy states a claim only as {{facts.<id>}}. */
export const factsSchema = (market: MarketId) => {
  const { figure, flag, group, text } = fieldsFor(market);
  return {
    title: text("title", 40),
    asOf: text("asOf", 40),
    /** Places the copy names as {{areas.<id>}}: where the own couriers deliver the same day. */
    areas: group("areas", {
      metro: text("metro", 60),
    }),
    items: group("items", {
      brands: group("brands", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 40),
        scope: text("scope", 160, { multiline: true }),
      }),
      activeUsers: group("activeUsers", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 60),
        scope: text("scope", 180, { multiline: true }),
      }),
      warehouseArea: group("warehouseArea", {
        amount: figure("amount"),
        plus: flag("plus"),
        unit: text("unit", 20),
        label: text("label", 30),
        scope: text("scope", 110),
      }),
      countries: group("countries", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 60),
        scope: text("scope", 120, { multiline: true }),
      }),
      pace: group("pace", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 50),
        scope: text("scope", 130, { multiline: true }),
      }),
      carriers: group("carriers", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 50),
        scope: text("scope", 170, { multiline: true }),
      }),
      providers: group("providers", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 75),
        scope: text("scope", 210, { multiline: true }),
      }),
      packages: group("packages", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 60),
        scope: text("scope", 140, { multiline: true }),
      }),
      sla: group("sla", {
        amount: figure("amount"),
        plus: flag("plus"),
        unit: text("unit", 20),
        label: text("label", 60),
        scope: text("scope", 130, { multiline: true }),
      }),
      sellers: group("sellers", {
        amount: figure("amount"),
        plus: flag("plus"),
        label: text("label", 60),
        scope: text("scope", 170, { multiline: true }),
      }),
    }),
  };
};
