/**
 * Customer stories (ADR 56): case studies marketing adds in the content editor, each a file of its
 * market's content, `domain/locales/<locale>/stories/<slug>.json`, whose name is the story's word
 * in its URL (`/casos-de-exito/casa-nopal`). Plain TypeScript: the app (through the build's
 * `virtual:stories`), the build's prerender list and share images, the content check and the
 * tests read the stories through `storiesFrom`.
 */
import type { Figure } from "./figures.ts";
import { subRoutePathIn } from "./pages.ts";
import type { Locale, MarketId } from "./site.ts";

/** Where the editor writes a market's stories, from the repository's root. */
export const storiesDir = (locale: Locale) => `domain/locales/${locale}/stories`;

/** A story's word in its URL: small letters and digits, words joined by single dashes. */
export const STORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The URL word the editor proposes for a new story, from the customer's name: without accents,
 * in small letters, anything else a dash ("Bambú & Co." → "bambu-co").
 */
export function storySlugOf(customer: string): string {
  return customer
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** One of a story's results, stated as the fact sheet states a claim: figure, label, scope. */
export interface StoryFigure extends Figure {
  /** What the figure counts, under it: "pedidos al día". */
  label: string;
  /** What is counted, where and over which period, in words. */
  scope: string;
}

/** A story as its file holds it (cms/schema/stories.ts, in the editor's order). */
export interface StoryContent {
  /** The customer's name; the editor makes the slug from it. */
  customer: string;
  /** An invented customer, shown to illustrate the site: the page says so. */
  sample: boolean;
  /** The customer's site (an invented one's under .example). */
  web: string;
  /** The customer's wordmark (app/components/logos). */
  logo: string;
  industry: string;
  location: string;
  /** The day the story was published, YYYY-MM-DD. */
  published: string;
  /** The page's heading and the list's card title. */
  title: string;
  /** The search result's and the card's summary. */
  description: string;
  challenge: string;
  solution: string;
  /** The services the story is about, as the content names them (fullpack, lastMile…). */
  services: string[];
  figures: StoryFigure[];
  /** Where the figures come from and when, as the fact sheet's date reads. */
  asOf: string;
  quote: { text: string; author: string; role: string };
  /** The drawing shown when the story has no photo. */
  img: string;
  /** An uploaded photo (domain/content-images.ts), shown instead of the drawing. */
  photo?: string;
  /** What the photo shows, for those who cannot see it. */
  photoAlt?: string;
}

export interface Story extends StoryContent {
  slug: string;
}

/** A story file as read from the market's folder: its name without `.json`, and its content. */
export interface StoryFile {
  slug: string;
  content: StoryContent;
}

const PUBLISHED = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A market's stories from its files, the latest first (by publication, then by slug, so the
 * order never depends on the file system's). The content check holds each file to the editor's
 * model before a build; what would break an address or the order fails here too.
 */
export function storiesFrom(files: readonly StoryFile[]): Story[] {
  for (const { slug, content } of files) {
    if (!STORY_SLUG.test(slug)) {
      throw new Error(`The story file "${slug}.json" is not named by a URL word (${STORY_SLUG})`);
    }
    if (!PUBLISHED.test(content.published)) {
      throw new Error(`The story "${slug}" has no publication date as YYYY-MM-DD`);
    }
  }
  return files
    .map(({ slug, content }) => ({ ...content, slug }))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug, "en"));
}

/**
 * Where a story's uploaded photo is in its market's images folder (domain/content-images.ts): the
 * editor files a story's uploads under the stories' folder and its slug, and the story names the
 * file alone (`photo.jpg`).
 */
export const storyPhotoPath = ({ slug, photo }: Pick<Story, "slug" | "photo">) =>
  photo === undefined ? undefined : `stories/${slug}/${photo}`;

/** A story's path in a market's build: `/casos-de-exito/casa-nopal`, `/customer-stories/…`. */
export const storyPathIn = (market: MarketId, slug: string): `/${string}` =>
  subRoutePathIn(market, "story", { slug }) as `/${string}`;

/** The publication date as the market writes it ("14 de octubre de 2026", "October 14, 2026"). */
export const publishedDateIn = (locale: Locale, published: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${published}T00:00:00Z`),
  );

/** The texts of a story with paragraphs: split at blank lines, as the editor's boxes hold them. */
export const paragraphsOf = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

type Variables = Readonly<Record<string, unknown>>;

/**
 * A story's text with the copy's variables filled in, as i18next fills the locale files'
 * (`{{brand}}`, `{{facts.carriers}}`); a name with no value stays as written, which the content
 * check refuses before a build.
 */
export function fillVariables(text: string, variables: Variables): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (written, name: string) => {
    const value = name
      .split(".")
      .reduce<unknown>(
        (scope, key) =>
          scope !== null && typeof scope === "object"
            ? (scope as Record<string, unknown>)[key]
            : undefined,
        variables,
      );
    return typeof value === "string" || typeof value === "number" ? String(value) : written;
  });
}
