import { stories as marketStories } from "virtual:stories";
import { fillVariables, type Story } from "../../domain/stories.ts";
import { i18n } from "../i18n/i18n.ts";

/** The market's customer stories (ADR 56), the latest first, as the build read them. */
export const stories: readonly Story[] = marketStories;

export const storyBySlug = (slug: string | undefined): Story | undefined =>
  stories.find((story) => story.slug === slug);

/**
 * A story's text with the copy's variables filled in ({{brand}}, {{facts.carriers}}), the values
 * i18next gives the locale files.
 */
export const storyText = (text: string): string =>
  fillVariables(text, i18n.options.interpolation?.defaultVariables ?? {});
