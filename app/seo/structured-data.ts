import { BRAND_NAME, type Market } from "../../domain/site.ts";
import { LOGO_ICON } from "./icons.ts";
import { absoluteUrl } from "./links.ts";
import { pagePathIn } from "../../domain/pages.ts";
import type { PageId, ServicePageId } from "./pages.ts";
import type { Translate } from "./translate.ts";

export type JsonLd = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | JsonLd | JsonLdValue[];

export interface OrganizationInput {
  t: Translate;
  baseUrl: string;
  market: Market;
  /** Profiles of the company elsewhere (the footer's social links). */
  sameAs: readonly string[];
}

export const organizationId = (baseUrl: string) => `${absoluteUrl(baseUrl, "/")}#organization`;

/** The company, with its logo, social profiles and the sales contact point of this market. */
export function organizationJsonLd({ t, baseUrl, market, sameAs }: OrganizationInput): JsonLd {
  return {
    "@type": "Organization",
    "@id": organizationId(baseUrl),
    name: BRAND_NAME,
    url: absoluteUrl(baseUrl, "/"),
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(baseUrl, LOGO_ICON.path),
      width: LOGO_ICON.size,
      height: LOGO_ICON.size,
    },
    description: t("footer.tagline"),
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: t("seo.contactType"),
      url: absoluteUrl(baseUrl, pagePathIn(market.id, "contact")),
      areaServed: market.countryCode.toUpperCase(),
      availableLanguage: market.locale,
    },
  };
}

export interface ServiceInput {
  t: Translate;
  baseUrl: string;
  page: ServicePageId & PageId;
  path: string;
  imageUrl: string;
}

/** A service the company sells, described by its page; the provider is the Organization. */
export function serviceJsonLd({ t, baseUrl, page, path, imageUrl }: ServiceInput): JsonLd {
  const url = absoluteUrl(baseUrl, path);
  return {
    "@type": "Service",
    "@id": `${url}#service`,
    name: t(`seo.services.${page}`),
    description: t(`meta.${page}.description`),
    url,
    image: imageUrl,
    provider: { "@id": organizationId(baseUrl) },
    areaServed: { "@type": "Country", name: t("seo.country") },
  };
}

export interface ArticleInput {
  baseUrl: string;
  /** The article's absolute URL. */
  url: string;
  headline: string;
  description: string;
  /** Its images' absolute URLs: the share image, and a photo when it has one. */
  images: readonly string[];
  /** YYYY-MM-DD. */
  datePublished: string;
  locale: string;
}

/**
 * A customer story as an Article: written and published by the company (the Organization of the
 * same graph), in the market's language.
 */
export function articleJsonLd(input: ArticleInput): JsonLd {
  const company = {
    "@type": "Organization",
    "@id": organizationId(input.baseUrl),
    name: BRAND_NAME,
  };
  return {
    "@type": "Article",
    "@id": `${input.url}#article`,
    headline: input.headline,
    description: input.description,
    image: [...input.images],
    datePublished: input.datePublished,
    inLanguage: input.locale,
    mainEntityOfPage: input.url,
    author: company,
    publisher: company,
  };
}

export interface FaqEntry {
  question: string;
  answer: string;
}

/** A page's questions and answers (shown on the page as they are here), as a FAQPage. */
export function faqPageJsonLd({
  url,
  entries,
}: {
  url: string;
  entries: readonly FaqEntry[];
}): JsonLd {
  return {
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** One JSON-LD document holding several nodes that refer to each other by @id. */
export function jsonLdGraph(nodes: JsonLd[]): JsonLd {
  return { "@context": "https://schema.org", "@graph": nodes };
}
