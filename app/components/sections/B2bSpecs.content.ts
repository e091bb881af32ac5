/**
 * B2B's specifications' content model (ADR 63): the field marketing edits the sheet with, and the
 * copy the section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export const b2bSpecsField = ({ entries, group, text }: FieldKit) =>
  group("specs", {
    title: text("title", 40),
    subtitle: text("subtitle", 130, { multiline: true }),
    rows: entries("rows", 6, "term", {
      term: text("term", 50),
      value: text("value", 140, { multiline: true }),
    }),
  });

export type B2bSpecsCopy = CopyOf<ReturnType<typeof b2bSpecsField>>;
