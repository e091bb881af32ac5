import {
  photo,
  webAddress,
  by,
  byValue,
  carrierId,
  customerLogo,
  flag,
  group,
  id,
  illustration,
  list,
  serviceId,
  text,
} from "../fields.ts";
import { carriersOf } from "../../domain/rates/carriers.ts";
import type { MarketId } from "../../domain/site.ts";

/** Blocks several pages share (content.json): service cards, calls to action, testimonials, customer logos, the carrier strip, the developers' highlight. */
export const contentSchema = (market: MarketId) => ({
  serviceCards: group("Service cards", {
    title: text("Title", 60),
    subtitle: text("Subtitle", 110),
    previous: text("Previous", 30),
    next: text("Next", 30),
    learnMore: text("Learn more", 20),
    items: list(
      "Items",
      group("Item", {
        id: serviceId(),
        image: illustration("Illustration"),
        title: text("Title", 50),
        content: text("Content", 150, { multiline: true }),
      }),
      { min: 8, max: 8, itemLabel: by("title") },
    ),
  }),
  cta: group("Call to action: sales", {
    title: text("Title", 50),
    content: text("Content", 150, { multiline: true }),
    button: text("Button", 30),
  }),
  ctaAccount: group("Call to action: create an account", {
    title: text("Title", 30),
    content: text("Content", 150, { multiline: true }),
    button: text("Button", 40),
    sales: text("Sales", 50),
  }),
  testimonials: group("Testimonials", {
    title: text("Title", 60),
    subtitle: text("Subtitle", 80),
    pause: text("Pause", 30),
    play: text("Play", 30),
    previous: text("Previous", 30),
    next: text("Next", 30),
    status: text("Status", 50),
    items: list(
      "Items",
      group("Item", {
        id: id(),
        company: text("Company", 30),
        author: text("Author", 30),
        role: text("Role", 30),
        title: text("Title", 70),
        quote: text("Quote", 230, { multiline: true }),
        logo: customerLogo(),
        img: illustration("Illustration"),
        photo: photo(
          market,
          "Photo",
          "Optional: the customer's portrait, shown instead of the illustration on the home page (JPEG, PNG or WebP, at least 512 × 512 px; the build crops it square and makes it WebP).",
        ),
        sample: flag(
          "Sample",
          "A sample customer, invented for the site: its site is an address under .example, which belongs to no one.",
        ),
        web: webAddress("Customer's site"),
      }),
      { min: 2, max: 8, itemLabel: by("company"), slugField: "id" },
    ),
  }),
  customers: group("Customers", {
    title: text("Title", 80),
    items: list(
      "Items",
      group("Item", {
        logo: customerLogo(),
        name: text("Name", 30),
        active: flag("Active"),
        sample: flag("Sample"),
      }),
      { min: 12, max: 12, itemLabel: by("name") },
    ),
  }),
  carriers: group("Carriers", {
    title: text("Title", 80),
    items: list("Carriers in the strip", carrierId(market), {
      min: 1,
      max: carriersOf(market).length,
      itemLabel: byValue,
      description:
        "Every carrier of the market's rate cards, once each, in the order the strip shows them.",
    }),
  }),
  highlight: group("Highlight", {
    highlightSection: group("Highlight section", {
      subtitle: text("Subtitle", 30),
      title: text("Title", 80),
      content: text("Content", 220, { multiline: true }),
      linkText: text("Link text", 40),
      button: text("Button", 30),
    }),
    image: illustration("Illustration"),
  }),
});
