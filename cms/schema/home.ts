import { fieldsFor, byValue } from "../fields.ts";
import { ecosystemField } from "../../app/components/sections/Ecosystem.content.ts";
import { featureListField } from "../../app/components/sections/FeatureGrid.content.ts";
import { serviceGridField } from "../../app/components/sections/ServiceGrid.content.ts";
import type { MarketId } from "../../domain/site.ts";

/** The home page (home.json): hero, benefits, services, ecosystem and key figures. */
export const homeSchema = (market: MarketId) => {
  const kit = fieldsFor(market);
  const { blankable, factId, group, list, text } = kit;
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
      items: featureListField(kit, { count: 6, item: { title: 40, content: 200 } }),
    }),
    services: serviceGridField(kit),
    ecosystem: ecosystemField(kit),
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
