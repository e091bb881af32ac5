/**
 * The last-mile page's delivery types' content model (ADR 63): the field marketing edits them
 * with, and the copy the section draws, typed from that field. The page's code imports only its
 * types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const serviceListField = ({ blankable, entries, group, icon, id, text }: FieldKit) =>
  group("serviceList", {
    title: text("title", 60),
    items: entries("items", 5, "title", {
      // A delivery type of domain/services/promises.ts: its promise shows under its title.
      id: id(),
      icon: icon(),
      title: text("title", 30),
      tag: blankable("tag", 20),
    }),
  });

export type ServiceListCopy = CopyOf<ReturnType<typeof serviceListField>>;
