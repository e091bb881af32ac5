/**
 * Pickup's zones' content model (ADR 63): the field marketing edits them with, and the copy the
 * section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const pickupZonesField = ({ entries, group, text }: FieldKit) =>
  group("zones", {
    title: text("title", 40),
    subtitle: text("subtitle", 80),
    requestBy: text("requestBy", 20),
    collection: text("collection", 20),
    items: entries("items", 2, "name", {
      name: text("name", 50),
      requestBy: text("requestBy", 40),
      collection: text("collection", 60),
    }),
    elsewhere: group("elsewhere", {
      name: text("name", 20),
      text: text("text", 140, { multiline: true }),
      link: text("link", 40),
    }),
  });

export type PickupZonesCopy = CopyOf<ReturnType<typeof pickupZonesField>>;
