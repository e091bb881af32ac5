import {
  blankable,
  by,
  byValue,
  factId,
  group,
  icon,
  illustration,
  list,
  serviceId,
  text,
} from "../fields.ts";

/** The home page (home.json): hero, benefits, services, ecosystem and key figures. */
export const homeSchema = () => ({
  hero: group("Hero", {
    eyebrow: text("Eyebrow", 60),
    title: text("Title", 60),
    description: text("Description", 230, { multiline: true }),
    primaryCta: text("Primary button", 30),
    secondaryCta: text("Secondary button", 30),
    calculatorCta: text("Calculator button", 20),
    video: blankable("Video", 40, {
      description: "A file in public/media/ (MP4 or WebM, a few seconds); empty: the illustration.",
    }),
    videoPoster: blankable("Video poster", 40, {
      description:
        "An image in public/media/ showing the video's first frame; empty: the illustration.",
    }),
    pause: text("Pause", 30),
    play: text("Play", 30),
    pauseVideo: text("Pause video", 20),
    playVideo: text("Play video", 30),
    illustrationLabel: text("Illustration label", 150, { multiline: true }),
  }),
  benefits: group("Benefits", {
    title: text("Title", 60),
    subtitle: text("Subtitle", 110),
    items: list(
      "Items",
      group("Item", {
        icon: icon(),
        title: text("Title", 40),
        content: text("Content", 200, { multiline: true }),
      }),
      { min: 6, max: 6, itemLabel: by("title") },
    ),
  }),
  services: group("Services", {
    title: text("Title", 60),
    subtitle: text("Subtitle", 120, { multiline: true }),
    cards: list("Cards", serviceId(), { min: 6, max: 6, itemLabel: byValue }),
  }),
  ecosystem: group("Ecosystem", {
    eyebrow: text("Eyebrow", 30),
    title: text("Title", 70),
    content: text("Content", 260, { multiline: true }),
    points: list("Points", text("Point", 100), { min: 4, max: 4, itemLabel: byValue }),
    image: illustration("Illustration"),
    cta: text("Button", 30),
  }),
  kpis: group("Key figures", {
    title: text("Title", 40),
    subtitle: text("Subtitle", 70),
    items: list("Items", factId(), { min: 6, max: 6, itemLabel: byValue }),
  }),
});
