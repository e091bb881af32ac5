/**
 * The drop-off and pickup comparison's content model (ADR 63): the field marketing edits it with,
 * and the copy the section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const dropOffOrPickupField = ({ group, text }: FieldKit) =>
  group("comparison", {
    title: text("title", 40),
    subtitle: text("subtitle", 90),
    rows: group("rows", {
      who: text("who", 30),
      when: text("when", 20),
      price: text("price", 20),
      bestFor: text("bestFor", 20),
      activation: text("activation", 30),
    }),
    // Each option's cells; its price is the promise data's, so it has none here.
    directo: group("directo", {
      name: text("name", 20),
      who: text("who", 50),
      when: text("when", 70),
      bestFor: text("bestFor", 90),
      activation: text("activation", 50),
    }),
    pickup: group("pickup", {
      name: text("name", 20),
      who: text("who", 40),
      when: text("when", 80),
      bestFor: text("bestFor", 80),
      activation: text("activation", 60),
    }),
  });

export type DropOffOrPickupCopy = CopyOf<ReturnType<typeof dropOffOrPickupField>>;
