import { figure, flag, group, text } from "../fields.ts";

/** The fact sheet (facts.json, ADR 43): each claim's figure, its caption and its scope in words. The copy states a claim only as {{facts.<id>}}. */
export const factsSchema = () => ({
  title: text("Title", 40),
  asOf: text("As of", 40),
  /** Places the copy names as {{areas.<id>}}: where the own couriers deliver the same day. */
  areas: group("Areas", {
    metro: text("Metro", 60),
  }),
  items: group("Items", {
    brands: group("Brands", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 40),
      scope: text("Scope", 160, { multiline: true }),
    }),
    activeUsers: group("Active users", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 60),
      scope: text("Scope", 180, { multiline: true }),
    }),
    warehouseArea: group("Warehouse area", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      unit: text("Unit", 20),
      label: text("Label", 30),
      scope: text("Scope", 110),
    }),
    countries: group("Countries", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 60),
      scope: text("Scope", 120, { multiline: true }),
    }),
    pace: group("Pace", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 50),
      scope: text("Scope", 130, { multiline: true }),
    }),
    carriers: group("Carriers", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 50),
      scope: text("Scope", 170, { multiline: true }),
    }),
    providers: group("Providers", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 75),
      scope: text("Scope", 210, { multiline: true }),
    }),
    packages: group("Packages", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 60),
      scope: text("Scope", 140, { multiline: true }),
    }),
    sla: group("SLA", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      unit: text("Unit", 20),
      label: text("Label", 60),
      scope: text("Scope", 130, { multiline: true }),
    }),
    sellers: group("Sellers", {
      amount: figure("Amount"),
      plus: flag("Plus"),
      label: text("Label", 60),
      scope: text("Scope", 170, { multiline: true }),
    }),
  }),
});
