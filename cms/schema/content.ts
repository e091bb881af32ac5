import { fieldsFor, by, byValue } from "../fields.ts";
import { highlightField } from "../../app/components/sections/Highlight.content.ts";
import { carriersOf } from "../../domain/rates/carriers.ts";
import type { MarketId } from "../../domain/site.ts";

/** Blocks several pages share (content.json): service cards, calls to action, testimonials, customer logos, the carrier strip, the developers' highlight. */
export const contentSchema = (market: MarketId) => {
  const kit = fieldsFor(market);
  const {
    carrierId,
    customerLogo,
    entries,
    flag,
    group,
    id,
    illustration,
    list,
    logoFile,
    photo,
    serviceId,
    text,
    webAddress,
  } = kit;
  return {
    serviceCards: group("serviceCards", {
      title: text("title", 60),
      subtitle: text("subtitle", 110),
      previous: text("previous", 30),
      next: text("next", 30),
      learnMore: text("learnMore", 20),
      items: entries("items", 8, "title", {
        id: serviceId(),
        image: illustration("illustration"),
        title: text("title", 50),
        content: text("content", 150, { multiline: true }),
      }),
    }),
    cta: group("callToActionSales", {
      title: text("title", 50),
      content: text("content", 150, { multiline: true }),
      button: text("button", 30),
    }),
    ctaAccount: group("callToActionCreateAnAccount", {
      title: text("title", 30),
      content: text("content", 150, { multiline: true }),
      button: text("button", 40),
      sales: text("sales", 50),
    }),
    testimonials: group("testimonials", {
      title: text("title", 60),
      subtitle: text("subtitle", 80),
      pause: text("pause", 30),
      play: text("play", 30),
      previous: text("previous", 30),
      next: text("next", 30),
      status: text("status", 50),
      items: list(
        "items",
        group("item", {
          // Not first: the field that takes the cursor when an entry opens is one to write.
          company: text("company", 30),
          author: text("author", 30),
          role: text("role", 30),
          id: id(),
          title: text("title", 70),
          quote: text("quote", 230, { multiline: true }),
          logo: customerLogo(),
          img: illustration("illustration"),
          photo: photo("photo"),
          sample: flag("sample"),
          web: webAddress("customerSite"),
        }),
        { min: 2, max: 8, itemLabel: by("company"), slugField: "id" },
      ),
    }),
    customers: group("customers", {
      title: text("title", 80),
      items: entries("items", 12, "name", {
        logo: customerLogo(),
        logoFile: logoFile(),
        name: text("name", 30),
        active: flag("active"),
        sample: flag("sample"),
      }),
    }),
    carriers: group("carriers", {
      title: text("title", 80),
      items: list("carriersInTheStrip", carrierId(), {
        min: 1,
        max: carriersOf(market).length,
        itemLabel: byValue,
      }),
    }),
    highlight: highlightField(kit),
  };
};
