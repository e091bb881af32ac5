/**
 * The developers' highlight's content model (ADR 63): the field marketing edits it with, and the
 * copy the section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const highlightField = ({ group, illustration, text }: FieldKit) =>
  group("highlight", {
    highlightSection: group("highlightSection", {
      subtitle: text("subtitle", 30),
      title: text("title", 80),
      content: text("content", 220, { multiline: true }),
      linkText: text("linkText", 40),
      button: text("button", 30),
    }),
    image: illustration("illustration"),
  });

export type HighlightCopy = CopyOf<ReturnType<typeof highlightField>>;
