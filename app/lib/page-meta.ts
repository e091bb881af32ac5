import type { MetaDescriptor } from "react-router";
import { marketBaseUrls, publicBaseUrl } from "virtual:site-config";
import { i18n, market } from "../i18n/i18n.ts";
import { pageHead, type PageHeadOptions, type Site } from "../seo/head.ts";
import { isServicePage, type PageId } from "../../domain/pages.ts";
import type { FaqEntry } from "../seo/structured-data.ts";
import { contentImageUrl } from "../../domain/content-images.ts";
import { storyPhotoPath, type Story } from "../../domain/stories.ts";
import { subRoutePath } from "./page-path.ts";
import { storyText } from "./stories.ts";
import type { Translate } from "../seo/translate.ts";

export type { PageId };

/** i18next's `t` for keys built at run time (the typed `t` only takes literal keys). */
export const translate: Translate = (key, options) =>
  i18n.t(key as never, options as never) as unknown as string;

const socialLinks = (
  i18n.t("footer.social", { returnObjects: true }) as unknown as { link: string }[]
).map((profile) => profile.link);

export const site: Site = { market, baseUrl: publicBaseUrl, marketBaseUrls, socialLinks };

/**
 * Title, description, canonical link (the page's path in this market unless `path` says otherwise:
 * a tracking result), hreflang alternates, link-preview tags and JSON-LD of a page, from the locale
 * resources (see app/seo/head.ts).
 */
export function pageMeta(
  page: PageId,
  options: Omit<PageHeadOptions, "page"> = {},
): MetaDescriptor[] {
  const faq = isServicePage(page) ? serviceFaq(page) : undefined;
  return pageHead(site, translate, { page, faq, ...options });
}

/** A service page's questions and answers (`services:faq.<page>`), shown by its Faq section. */
export const serviceFaq = (page: PageId): FaqEntry[] =>
  i18n.t(`services:faq.${page}` as never, { returnObjects: true }) as unknown as FaqEntry[];

/**
 * A customer story's head (ADR 56): its own title ("… | Andén"), description, share image and
 * Article, at its path under the stories page.
 */
export function storyMeta(story: Story): MetaDescriptor[] {
  const headline = storyText(story.title);
  const photo = storyPhotoPath(story);
  return pageHead(site, translate, {
    page: "stories",
    article: {
      path: subRoutePath("story", { slug: story.slug }) as `/${string}`,
      title: translate("pages:stories.documentTitle", { title: headline }),
      description: storyText(story.description),
      headline,
      datePublished: story.published,
      photoPath: photo ? contentImageUrl(photo) : undefined,
    },
  });
}
