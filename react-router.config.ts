import type { Config } from "@react-router/dev/config";
import { ILLUSTRATION_PATHS } from "./app/components/illustrations/names.ts";
import { prerenderedPagePathsIn, SEO_RESOURCE_PATHS } from "./domain/pages.ts";
import { RATE_LIMITED_PAGE_PATH } from "./domain/page-request.ts";
import { storyPathIn } from "./domain/stories.ts";
import { buildDirectoryFor, loadConfig } from "./server/config.ts";
import { readStories } from "./tooling/story-files.ts";

const market = loadConfig().SITE_MARKET;

export default {
  ssr: true,
  prerender: [
    ...prerenderedPagePathsIn(market),
    // Every customer story of the market's content at build time (ADR 56).
    ...readStories(market).map((story) => storyPathIn(market, story.slug)),
    RATE_LIMITED_PAGE_PATH,
    ...SEO_RESOURCE_PATHS,
    ...ILLUSTRATION_PATHS,
  ],
  buildDirectory: buildDirectoryFor(market),
} satisfies Config;
