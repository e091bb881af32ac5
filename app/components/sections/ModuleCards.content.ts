/**
 * The suite's modules' content model (ADR 63): the field marketing edits them with, and the copy
 * the section draws, typed from that field. The page's code imports only its types.
 */
import { byValue, type CopyOf, type FieldKit } from "../../../cms/fields.ts";

export const moduleCardsField = ({ entries, group, icon, id, list, text }: FieldKit) =>
  group("modules", {
    title: text("title", 50),
    items: entries("items", 3, "title", {
      id: id(),
      icon: icon(),
      title: text("title", 40),
      items: list("items", text("item", 80), { min: 5, max: 5, itemLabel: byValue }),
    }),
  });

export type ModuleCardsCopy = CopyOf<ReturnType<typeof moduleCardsField>>;
