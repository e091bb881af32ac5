import {
  NEW_TAB,
  SOCIAL_ICON_NAMES,
  blankable,
  by,
  choice,
  footerLinkKey,
  group,
  icon,
  id,
  list,
  optional,
  serviceId,
  text,
  webAddress,
} from "../fields.ts";

/** What every page shows (common.json): menus, footer links and outside addresses, each page's title, description and header, error pages. */
export const commonSchema = () => ({
  skipToContent: text("Skip to content", 30),
  brandHome: text("Brand home", 40),
  opensInNewTab: text("Opens in new tab", 40),
  nav: group("Nav", {
    label: text("Label", 20),
    services: text("Services", 20),
    suite: text("Suite", 20),
    tracking: text("Tracking", 20),
    contact: text("Contact", 20),
    rates: text("Rates", 20),
    login: text("Login", 20),
    signup: text("Signup", 20),
    openMenu: text("Open menu", 20),
    closeMenu: text("Close menu", 20),
    mobileMenuTitle: text("Mobile menu title", 20),
  }),
  servicesMenu: group("Services menu", {
    label: text("Label", 30),
    items: list(
      "Items",
      group("Item", {
        id: serviceId(),
        icon: icon(),
        title: text("Title", 30),
        tag: blankable("Tag", 20),
        description: text("Description", 120),
      }),
      { min: 8, max: 8, itemLabel: by("title") },
    ),
    calculator: group("Calculator", {
      title: text("Title", 40),
      description: text("Description", 100),
    }),
    integrations: group("Integrations", {
      title: text("Title", 20),
      description: text("Description", 100),
    }),
  }),
  footer: group("Footer", {
    tagline: text("Tagline", 130, { multiline: true }),
    sections: list(
      "Sections",
      group("Item", {
        id: id(),
        title: text("Title", 20),
        links: list(
          "Links",
          group("Item", {
            id: id(),
            linkKey: footerLinkKey(),
            linkUrl: webAddress("Link (outside address)", { optional: true }),
            target: optional("Opens in", 10, { pattern: NEW_TAB }),
          }),
          { min: 2, max: 7, itemLabel: by("id") },
        ),
      }),
      { min: 3, max: 3, itemLabel: by("title") },
    ),
    links: group("Links", {
      apiDocs: text("API docs", 30),
      integrations: text("Integrations", 20),
      partners: text("Partners", 20),
      blog: text("Blog", 20),
      helpCenter: text("Help center", 20),
      faq: text("FAQ", 30),
      contact: text("Contact", 20),
      jobs: text("Jobs", 30),
      privacy: text("Privacy", 30),
      tracking: text("Tracking", 20),
      rates: text("Rates", 30),
    }),
    socialLabel: text("Social label", 20),
    social: list(
      "Social",
      group("Item", {
        id: id(),
        icon: choice("Icon", SOCIAL_ICON_NAMES),
        link: webAddress("Link"),
        label: text("Label", 30),
      }),
      { min: 3, max: 3, itemLabel: by("id") },
    ),
    terms: group("Terms", {
      label: text("Label", 30),
      url: webAddress("Web address"),
    }),
    rights: text("Rights", 70),
    servicesTitle: text("Services title", 20),
  }),
  meta: group("Titles and descriptions", {
    home: group("Home", {
      title: text("Title", 70),
      description: text("Description", 230, { multiline: true }),
    }),
    fullpack: group("Fullpack", {
      title: text("Title", 70),
      description: text("Description", 240, { multiline: true }),
    }),
    b2b: group("B2B", {
      title: text("Title", 80),
      description: text("Description", 200, { multiline: true }),
    }),
    dedicated: group("Dedicated", {
      title: text("Title", 70),
      description: text("Description", 210, { multiline: true }),
    }),
    lastMile: group("Last mile", {
      title: text("Title", 70),
      description: text("Description", 220, { multiline: true }),
    }),
    suite: group("Suite", {
      title: text("Title", 90),
      description: text("Description", 210, { multiline: true }),
    }),
    integrations: group("Integrations", {
      title: text("Title", 70),
      description: text("Description", 280, { multiline: true }),
    }),
    contact: group("Contact", {
      title: text("Title", 50),
      description: text("Description", 210, { multiline: true }),
    }),
    tracking: group("Tracking", {
      title: text("Title", 40),
      description: text("Description", 190, { multiline: true }),
    }),
    pickup: group("Pickup", {
      title: text("Title", 70),
      description: text("Description", 220, { multiline: true }),
    }),
    directo: group("Directo", {
      title: text("Title", 80),
      description: text("Description", 200, { multiline: true }),
    }),
    carriers: group("Carriers", {
      title: text("Title", 90),
      description: text("Description", 210, { multiline: true }),
    }),
    rates: group("Rates", {
      title: text("Title", 50),
      description: text("Description", 200, { multiline: true }),
    }),
  }),
  pages: group("Pages", {
    fullpack: group("Fullpack", {
      eyebrow: text("Eyebrow", 40),
      title: text("Title", 90),
      description: text("Description", 170, { multiline: true }),
      cta: text("Button", 30),
    }),
    b2b: group("B2B", {
      eyebrow: text("Eyebrow", 20),
      title: text("Title", 70),
      description: text("Description", 170, { multiline: true }),
      cta: text("Button", 30),
    }),
    dedicated: group("Dedicated", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 80),
      description: text("Description", 170, { multiline: true }),
      cta: text("Button", 30),
    }),
    lastMile: group("Last mile", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 70),
      description: text("Description", 190, { multiline: true }),
      cta: text("Button", 30),
    }),
    suite: group("Suite", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 90),
      description: text("Description", 240, { multiline: true }),
      cta: text("Button", 40),
    }),
    integrations: group("Integrations", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 60),
      description: text("Description", 260, { multiline: true }),
      cta: text("Button", 30),
    }),
    contact: group("Contact", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 40),
      description: text("Description", 160, { multiline: true }),
      cta: text("Button", 30),
    }),
    tracking: group("Tracking", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 30),
      description: text("Description", 130, { multiline: true }),
      cta: text("Button", 20),
    }),
    pickup: group("Pickup", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 70),
      description: text("Description", 180, { multiline: true }),
      cta: text("Button", 30),
    }),
    directo: group("Directo", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 60),
      description: text("Description", 160, { multiline: true }),
      cta: text("Button", 30),
    }),
    carriers: group("Carriers", {
      eyebrow: text("Eyebrow", 30),
      title: text("Title", 90),
      description: text("Description", 170, { multiline: true }),
      cta: text("Button", 30),
    }),
    rates: group("Rates", {
      eyebrow: text("Eyebrow", 40),
      title: text("Title", 30),
      description: text("Description", 210, { multiline: true }),
      cta: text("Button", 30),
    }),
  }),
  errors: group("Errors", {
    title: text("Title", 30),
    description: text("Description", 110),
    status: text("Status", 30),
    backHome: text("Back home", 30),
  }),
  rateLimited: group("Rate limited", {
    title: text("Title", 50),
    description: text("Description", 160, { multiline: true }),
    retry: text("Retry", 30),
    documentTitle: text("Document title", 50),
  }),
  marquee: group("Marquee", {
    pause: text("Pause", 50),
    play: text("Play", 50),
  }),
  seo: group("Search engines", {
    shareImageAlt: text("Share image alt", 30),
    country: text("Country", 20),
    contactType: text("Contact type", 20),
    services: group("Services", {
      fullpack: text("Fullpack", 20),
      b2b: text("B2B", 20),
      dedicated: text("Dedicated", 30),
      lastMile: text("Last mile", 30),
      suite: text("Suite", 30),
      pickup: text("Pickup", 60),
      directo: text("Directo", 50),
      carriers: text("Carriers", 70),
    }),
    webApp: group("Web app", {
      name: text("Name", 60),
      shortName: text("Short name", 20),
      description: text("Description", 190, { multiline: true }),
    }),
  }),
});
