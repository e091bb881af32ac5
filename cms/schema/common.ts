import { fieldsFor, by } from "../fields.ts";
import type { MarketId } from "../../domain/site.ts";

/** What every page shows (common.json): menus, footer links and outside addresses, each page's title, description and header, error pages. */
export const commonSchema = (market: MarketId) => {
  const {
    blankable,
    entries,
    footerLinkKey,
    group,
    icon,
    id,
    list,
    newTab,
    serviceId,
    socialIcon,
    text,
    webAddress,
  } = fieldsFor(market);
  return {
    skipToContent: text("skipToContent", 30),
    brandHome: text("brandHome", 40),
    opensInNewTab: text("opensInNewTab", 40),
    nav: group("nav", {
      label: text("label", 20),
      services: text("services", 20),
      suite: text("suite", 20),
      tracking: text("tracking", 20),
      contact: text("contact", 20),
      rates: text("rates", 20),
      login: text("login", 20),
      signup: text("signup", 20),
      openMenu: text("openMenu", 20),
      closeMenu: text("closeMenu", 20),
      mobileMenuTitle: text("mobileMenuTitle", 20),
    }),
    servicesMenu: group("servicesMenu", {
      label: text("label", 30),
      items: entries("items", 8, "title", {
        id: serviceId(),
        icon: icon(),
        title: text("title", 30),
        tag: blankable("tag", 20),
        description: text("description", 120),
      }),
      calculator: group("calculator", {
        title: text("title", 40),
        description: text("description", 100),
      }),
      integrations: group("integrations", {
        title: text("title", 20),
        description: text("description", 100),
      }),
    }),
    footer: group("footer", {
      tagline: text("tagline", 130, { multiline: true }),
      sections: entries("sections", 3, "title", {
        id: id(),
        title: text("title", 20),
        links: list(
          "links",
          group("item", {
            id: id(),
            linkKey: footerLinkKey(),
            linkUrl: webAddress("linkOutsideAddress", { optional: true }),
            target: newTab("opensIn"),
          }),
          { min: 2, max: 7, itemLabel: by("id") },
        ),
      }),
      links: group("links", {
        apiDocs: text("apiDocs", 30),
        integrations: text("integrations", 20),
        partners: text("partners", 20),
        blog: text("blog", 20),
        helpCenter: text("helpCenter", 20),
        faq: text("faq", 30),
        contact: text("contact", 20),
        jobs: text("jobs", 30),
        privacy: text("privacy", 30),
        tracking: text("tracking", 20),
        rates: text("rates", 30),
        stories: text("stories", 30),
      }),
      socialLabel: text("socialLabel", 20),
      social: entries("social", 3, "id", {
        id: id(),
        icon: socialIcon(),
        link: webAddress("link"),
        label: text("label", 30),
      }),
      terms: group("terms", {
        label: text("label", 30),
        url: webAddress("webAddress"),
      }),
      rights: text("rights", 70),
      servicesTitle: text("servicesTitle", 20),
    }),
    meta: group("titlesAndDescriptions", {
      home: group("home", {
        title: text("title", 70),
        description: text("description", 230, { multiline: true }),
      }),
      fullpack: group("fullpack", {
        title: text("title", 70),
        description: text("description", 240, { multiline: true }),
      }),
      b2b: group("b2b", {
        title: text("title", 80),
        description: text("description", 200, { multiline: true }),
      }),
      dedicated: group("dedicated", {
        title: text("title", 70),
        description: text("description", 210, { multiline: true }),
      }),
      lastMile: group("lastMile", {
        title: text("title", 70),
        description: text("description", 220, { multiline: true }),
      }),
      suite: group("suite", {
        title: text("title", 90),
        description: text("description", 210, { multiline: true }),
      }),
      integrations: group("integrations", {
        title: text("title", 70),
        description: text("description", 280, { multiline: true }),
      }),
      stories: group("stories", {
        title: text("title", 70),
        description: text("description", 200, { multiline: true }),
      }),
      contact: group("contact", {
        title: text("title", 50),
        description: text("description", 210, { multiline: true }),
      }),
      tracking: group("tracking", {
        title: text("title", 40),
        description: text("description", 190, { multiline: true }),
      }),
      pickup: group("pickup", {
        title: text("title", 70),
        description: text("description", 220, { multiline: true }),
      }),
      directo: group("directo", {
        title: text("title", 80),
        description: text("description", 200, { multiline: true }),
      }),
      carriers: group("carriers", {
        title: text("title", 90),
        description: text("description", 210, { multiline: true }),
      }),
      rates: group("rates", {
        title: text("title", 50),
        description: text("description", 200, { multiline: true }),
      }),
    }),
    pages: group("pages", {
      fullpack: group("fullpack", {
        eyebrow: text("eyebrow", 40),
        title: text("title", 90),
        description: text("description", 170, { multiline: true }),
        cta: text("button", 30),
      }),
      b2b: group("b2b", {
        eyebrow: text("eyebrow", 20),
        title: text("title", 70),
        description: text("description", 170, { multiline: true }),
        cta: text("button", 30),
      }),
      dedicated: group("dedicated", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 80),
        description: text("description", 170, { multiline: true }),
        cta: text("button", 30),
      }),
      lastMile: group("lastMile", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 70),
        description: text("description", 190, { multiline: true }),
        cta: text("button", 30),
      }),
      suite: group("suite", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 90),
        description: text("description", 240, { multiline: true }),
        cta: text("button", 40),
      }),
      integrations: group("integrations", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 60),
        description: text("description", 260, { multiline: true }),
        cta: text("button", 30),
      }),
      stories: group("stories", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 60),
        description: text("description", 170, { multiline: true }),
        cta: text("button", 30),
      }),
      contact: group("contact", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 40),
        description: text("description", 160, { multiline: true }),
        cta: text("button", 30),
      }),
      tracking: group("tracking", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 30),
        description: text("description", 130, { multiline: true }),
        cta: text("button", 20),
      }),
      pickup: group("pickup", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 70),
        description: text("description", 180, { multiline: true }),
        cta: text("button", 30),
      }),
      directo: group("directo", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 60),
        description: text("description", 160, { multiline: true }),
        cta: text("button", 30),
      }),
      carriers: group("carriers", {
        eyebrow: text("eyebrow", 30),
        title: text("title", 90),
        description: text("description", 170, { multiline: true }),
        cta: text("button", 30),
      }),
      rates: group("rates", {
        eyebrow: text("eyebrow", 40),
        title: text("title", 30),
        description: text("description", 210, { multiline: true }),
        cta: text("button", 30),
      }),
    }),
    errors: group("errors", {
      title: text("title", 30),
      description: text("description", 110),
      status: text("status", 30),
      backHome: text("backHome", 30),
    }),
    rateLimited: group("rateLimited", {
      title: text("title", 50),
      description: text("description", 160, { multiline: true }),
      retry: text("retry", 30),
      documentTitle: text("documentTitle", 50),
    }),
    marquee: group("marquee", {
      pause: text("pause", 50),
      play: text("play", 50),
    }),
    seo: group("searchEngines", {
      shareImageAlt: text("shareImageAlt", 30),
      country: text("country", 20),
      contactType: text("contactType", 20),
      services: group("services", {
        fullpack: text("fullpack", 20),
        b2b: text("b2b", 20),
        dedicated: text("dedicated", 30),
        lastMile: text("lastMile", 30),
        suite: text("suite", 30),
        pickup: text("pickup", 60),
        directo: text("directo", 50),
        carriers: text("carriers", 70),
      }),
      webApp: group("webApp", {
        name: text("name", 60),
        shortName: text("shortName", 20),
        description: text("description", 190, { multiline: true }),
      }),
    }),
  };
};
