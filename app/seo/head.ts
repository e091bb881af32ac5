import type { MetaDescriptor } from "react-router";
import { BRAND_NAME, MARKET_IDS, MARKETS, type Market } from "../../domain/site.ts";
import { absoluteUrl, alternatesFor, type MarketBaseUrls } from "./links.ts";
import { isServicePage, pagePathIn } from "../../domain/pages.ts";
import { headlineKey, SHARE_IMAGE, shareImagePath, type PageId } from "./pages.ts";
import {
  articleJsonLd,
  faqPageJsonLd,
  jsonLdGraph,
  organizationJsonLd,
  serviceJsonLd,
  type FaqEntry,
} from "./structured-data.ts";
import type { Translate } from "./translate.ts";

export interface Site {
  market: Market;
  /** This deployment's PUBLIC_BASE_URL. */
  baseUrl: string;
  marketBaseUrls: MarketBaseUrls;
  /** The company's social profiles (JSON-LD sameAs). */
  socialLinks: readonly string[];
}

export interface PageHeadOptions {
  /** The page's key in the locale resources: its title, description and share image. */
  page: PageId;
  /**
   * The URL path of this document when it is not its page's path in this market (a tracking
   * result's deep link).
   */
  path?: string;
  /** A title other than the page's (a tracking result names its number). */
  title?: string;
  /** false: kept out of search results (robots noindex) and linked to no other market. */
  indexable?: boolean;
  /** The questions and answers the page shows, marked up as a FAQPage. */
  faq?: readonly FaqEntry[];
  /**
   * A document of its own under the page, in this market only (a customer story, ADR 56): its
   * path, words, share image and Article take the place of the page's, and it has no alternates.
   */
  article?: ArticleHead;
}

export interface ArticleHead {
  path: `/${string}`;
  /** The document's title ("… | Andén"). */
  title: string;
  description: string;
  /** Its heading, which its share image shows. */
  headline: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  /** A photo's path on the site, besides the share image. */
  photoPath?: string;
}

/**
 * Everything a page puts in its head for search engines and link previews, all text from the
 * locale resources: title, description, canonical URL, hreflang alternates, Open Graph and Twitter
 * card tags with the page's share image, and JSON-LD (the organisation, the service the page
 * sells, if it sells one, its FAQ, if it has one, and the article a customer story is).
 */
export function pageHead(site: Site, t: Translate, options: PageHeadOptions): MetaDescriptor[] {
  const { page, indexable = true, article } = options;
  const { market, baseUrl } = site;
  const path = article?.path ?? options.path ?? pagePathIn(market.id, page);
  const title = article?.title ?? options.title ?? t(`meta.${page}.title`);
  const description = article?.description ?? t(`meta.${page}.description`);
  const url = absoluteUrl(baseUrl, path);
  const imageUrl = absoluteUrl(
    baseUrl,
    shareImagePath(article?.path ?? pagePathIn(market.id, page)),
  );
  const imageAlt = t("seo.shareImageAlt", { headline: article?.headline ?? t(headlineKey(page)) });
  // A page's alternates are the same page in the other markets, each at its path there; an
  // article is its market's own.
  const alternates =
    indexable && !article
      ? alternatesFor(site.marketBaseUrls, (other) => pagePathIn(other, page))
      : [];
  const otherLocales = MARKET_IDS.filter(
    (id) => id !== market.id && alternates.some((a) => a.hreflang === MARKETS[id].locale),
  ).map((id) => MARKETS[id].ogLocale);

  const graph = [organizationJsonLd({ t, baseUrl, market, sameAs: site.socialLinks })];
  if (isServicePage(page)) graph.push(serviceJsonLd({ t, baseUrl, page, path, imageUrl }));
  if (options.faq && options.faq.length > 0) {
    graph.push(faqPageJsonLd({ url, entries: options.faq }));
  }
  if (article) {
    graph.push(
      articleJsonLd({
        baseUrl,
        url,
        headline: article.headline,
        description,
        images: [imageUrl, ...(article.photoPath ? [absoluteUrl(baseUrl, article.photoPath)] : [])],
        datePublished: article.datePublished,
        locale: market.locale,
      }),
    );
  }

  return [
    { title },
    { name: "description", content: description },
    ...(indexable ? [] : [{ name: "robots", content: "noindex" }]),
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map(({ hreflang, href }) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: hreflang,
      href,
    })),
    { property: "og:type", content: article ? "article" : "website" },
    { property: "og:site_name", content: BRAND_NAME },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: market.ogLocale },
    ...otherLocales.map((locale) => ({ property: "og:locale:alternate", content: locale })),
    ...(article ? [{ property: "article:published_time", content: article.datePublished }] : []),
    { property: "og:image", content: imageUrl },
    { property: "og:image:type", content: SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
    { "script:ld+json": jsonLdGraph(graph) },
  ];
}
