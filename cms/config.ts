/**
 * The content editor's configuration (Keystatic, ADR 48): one singleton per content file and
 * market, each writing the market's file in domain/locales/<locale>/ in place, and a collection
 * of customer stories per market, a file per story (ADR 56). The same model serves the editor in
 * the browser, its local API and the content check.
 */
import {
  collection,
  config,
  singleton,
  type Collection,
  type ComponentSchema,
  type Config,
  type Singleton,
} from "@keystatic/core";
import { MARKET_IDS, MARKETS, type MarketId } from "../domain/site.ts";
import { commonSchema } from "./schema/common.ts";
import { contactSchema } from "./schema/contact.ts";
import { contentSchema } from "./schema/content.ts";
import {
  COMPANY_FACTS_LABEL,
  COMPANY_FACTS_PATH,
  companyFactsSchema,
  factsSchema,
} from "./schema/facts.ts";
import { homeSchema } from "./schema/home.ts";
import { pagesSchema } from "./schema/pages.ts";
import { servicesSchema } from "./schema/services.ts";
import { STORY_SLUG_FIELD, storySchema } from "./schema/stories.ts";
import { storiesDir } from "../domain/stories.ts";

/** The files the editor owns in each market, in the order its menu lists them. */
export const CONTENT_FILES = [
  { namespace: "facts", label: "Facts", schema: factsSchema },
  { namespace: "home", label: "Home page", schema: homeSchema },
  { namespace: "content", label: "Shared blocks", schema: contentSchema },
  { namespace: "services", label: "Service pages", schema: servicesSchema },
  { namespace: "pages", label: "More service pages", schema: pagesSchema },
  { namespace: "common", label: "Menus, footer and titles", schema: commonSchema },
  { namespace: "contact", label: "Contact page", schema: contactSchema },
] as const;

export type ContentNamespace = (typeof CONTENT_FILES)[number]["namespace"];

/** What the editor edits in a market: its content files and its customer stories. */
export type EditorContent = ContentNamespace | "stories";

/** The stories' collection in the editor's menu, after the market's files. */
export const STORIES_LABEL = "Customer stories";

/** Where a market's file lives, as Keystatic names it (no extension) and as a file. */
export const contentPath = (market: MarketId, namespace: string) =>
  `domain/locales/${MARKETS[market].locale}/${namespace}`;
export const contentFile = (market: MarketId, namespace: string) =>
  `${contentPath(market, namespace)}.json`;

/** The singleton's key, in the editor's addresses: /keystatic/singleton/facts-mx. */
export const singletonKey = (namespace: string, market: MarketId) => `${namespace}-${market}`;

/** The stories' collection of a market, in the editor's addresses: /keystatic/collection/stories-mx. */
export const storiesKey = (market: MarketId) => `stories-${market}`;

/** The company-wide figures' singleton (ADR 64), in the editor's addresses: /keystatic/singleton/company-facts. */
export const COMPANY_FACTS_KEY = "company-facts";

/** The menu's group of what every market shares. */
export const COMPANY_GROUP = "Toda la empresa / Whole company";

/** The market's name in the editor's menu. */
export const MARKET_NAMES: Record<MarketId, string> = {
  mx: "México",
  ar: "Argentina",
  us: "United States",
};

export const schemaOf = (namespace: ContentNamespace, market: MarketId) =>
  CONTENT_FILES.find((file) => file.namespace === namespace)!.schema(market);

export interface CmsOptions {
  storage: Config["storage"];
  /** Where the editor's Preview action leads for a file of a market; none: no Preview action. */
  previewUrl?: (market: MarketId, namespace: EditorContent) => string;
  /**
   * The editor's page adds the content's checks to each field (cms/admin/field-checks.tsx), of
   * the files and of the stories.
   */
  withChecks?: <Schema extends Record<string, ComponentSchema>>(
    schema: Schema,
    market: MarketId,
    namespace: EditorContent,
  ) => Schema;
}

export function createCmsConfig({ storage, previewUrl, withChecks }: CmsOptions) {
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = Object.fromEntries(
    [
      [
        COMPANY_FACTS_KEY,
        singleton({
          label: COMPANY_FACTS_LABEL,
          path: COMPANY_FACTS_PATH,
          format: { data: "json" },
          schema: companyFactsSchema(),
        }),
      ],
      ...MARKET_IDS.flatMap((market) =>
        CONTENT_FILES.map(({ namespace, label, schema }) => [
          singletonKey(namespace, market),
          singleton({
            label: `${label} (${MARKETS[market].locale})`,
            path: contentPath(market, namespace),
            format: { data: "json" },
            previewUrl: previewUrl?.(market, namespace),
            schema: withChecks ? withChecks(schema(market), market, namespace) : schema(market),
          }),
        ]),
      ),
    ],
  );
  const collections: Record<
    string,
    Collection<Record<string, ComponentSchema>, string>
  > = Object.fromEntries(
    MARKET_IDS.map((market) => [
      storiesKey(market),
      collection({
        label: `${STORIES_LABEL} (${MARKETS[market].locale})`,
        slugField: STORY_SLUG_FIELD,
        // A file per story, named by its URL word: domain/locales/<locale>/stories/<slug>.json.
        path: `${storiesDir(MARKETS[market].locale)}/*`,
        format: { data: "json" },
        columns: ["customer", "published"],
        previewUrl: previewUrl?.(market, "stories"),
        schema: withChecks
          ? withChecks(storySchema(market), market, "stories")
          : storySchema(market),
      }),
    ]),
  );
  return config({
    storage,
    ui: {
      brand: { name: "Andén content" },
      navigation: Object.fromEntries([
        [COMPANY_GROUP, [COMPANY_FACTS_KEY]],
        ...MARKET_IDS.map((market) => [
          `${MARKET_NAMES[market]} (${MARKETS[market].locale})`,
          [
            ...CONTENT_FILES.map(({ namespace }) => singletonKey(namespace, market)),
            storiesKey(market),
          ],
        ]),
      ]),
    },
    singletons,
    collections,
  });
}
