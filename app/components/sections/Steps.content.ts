/**
 * The steps' content model (ADR 63): the field marketing edits a how-it-works sequence with, and
 * the copy the section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export interface StepsLimits {
  title: number;
  /** How many steps the page shows. */
  count: number;
  /** Each step's title and sentence, at most. */
  item: { title: number; description: number };
}

/** A titled sequence of steps: an icon, a title and a sentence each. */
export const stepsField = (kit: FieldKit, { title, count, item }: StepsLimits) =>
  kit.group("steps", {
    title: kit.text("title", title),
    items: kit.iconCards("description", { count, title: item.title, sentence: item.description }),
  });

export type StepsCopy = CopyOf<ReturnType<typeof stepsField>>;
