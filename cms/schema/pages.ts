import { fieldsFor, STORE_LOGO_NAMES, by, byValue } from "../fields.ts";
import type { MarketId } from "../../domain/site.ts";

/** More service pages (pages.json): pickup, drop-off, carriers and integrations; the customer stories' words. */
export const pagesSchema = (market: MarketId) => {
  const { choice, colour, flag, group, icon, id, list, serviceId, text, webAddress } =
    fieldsFor(market);
  return {
    pickup: group("pickup", {
      advantages: group("advantages", {
        title: text("title", 30),
        items: list(
          "items",
          group("item", {
            icon: icon(),
            title: text("title", 40),
            content: text("content", 120),
          }),
          { min: 4, max: 4, itemLabel: by("title") },
        ),
      }),
      steps: group("steps", {
        title: text("title", 30),
        items: list(
          "items",
          group("item", {
            icon: icon(),
            title: text("title", 30),
            description: text("description", 120),
          }),
          { min: 3, max: 3, itemLabel: by("title") },
        ),
      }),
      zones: group("zones", {
        title: text("title", 40),
        subtitle: text("subtitle", 80),
        requestBy: text("requestBy", 20),
        collection: text("collection", 20),
        items: list(
          "items",
          group("item", {
            name: text("name", 50),
            requestBy: text("requestBy", 40),
            collection: text("collection", 60),
          }),
          { min: 2, max: 2, itemLabel: by("name") },
        ),
        elsewhere: group("elsewhere", {
          name: text("name", 20),
          text: text("text", 140, { multiline: true }),
          link: text("link", 40),
        }),
      }),
      note: text("note", 90),
      carousel: list("carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
    }),
    directo: group("directo", {
      advantages: group("advantages", {
        title: text("title", 40),
        items: list(
          "items",
          group("item", {
            icon: icon(),
            title: text("title", 40),
            content: text("content", 130, { multiline: true }),
          }),
          { min: 4, max: 4, itemLabel: by("title") },
        ),
      }),
      steps: group("steps", {
        title: text("title", 50),
        items: list(
          "items",
          group("item", {
            icon: icon(),
            title: text("title", 30),
            description: text("description", 110),
          }),
          { min: 3, max: 3, itemLabel: by("title") },
        ),
      }),
      comparison: group("comparison", {
        title: text("title", 40),
        subtitle: text("subtitle", 90),
        rows: group("rows", {
          who: text("who", 30),
          when: text("when", 20),
          price: text("price", 20),
          bestFor: text("bestFor", 20),
          activation: text("activation", 30),
        }),
        directo: group("directo", {
          name: text("name", 20),
          who: text("who", 50),
          when: text("when", 70),
          bestFor: text("bestFor", 90),
          activation: text("activation", 50),
        }),
        pickup: group("pickup", {
          name: text("name", 20),
          who: text("who", 40),
          when: text("when", 80),
          bestFor: text("bestFor", 80),
          activation: text("activation", 60),
        }),
      }),
      carousel: list("carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
    }),
    carriers: group("carriers", {
      advantages: group("advantages", {
        title: text("title", 60),
        items: list(
          "items",
          group("item", {
            icon: icon(),
            title: text("title", 40),
            content: text("content", 160, { multiline: true }),
          }),
          { min: 4, max: 4, itemLabel: by("title") },
        ),
      }),
      steps: group("steps", {
        title: text("title", 30),
        items: list(
          "items",
          group("item", {
            icon: icon(),
            title: text("title", 30),
            description: text("description", 110),
          }),
          { min: 3, max: 3, itemLabel: by("title") },
        ),
      }),
      carousel: list("carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
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
      items: list(
        "items",
        group("item", {
          id: id(),
          icon: choice("logo", STORE_LOGO_NAMES),
          title: text("title", 20),
          marketName: text("marketName", 30),
          bgColor: colour("backgroundColour"),
          url: webAddress("webAddress"),
          active: flag("active"),
        }),
        { min: 7, max: 7, itemLabel: by("title") },
      ),
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
