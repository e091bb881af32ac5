import {
  STORE_LOGO_NAMES,
  by,
  byValue,
  choice,
  colour,
  flag,
  group,
  icon,
  id,
  list,
  serviceId,
  text,
  webAddress,
} from "../fields.ts";

/** More service pages (pages.json): pickup, drop-off, carriers and integrations. */
export const pagesSchema = () => ({
  pickup: group("Pickup", {
    advantages: group("Advantages", {
      title: text("Title", 30),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 40),
          content: text("Content", 120),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
    }),
    steps: group("Steps", {
      title: text("Title", 30),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 30),
          description: text("Description", 120),
        }),
        { min: 3, max: 3, itemLabel: by("title") },
      ),
    }),
    zones: group("Zones", {
      title: text("Title", 40),
      subtitle: text("Subtitle", 80),
      requestBy: text("Request by", 20),
      collection: text("Collection", 20),
      items: list(
        "Items",
        group("Item", {
          name: text("Name", 50),
          requestBy: text("Request by", 40),
          collection: text("Collection", 60),
        }),
        { min: 2, max: 2, itemLabel: by("name") },
      ),
      elsewhere: group("Elsewhere", {
        name: text("Name", 20),
        text: text("Text", 140, { multiline: true }),
        link: text("Link", 40),
      }),
    }),
    note: text("Note", 90),
    carousel: list("Carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
  }),
  directo: group("Directo", {
    advantages: group("Advantages", {
      title: text("Title", 40),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 40),
          content: text("Content", 130, { multiline: true }),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
    }),
    steps: group("Steps", {
      title: text("Title", 50),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 30),
          description: text("Description", 110),
        }),
        { min: 3, max: 3, itemLabel: by("title") },
      ),
    }),
    comparison: group("Comparison", {
      title: text("Title", 40),
      subtitle: text("Subtitle", 90),
      rows: group("Rows", {
        who: text("Who", 30),
        when: text("When", 20),
        price: text("Price", 20),
        bestFor: text("Best for", 20),
        activation: text("Activation", 30),
      }),
      directo: group("Directo", {
        name: text("Name", 20),
        who: text("Who", 50),
        when: text("When", 70),
        bestFor: text("Best for", 90),
        activation: text("Activation", 50),
      }),
      pickup: group("Pickup", {
        name: text("Name", 20),
        who: text("Who", 40),
        when: text("When", 80),
        bestFor: text("Best for", 80),
        activation: text("Activation", 60),
      }),
    }),
    carousel: list("Carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
  }),
  carriers: group("Carriers", {
    advantages: group("Advantages", {
      title: text("Title", 60),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 40),
          content: text("Content", 160, { multiline: true }),
        }),
        { min: 4, max: 4, itemLabel: by("title") },
      ),
    }),
    steps: group("Steps", {
      title: text("Title", 30),
      items: list(
        "Items",
        group("Item", {
          icon: icon(),
          title: text("Title", 30),
          description: text("Description", 110),
        }),
        { min: 3, max: 3, itemLabel: by("title") },
      ),
    }),
    carousel: list("Carousel", serviceId(), { min: 3, max: 3, itemLabel: byValue }),
    list: group("List", {
      title: text("Title", 60),
      subtitle: text("Subtitle", 120),
      networks: group("Networks", {
        national: group("National", {
          title: text("Title", 30),
          description: text("Description", 80),
        }),
        regional: group("Regional", {
          title: text("Title", 30),
          description: text("Description", 80),
        }),
        freight: group("Freight", {
          title: text("Title", 30),
          description: text("Description", 90),
        }),
      }),
      modalities: group("Modalities", {
        branch: text("Branch", 30),
        door: text("Door", 30),
        both: text("Both", 40),
      }),
      quoteTitle: text("Quote title", 50),
      quoteText: text("Quote text", 100),
      quoteButton: text("Quote button", 20),
    }),
  }),
  integrations: group("Integrations", {
    section: group("Section", {
      title: text("Title", 50),
      subtitle: text("Subtitle", 200, { multiline: true }),
      connect: text("Connect", 20),
      marketplace: text("Marketplace", 20),
      ecommerce: text("Ecommerce", 20),
      apiTitle: text("Api title", 40),
      apiText: text("Api text", 140, { multiline: true }),
      apiLink: text("Api link", 20),
    }),
    items: list(
      "Items",
      group("Item", {
        id: id(),
        icon: choice("Logo", STORE_LOGO_NAMES),
        title: text("Title", 20),
        marketName: text("Market name", 30),
        bgColor: colour("Background colour"),
        url: webAddress("Web address"),
        active: flag("Active"),
      }),
      { min: 7, max: 7, itemLabel: by("title") },
    ),
  }),
});
