/**
 * The suite's modules' content model (ADR 63): the field marketing edits them with, and the copy
 * the section draws, typed from that field. The page's code imports only its types.
 */
import { by, byValue, type CopyOf, type FieldKit } from "../../../cms/fields.ts";

export const moduleCardsField = ({ group, icon, id, list, text }: FieldKit) =>
  group("modules", {
    title: text("title", 50),
    items: list(
      "items",
      group("item", {
        id: id(),
        icon: icon(),
        title: text("title", 40),
        items: list("items", text("item", 80), { min: 5, max: 5, itemLabel: byValue }),
      }),
      { min: 3, max: 3, itemLabel: by("title") },
    ),
  });

export type ModuleCardsCopy = CopyOf<ReturnType<typeof moduleCardsField>>;
