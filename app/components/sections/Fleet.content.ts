/**
 * The dedicated fleet's content model (ADR 63): the field marketing edits the vehicles with, and
 * the copy the section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const fleetField = ({ entries, figure, group, id, illustration, text }: FieldKit) =>
  group("fleet", {
    title: text("title", 30),
    subtitle: text("subtitle", 170, { multiline: true }),
    // i18next's plural forms of the pallet count and the payload in tonnes.
    pallets_one: text("palletsOne", 30),
    pallets_other: text("palletsOther", 30),
    tonnes: text("tonnes", 30),
    items: entries("items", 5, "title", {
      id: id(),
      image: illustration("illustration"),
      title: text("title", 30),
      description: text("description", 100),
      pallets: figure("pallets"),
      payloadKg: group("payloadKg", {
        min: figure("min"),
        max: figure("max"),
      }),
    }),
  });

export type FleetCopy = CopyOf<ReturnType<typeof fleetField>>;
export type Vehicle = FleetCopy["items"][number];
