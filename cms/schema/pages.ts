import { fieldsFor } from "../fields.ts";
import { dropOffOrPickupField } from "../../app/components/sections/DropOffOrPickup.content.ts";
import { featureGridField } from "../../app/components/sections/FeatureGrid.content.ts";
import { pickupZonesField } from "../../app/components/sections/PickupZones.content.ts";
import { stepsField } from "../../app/components/sections/Steps.content.ts";
import { serviceCarouselField } from "../../app/widgets/service-carousel/ServiceCarousel.content.ts";
import type { MarketId } from "../../domain/site.ts";

/** More service pages (pages.json): pickup, drop-off, carriers and integrations; the customer stories' words. */
export const pagesSchema = (market: MarketId) => {
  const kit = fieldsFor(market);
  const { colour, entries, flag, group, id, logoFile, storeLogo, text, webAddress } = kit;
  return {
    pickup: group("pickup", {
      advantages: featureGridField(kit, { title: 30, count: 4, item: { title: 40, content: 120 } }),
      steps: stepsField(kit, { title: 30, count: 3, item: { title: 30, description: 120 } }),
      zones: pickupZonesField(kit),
      note: text("note", 90),
      carousel: serviceCarouselField(kit, 3),
    }),
    directo: group("directo", {
      advantages: featureGridField(kit, { title: 40, count: 4, item: { title: 40, content: 130 } }),
      steps: stepsField(kit, { title: 50, count: 3, item: { title: 30, description: 110 } }),
      comparison: dropOffOrPickupField(kit),
      carousel: serviceCarouselField(kit, 3),
    }),
    carriers: group("carriers", {
      advantages: featureGridField(kit, { title: 60, count: 4, item: { title: 40, content: 160 } }),
      steps: stepsField(kit, { title: 30, count: 3, item: { title: 30, description: 110 } }),
      carousel: serviceCarouselField(kit, 3),
      list: group("list", {
        title: text("title", 60),
        subtitle: text("subtitle", 120),
        networks: group("networks", {
          national: group("national", {
            title: text("title", 30),
            description: text("description", 80),
          }),
          regional: group("regional", {
            title: text("title", 30),
            description: text("description", 80),
          }),
          freight: group("freight", {
            title: text("title", 30),
            description: text("description", 90),
          }),
        }),
        modalities: group("modalities", {
          branch: text("branch", 30),
          door: text("door", 30),
          both: text("both", 40),
        }),
        quoteTitle: text("quoteTitle", 50),
        quoteText: text("quoteText", 100),
        quoteButton: text("quoteButton", 20),
      }),
    }),
    integrations: group("integrations", {
      section: group("section", {
        title: text("title", 50),
        subtitle: text("subtitle", 200, { multiline: true }),
        connect: text("connect", 20),
        marketplace: text("marketplace", 20),
        ecommerce: text("ecommerce", 20),
        apiTitle: text("apiTitle", 40),
        apiText: text("apiText", 140, { multiline: true }),
        apiLink: text("apiLink", 20),
      }),
      items: entries("items", 7, "title", {
        id: id(),
        icon: storeLogo(),
        logoFile: logoFile(),
        title: text("title", 20),
        marketName: text("marketName", 30),
        bgColor: colour("backgroundColour"),
        url: webAddress("webAddress"),
        active: flag("active"),
      }),
    }),
    stories: group("stories", {
      readStory: text("readStory", 30),
      illustrative: text("illustrativeBadge", 30),
      illustrativeNote: text("illustrativeNote", 150, { multiline: true }),
      customer: text("customerHeading", 20),
      industry: text("industryHeading", 20),
      location: text("locationHeading", 20),
      site: text("siteHeading", 20),
      published: text("publishedLine", 40),
      challenge: text("challengeHeading", 30),
      solution: text("solutionHeading", 30),
      results: text("resultsHeading", 30),
      figuresNote: text("figuresNote", 40),
      services: text("servicesHeading", 30),
      allStories: text("allStories", 40),
      documentTitle: text("storyTitle", 30),
      shareEyebrow: text("shareEyebrow", 40),
      empty: text("noStories", 120),
    }),
  };
};
