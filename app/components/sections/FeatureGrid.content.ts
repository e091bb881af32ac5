/**
 * The feature grid's content model (ADR 63): the field marketing edits it with, and the copy the
 * section draws, typed from that field. The page's code imports only its types.
 */
import type { CopyOf, FieldKit } from "../../../cms/fields.ts";

export interface FeatureGridLimits {
  title: number;
  /** How many features the page shows: as many as its grid holds. */
  count: number;
  /** Each feature's title and sentence, at most. */
  item: { title: number; content: number };
}

/** The features: an icon, a title and a sentence each. */
export const featureListField = (
  kit: FieldKit,
  { count, item }: Omit<FeatureGridLimits, "title">,
) => kit.iconCards("content", { count, title: item.title, sentence: item.content });

/** A service page's advantages: a titled grid of features. */
export const featureGridField = (kit: FieldKit, limits: FeatureGridLimits) =>
  kit.group("advantages", {
    title: kit.text("title", limits.title),
    items: featureListField(kit, limits),
  });

export type FeatureGridCopy = CopyOf<ReturnType<typeof featureGridField>>;
