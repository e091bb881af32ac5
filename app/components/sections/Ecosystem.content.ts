/**
 * The home page's ecosystem section's content model (ADR 63): the field marketing edits it with,
 * and the copy the section draws, typed from that field. The page's code imports only its types.
 */
import { byValue, type CopyOf, type FieldKit } from "../../../cms/fields.ts";

export const ecosystemField = ({ group, illustration, list, text }: FieldKit) =>
  group("ecosystem", {
    eyebrow: text("eyebrow", 30),
    title: text("title", 70),
    content: text("content", 260, { multiline: true }),
    points: list("points", text("point", 100), { min: 4, max: 4, itemLabel: byValue }),
    image: illustration("illustration"),
    cta: text("button", 30),
  });

export type EcosystemCopy = CopyOf<ReturnType<typeof ecosystemField>>;
