/**
 * Fulfilment's order day's content model (ADR 63): the field marketing edits its moments with,
 * and the copy the section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const orderDayField = ({ clockTime, entries, group, text }: FieldKit) =>
  group("orderDay", {
    title: text("title", 40),
    subtitle: text("subtitle", 110),
    moments: entries("moments", 4, "title", {
      time: clockTime("time"),
      title: text("title", 30),
      description: text("description", 130, { multiline: true }),
    }),
    // The departure's time is the promise data's.
    departure: group("departure", {
      title: text("title", 30),
      description: text("description", 130),
    }),
  });

export type OrderDayCopy = CopyOf<ReturnType<typeof orderDayField>>;
