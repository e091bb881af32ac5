import { describe, expect, it } from "vitest";
import { LOCALES, MARKETS } from "../../domain/site.ts";
import { isServicePage, PAGES } from "../../domain/pages.ts";
import {
  faqPageJsonLd,
  jsonLdGraph,
  organizationJsonLd,
  serviceJsonLd,
  type FaqEntry,
} from "./structured-data.ts";
import { strictTranslator } from "../../tooling/locale-files.ts";
import { FAQ_ENTRIES } from "../../cms/schema/services.ts";
import { echoTranslator } from "./test-helpers.ts";

describe("organizationJsonLd", () => {
  it("describes the company with its logo, profiles and this market's sales contact", () => {
    const organization = organizationJsonLd({
      t: echoTranslator,
      baseUrl: "https://anden.mx",
      market: MARKETS.mx,
      sameAs: ["https://www.linkedin.com/company/anden-logistica"],
    });
    expect(organization).toEqual({
      "@type": "Organization",
      "@id": "https://anden.mx/#organization",
      name: "Andén",
      url: "https://anden.mx/",
      logo: {
        "@type": "ImageObject",
        url: "https://anden.mx/icons/icon-512.png",
        width: 512,
        height: 512,
      },
      description: "footer.tagline",
      sameAs: ["https://www.linkedin.com/company/anden-logistica"],
      contactPoint: {
        "@type": "ContactPoint",
        contactType: "seo.contactType",
        url: "https://anden.mx/contacto",
        areaServed: "MX",
        availableLanguage: "es-MX",
      },
    });
  });

  it("leaves sameAs out when there are no profiles, and names the contact page in English in the US", () => {
    const organization = organizationJsonLd({
      t: echoTranslator,
      baseUrl: "https://anden.us",
      market: MARKETS.us,
      sameAs: [],
    });
    expect(organization).not.toHaveProperty("sameAs");
    expect(organization.contactPoint).toMatchObject({ url: "https://anden.us/contact" });
  });
});

describe("serviceJsonLd", () => {
  it("names the service and its page, with the organisation as provider", () => {
    const t = strictTranslator("en-US");
    const service = serviceJsonLd({
      t,
      baseUrl: "https://anden.us",
      page: "lastMile",
      path: "/ultima-milla",
      imageUrl: "https://anden.us/og/ultima-milla.png",
    });
    expect(service).toMatchObject({
      "@type": "Service",
      "@id": "https://anden.us/ultima-milla#service",
      name: "Last-mile delivery",
      url: "https://anden.us/ultima-milla",
      image: "https://anden.us/og/ultima-milla.png",
      provider: { "@id": "https://anden.us/#organization" },
      areaServed: { "@type": "Country", name: "United States" },
    });
    expect(service.description).toBe(t("meta.lastMile.description"));
  });
});

describe("jsonLdGraph", () => {
  it("wraps nodes in one schema.org document", () => {
    expect(jsonLdGraph([{ "@type": "Thing" }])).toEqual({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Thing" }],
    });
  });
});

describe("faqPageJsonLd", () => {
  it("makes each entry a Question with its accepted Answer", () => {
    expect(
      faqPageJsonLd({
        url: "https://anden.mx/pickup",
        entries: [{ question: "¿Hay un mínimo?", answer: "No. Recolectamos desde un paquete." }],
      }),
    ).toEqual({
      "@type": "FAQPage",
      "@id": "https://anden.mx/pickup#faq",
      mainEntity: [
        {
          "@type": "Question",
          name: "¿Hay un mínimo?",
          acceptedAnswer: { "@type": "Answer", text: "No. Recolectamos desde un paquete." },
        },
      ],
    });
  });

  it.each(LOCALES)("%s: every service page has a short FAQ with real text", (locale) => {
    const t = strictTranslator(locale);
    for (const { id } of PAGES.filter((page) => isServicePage(page.id))) {
      const entries = t(`services:faq.${id}`, { returnObjects: true }) as unknown as FaqEntry[];
      expect(entries.length, id).toBeGreaterThanOrEqual(FAQ_ENTRIES.min);
      expect(entries.length, id).toBeLessThanOrEqual(FAQ_ENTRIES.max);
      for (const { question, answer } of entries) {
        expect(question, id).toMatch(locale === "en-US" ? /^[A-Z].*\?$/ : /^¿.*\?$/);
        expect(answer.length, id).toBeGreaterThan(10);
        expect(`${question} ${answer}`, id).not.toMatch(/\{\{/);
      }
    }
  });
});
