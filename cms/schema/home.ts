import { fieldsFor, by, byValue } from "../fields.ts";
import type { MarketId } from "../../domain/site.ts";

/** The home page (home.json): hero, benefits, services, ecosystem and key figures. */
export const homeSchema = (market: MarketId) => {
  const { blankable, factId, group, icon, illustration, list, serviceId, text } = fieldsFor(market);
  return {
    hero: group("hero", {
      eyebrow: text("eyebrow", 60),
      title: text("title", 60),
      description: text("description", 230, { multiline: true }),
      primaryCta: text("primaryButton", 30),
      secondaryCta: text("secondaryButton", 30),
      calculatorCta: text("calculatorButton", 20),
      video: blankable("video", 40),
      videoPoster: blankable("videoPoster", 40),
      pause: text("pause", 30),
      play: text("play", 30),
      pauseVideo: text("pauseVideo", 20),
      playVideo: text("playVideo", 30),
      illustrationLabel: text("illustrationLabel", 150, { multiline: true }),
    }),
    benefits: group("benefits", {
      title: text("title", 60),
      subtitle: text("subtitle", 110),
      items: list(
        "items",
        group("item", {
          icon: icon(),
          title: text("title", 40),
          content: text("content", 200, { multiline: true }),
        }),
        { min: 6, max: 6, itemLabel: by("title") },
      ),
    }),
    services: group("services", {
      title: text("title", 60),
      subtitle: text("subtitle", 120, { multiline: true }),
      cards: list("cards", serviceId(), { min: 6, max: 6, itemLabel: byValue }),
    }),
    ecosystem: group("ecosystem", {
      eyebrow: text("eyebrow", 30),
      title: text("title", 70),
      content: text("content", 260, { multiline: true }),
      points: list("points", text("point", 100), { min: 4, max: 4, itemLabel: byValue }),
      image: illustration("illustration"),
      cta: text("button", 30),
    }),
    kpis: group("keyFigures", {
      title: text("title", 40),
      subtitle: text("subtitle", 70),
      items: list("items", factId(), { min: 6, max: 6, itemLabel: byValue }),
    }),
    stories: group("stories", {
      link: text("storiesLink", 50),
    }),
  };
};
