import { fieldsFor, by, byValue } from "../fields.ts";
import type { MarketId } from "../../domain/site.ts";

/** The field whose name makes a story's slug, its file's name (Keystatic's `slugField`). */
export const STORY_SLUG_FIELD = "customer";

/**
 * A customer story (ADR 56), one file per story and market in `domain/locales/<locale>/stories/`,
 * named by its URL word: the customer, the challenge, what the company did, the results stated
 * as the fact sheet states a claim (figure, label, scope, date), a quote and a photo or drawing.
 * The limits are the layout's: a card's title in three lines at 390 px, a figure's label under it.
 */
export const storySchema = (market: MarketId) => {
  const {
    customerLogo,
    date,
    figure,
    flag,
    group,
    illustration,
    list,
    optional,
    serviceId,
    storyPhoto,
    storySlug,
    text,
    webAddress,
  } = fieldsFor(market);
  return {
    customer: storySlug(),
    sample: flag("illustrative"),
    web: webAddress("customerSite"),
    logo: customerLogo(),
    industry: text("industry", 40),
    location: text("location", 40),
    published: date("published"),
    title: text("title", 80),
    description: text("storySummary", 160, { multiline: true }),
    challenge: text("challenge", 700, { multiline: true }),
    solution: text("solution", 900, { multiline: true }),
    services: list("storyServices", serviceId(), { min: 1, max: 4, itemLabel: byValue }),
    figures: list(
      "results",
      group("result", {
        amount: figure("amount"),
        plus: flag("plus"),
        unit: optional("unit", 10),
        label: text("label", 50),
        scope: text("scope", 200, { multiline: true }),
      }),
      { min: 1, max: 3, itemLabel: by("label") },
    ),
    asOf: text("resultsAsOf", 90),
    quote: group("quote", {
      text: text("quote", 280, { multiline: true }),
      author: text("author", 40),
      role: text("role", 50),
    }),
    img: illustration("illustration"),
    photo: storyPhoto("storyPhoto"),
    photoAlt: optional("photoAlt", 150),
  };
};
